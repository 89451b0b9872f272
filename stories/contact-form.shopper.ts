import {
  captchaAnswerFor,
  CF7_VERSION,
  contactFormUnitTag,
  DEMO_CONTACT_FORM,
  noJsReplyOptions,
  quizAnswerFor,
  submitContactForm,
  type ContactFormChallenges,
  type ContactFormMarkupOptions,
  type FakeShop,
} from '@talat/mocks';
import { CONTACT_PAGE_PATH } from './contact-form.fixtures';

/**
 * What a shopper gives the demo form so that it passes every rule of §5 "Contact form rules": the
 * play functions type it, and the no-JS round trip posts it. Every value is checked against the
 * demo form in packages/mocks/src/contact-form/demo-form.ts.
 */
export const SHOPPER = {
  name: 'สมชาย ใจดี',
  email: 'somchai@example.co.th',
  tel: '081-234-5678',
  /** The form's "any" rule wants a backup phone number or a backup e-mail address. */
  backupTel: '02-123-4567',
  /** min 1, step 50: the steps count from the minimum, so 501 is on a step and 500 is not. */
  quantity: '501',
  /** A Monday: the form accepts Monday to Friday only. */
  deliveryDate: '2026-03-02',
  deliveryTime: '10:30',
  productType: 'ขวดลูกกลิ้ง',
  customerType: 'ร้านค้าปลีก',
  /** Two to three samples. */
  samples: ['ขวดแก้ว', 'ฝาปั๊ม'],
  message: 'ขอใบเสนอราคาขวดลูกกลิ้งแก้ว 10 มล. จำนวน 500 ชิ้น พร้อมสกรีนโลโก้ร้าน',
  /** .png is accepted; a few bytes keep it under the 1 MB limit and over the 1 byte minimum. */
  slipName: 'artwork.png',
} as const;

/** The eight bytes every PNG file starts with; enough for a file input and the server's checks. */
export function artworkFile(): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], SHOPPER.slipName, { type: 'image/png' });
}

/** The captcha answer and the quiz answer of the challenges printed on the page. */
export function challengeAnswers(shop: FakeShop, captchaPrefix: string, quizQuestion: string): { captcha: string; quiz: string } {
  const captcha = captchaAnswerFor(shop, captchaPrefix);
  const quiz = quizAnswerFor(quizQuestion);
  if (captcha === undefined) throw new Error(`contact form story: the shop never issued captcha ${captchaPrefix} (or it was used)`);
  if (quiz === undefined) throw new Error(`contact form story: "${quizQuestion}" is not a question of the quiz pool`);
  return { captcha, quiz };
}

/**
 * The page a no-JS POST gets back when the shopper filled everything right but left the required
 * privacy box unticked: the fake WordPress judges the POST (acceptance_missing) and prints the form
 * with the reply folded in, as Contact Form 7 does without JavaScript. With JavaScript on, the
 * widget keeps the submit button disabled until the box is ticked, so a shopper cannot get this
 * reply any other way.
 */
export function unacceptedRoundTrip(shop: FakeShop, challenges: ContactFormChallenges): ContactFormMarkupOptions {
  const captcha = challenges.captcha['captcha-1'];
  const quiz = challenges.quiz['quiz-1'];
  if (!captcha || !quiz) throw new Error('contact form story: the demo form lost its captcha or quiz');
  const answers = challengeAnswers(shop, captcha.prefix, quiz.question);
  const entries: Array<[string, string]> = [
    ['_wpcf7', String(DEMO_CONTACT_FORM.id)],
    ['_wpcf7_version', CF7_VERSION],
    ['_wpcf7_locale', DEMO_CONTACT_FORM.locale],
    ['_wpcf7_unit_tag', contactFormUnitTag(DEMO_CONTACT_FORM)],
    ['_wpcf7_container_post', String(DEMO_CONTACT_FORM.containerPost)],
    ['_wpcf7_posted_data_hash', ''],
    ['your-name', SHOPPER.name],
    ['your-email', SHOPPER.email],
    ['your-tel', SHOPPER.tel],
    ['backup-tel', SHOPPER.backupTel],
    ['quantity', SHOPPER.quantity],
    ['delivery-date', SHOPPER.deliveryDate],
    ['delivery-time', SHOPPER.deliveryTime],
    ['product-type', SHOPPER.productType],
    ['customer-type', SHOPPER.customerType],
    ...SHOPPER.samples.map((sample): [string, string] => ['sample-items[]', sample]),
    ['your-message', SHOPPER.message],
    ['_wpcf7_quiz_answer_quiz-1', quiz.hash],
    ['quiz-1', answers.quiz],
    ['_wpcf7_captcha_challenge_captcha-1', captcha.prefix],
    ['captcha-1', answers.captcha],
  ];
  const result = submitContactForm(shop, DEMO_CONTACT_FORM.id, entries, { slip: artworkFile() });
  if (result.kind !== 'reply' || result.reply.status !== 'acceptance_missing') {
    throw new Error(`contact form story: the no-JS POST was expected to be acceptance_missing, got ${JSON.stringify(result)}`);
  }
  return noJsReplyOptions(result.reply, entries, CONTACT_PAGE_PATH);
}
