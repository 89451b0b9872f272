import { contactFormMarkup, DEMO_CONTACT_FORM, issueContactFormChallenges, type ContactFormMarkupOptions } from '@talat/mocks';
import { layout, type PageContext } from './layout';
import { quoteLeadForm } from './lead-forms';
import type { Page } from './shop-pages';

/** Where the demo's contact page lives; the CF7 form posts back to it without JavaScript. */
export const CONTACT_PATH = '/contact/';
/** The quote request's redirect after 'inserted' (QUOTE_LEAD_FORM.redirectUrl). */
export const THANK_YOU_PATH = '/thank-you/';

/** What a no-JS POST left on the form (§2.12): the values kept, the tips and the server's message. */
export type ContactFormRoundTrip = Pick<ContactFormMarkupOptions, 'values' | 'errors' | 'status' | 'message'>;

export interface ContactPageOptions {
  roundTrip?: ContactFormRoundTrip;
  /** `?misplaced=1`: the theme wrapped the shortcode in a form of its own (§8, the wrong-place error). */
  misplaced?: boolean;
}

/**
 * The CF7 shortcode's output. A page from a full-page cache (`?cached=1`) carries the captcha and
 * quiz of an earlier visitor, which the server has long forgotten: printed without live challenges,
 * so the widget's refill on load (§2.12) is what makes the form sendable.
 */
function contactForm(context: PageContext, roundTrip: ContactFormRoundTrip | undefined): string {
  const challenges = context.options.cached ? undefined : issueContactFormChallenges(context.shop, DEMO_CONTACT_FORM);
  return contactFormMarkup(DEMO_CONTACT_FORM, { pagePath: CONTACT_PATH, ...(challenges ? { challenges } : {}), ...roundTrip });
}

/** A theme's newsletter box around the shortcode: the HTML parser drops the inner <form> tag. */
function misplaced(form: string): string {
  return `<form class="theme-subscribe" action="${CONTACT_PATH}" method="get" aria-label="กล่องสมัครรับข่าวสารของธีม">
${form}
<p><button type="submit">สมัครรับข่าวสาร</button></p>
</form>`;
}

export function contactPage(context: PageContext, options: ContactPageOptions = {}): Page {
  const form = contactForm(context, options.roundTrip);
  const main = `<h1 class="entry-title page-title">ติดต่อเรา</h1>
<div class="entry-content contact-page">
<p>สอบถามราคาขวด ฝา ตลับ หรือเครื่องสำอางสำเร็จรูป ขอตัวอย่างสินค้า หรือสั่งผลิตตามแบบของแบรนด์คุณ กรอกแบบฟอร์มด้านล่าง ทีมขายจะตอบกลับภายใน 1 วันทำการ (จันทร์–ศุกร์ 9:00–18:00 น.)</p>
<p>ช่องที่มีเครื่องหมายจำเป็นต้องกรอก แนบไฟล์ได้ไม่เกิน 1 MB และอย่าลืมตอบคำถามกันสแปมท้ายฟอร์ม</p>
<section class="contact-page__form" aria-labelledby="contact-form-title">
<h2 id="contact-form-title" class="section-title">ส่งข้อความถึงเรา</h2>
${options.misplaced ? misplaced(form) : form}
</section>
<section class="contact-page__quote" aria-label="ขอใบเสนอราคา">
${quoteLeadForm()}
</section>
</div>`;
  return { status: 200, html: layout({ title: 'ติดต่อเรา', bodyClass: 'page-template-default page page-contact', main, context }) };
}

/** Where the quote request sends the browser once its lead is saved. */
export function thankYouPage(context: PageContext): Page {
  const main = `<h1 class="entry-title page-title">ขอบคุณที่ติดต่อเรา</h1>
<div class="entry-content">
<p>เราได้รับคำขอใบเสนอราคาของคุณแล้ว ทีมขายจะติดต่อกลับภายใน 1 วันทำการ</p>
<p><a class="button" href="/shop/">เลือกชมสินค้าต่อ</a></p>
</div>`;
  return { status: 200, html: layout({ title: 'ขอบคุณ', bodyClass: 'page-template-default page page-thank-you', main, context }) };
}
