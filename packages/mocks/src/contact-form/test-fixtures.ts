// A valid submission of the demo contact form, for this folder's and the endpoints' tests (not exported).
import type { FakeShop } from '../shop';
import { BASE } from '../test-fixtures';
import { captchaAnswerFor, issueContactFormChallenges, type ContactFormChallenges } from './challenges';
import { DEMO_CONTACT_FORM } from './demo-form';
import { quizAnswerFor } from './quiz-pool';
import { contactFormUnitTag } from './types';

export const UNIT_TAG = contactFormUnitTag(DEMO_CONTACT_FORM);
export const FEEDBACK_URL = `${BASE}/wp-json/contact-form-7/v1/contact-forms/120/feedback`;

export type Entries = Array<[string, string]>;

export interface Submission {
  entries: Entries;
  files: Record<string, File>;
  challenges: ContactFormChallenges;
}

export const pdf = (name = 'design.pdf', bytes = 64): File => new File(['x'.repeat(bytes)], name, { type: 'application/pdf' });

/** Everything filled in correctly, with live challenges issued by `shop`. */
export function validSubmission(shop: FakeShop): Submission {
  const challenges = issueContactFormChallenges(shop, DEMO_CONTACT_FORM);
  const captcha = challenges.captcha['captcha-1'];
  const quiz = challenges.quiz['quiz-1'];
  if (!captcha || !quiz) throw new Error('the demo form has a captcha and a quiz');
  const entries: Entries = [
    ['_wpcf7', '120'],
    ['_wpcf7_version', '6.0.6'],
    ['_wpcf7_locale', 'th'],
    ['_wpcf7_unit_tag', UNIT_TAG],
    ['_wpcf7_container_post', '45'],
    ['_wpcf7_posted_data_hash', ''],
    ['your-name', 'สมชาย ใจดี'],
    ['your-email', 'somchai@example.co.th'],
    ['your-tel', '081-234-5678'],
    ['website', ''],
    ['backup-tel', '02 123 4567'],
    ['backup-email', ''],
    ['quantity', '51'],
    ['delivery-date', '2026-06-15'],
    ['delivery-time', '10:30'],
    ['product-type', 'ขวดยาดม'],
    ['customer-type', 'ร้านค้าปลีก'],
    ['heard-from[]', 'Google'],
    ['heard-from_free_text', ''],
    ['sample-items[]', 'ขวดแก้ว'],
    ['sample-items[]', 'ฝาปั๊ม'],
    ['your-message', 'ต้องการขวดยาดม 500 ชิ้น พร้อมสกรีนโลโก้'],
    ['accept-privacy', '1'],
    ['quiz-1', quizAnswerFor(quiz.question) ?? ''],
    ['_wpcf7_quiz_answer_quiz-1', quiz.hash],
    ['captcha-1', captchaAnswerFor(shop, captcha.prefix) ?? ''],
    ['_wpcf7_captcha_challenge_captcha-1', captcha.prefix],
  ];
  return { entries, files: { slip: pdf() }, challenges };
}

/** The entries with `name` set to `values` (removed when empty), keeping the others in place. */
export function withField(entries: Entries, name: string, ...values: string[]): Entries {
  const index = entries.findIndex(([n]) => n === name);
  const rest = entries.filter(([n]) => n !== name);
  const at = index < 0 ? rest.length : index;
  return [...rest.slice(0, at), ...values.map((v): [string, string] => [name, v]), ...rest.slice(at)];
}

export function feedbackRequest(entries: Entries, files: Record<string, File> = {}, url = FEEDBACK_URL): Request {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  for (const [name, file] of Object.entries(files)) body.append(name, file);
  return new Request(url, { method: 'POST', body });
}
