// The Lead Form Builder forms this shop has (§2.13): a short one in every page's footer and the
// full quote request with a captcha and a thank-you page.

export interface LeadFormOptions {
  formId: number;
  /** `this_form_captcha_status`: 'disable' skips the captcha everywhere (§5 Lead forms). */
  captcha: 'enable' | 'disable';
  /** Where the browser goes after 'inserted'; none stays on the page. */
  redirectUrl?: string;
  fields?: 'full' | 'short';
  title?: string;
  successMessage?: string;
  /** The reCAPTCHA site key printed on `.g-recaptcha`. */
  sitekey?: string;
}

export const FAKE_RECAPTCHA_SITEKEY = 'talat-fake-recaptcha-sitekey';

export const FOOTER_LEAD_FORM: LeadFormOptions = {
  formId: 301,
  captcha: 'disable',
  fields: 'short',
  title: 'รับข่าวสารและส่วนลดพิเศษ',
  successMessage: 'ขอบคุณค่ะ เราได้รับข้อมูลของคุณแล้ว',
};

export const QUOTE_LEAD_FORM: LeadFormOptions = {
  formId: 302,
  captcha: 'enable',
  redirectUrl: '/thank-you/',
  fields: 'full',
  title: 'ขอใบเสนอราคา',
  successMessage: 'ขอบคุณสำหรับคำขอใบเสนอราคา ทีมขายจะติดต่อกลับภายใน 1 วันทำการ',
  sitekey: FAKE_RECAPTCHA_SITEKEY,
};

const LEAD_FORMS: ReadonlyMap<number, LeadFormOptions> = new Map([
  [FOOTER_LEAD_FORM.formId, FOOTER_LEAD_FORM],
  [QUOTE_LEAD_FORM.formId, QUOTE_LEAD_FORM],
]);

export function findLeadForm(id: number | string): LeadFormOptions | undefined {
  const text = String(id).trim();
  return /^\d+$/.test(text) ? LEAD_FORMS.get(Number(text)) : undefined;
}
