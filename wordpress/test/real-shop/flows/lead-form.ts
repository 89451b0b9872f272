/**
 * Lead Form Builder 1.9.7: form 1 on /lead-form/ (captcha 'disable') and form 2 on
 * /lead-form-captcha/ (reCAPTCHA on, Google's widget replaced by recaptcha-stand-in.js, its
 * siteverify answered by the test's mu-plugin). Each compared with the plugin's own f-script.js:
 *
 * - form 1: the fields filled, Submit: one Save_Form_Data with the same fdata (as the plugin's
 *   wp_parse_str reads it) and _wpnonce, the success block seen, the entry saved;
 * - form 2, the captcha not ticked: verifyFormCaptcha with an empty captcha_res, the plugin's
 *   'Invalid' answer, the captcha message seen, nothing saved;
 * - form 2, then ticked: verifyFormCaptcha with the stand-in's token, 'Yes', then the save.
 */
import type { Page } from 'playwright-core';
import { leadFormMessages } from '../../../../packages/lead-form/src/messages';
import { assert, assertEqual, check } from '../../support';
import { callName, normalise, type PhpCall } from '../recorder';
import { query } from '../shop';
import { inBothModes, type Run, type Step } from './flow';
import type { Flow } from './flow';
import { seenText, waitUntilSeen } from './seen';

const TOKEN = 'talat-test-recaptcha-token';

interface Entry {
  id: number;
  data: Record<string, unknown>;
}

/** A lead-form call as the plugin's PHP reads it: $_POST, and fdata as its wp_parse_str() splits it. */
interface LeadCall {
  name: string;
  post: Array<[string, string]>;
  fdata?: Array<[string, string]>;
  /** The reply's text, as the plugin's script compares it (trimmed). */
  reply: string;
}

/** The reply texts by call name, in the order the calls were answered (read off the wire). */
type Replies = Map<string, Array<Promise<string>>>;

async function leadCalls(calls: PhpCall[], replies: Replies): Promise<LeadCall[]> {
  const out: LeadCall[] = [];
  for (const call of calls.filter((item) => callName(item).startsWith('admin-ajax:'))) {
    const name = callName(call);
    const fdata = new Map(call.post).get('fdata');
    out.push({
      name,
      post: normalise(call).post.map(([key, value]): [string, string] => [key, key === 'fdata' ? '<below>' : value]),
      ...(fdata === undefined ? {} : { fdata: normalise({ ...call, post: [...new URLSearchParams(fdata)] }).post }),
      reply: (await replies.get(name)?.shift()) ?? '<none>',
    });
  }
  return out;
}

function recordReplies(page: Page): Replies {
  const replies: Replies = new Map();
  page.on('response', (response) => {
    const request = response.request();
    if (!request.url().includes('/admin-ajax.php') || request.method() !== 'POST') return;
    const name = `admin-ajax:${new URLSearchParams(request.postData() ?? '').get('action') ?? '?'}`;
    replies.set(name, [...(replies.get(name) ?? []), response.text().then((text) => text.trim(), () => '<unread>')]);
  });
  return replies;
}

const FIELDS = { name_1: 'สมศรี มีสุข', email_2: 'somsri@example.invalid', number_3: '0891234567', message_4: 'ขอใบเสนอราคาขวดยาดม 1,000 ชิ้น\nส่งที่เชียงใหม่' };

async function fill(page: Page, formId: number): Promise<void> {
  for (const [name, value] of Object.entries(FIELDS)) await page.locator(`#form_${formId} [name="${name}"]`).fill(value);
}

interface Sent {
  calls: LeadCall[];
  /** `<html lang>`: Talat speaks its catalogue's language for it. */
  lang: string;
  /** The form's message area, when seen. */
  message: string | null;
  /** The success block, when seen, and whether the form is still shown. */
  success: string | null;
  formShown: boolean;
  /** Whether Submit can be pressed again once the reply is in. */
  submitEnabled: boolean;
}

/** Submit pressed; the last reply awaited (`last`), then what the page shows. */
async function submit(page: Page, step: Step, formId: number, last: string, replies: Replies): Promise<Sent> {
  step.recording.mark();
  replies.clear();
  const replied = page.waitForResponse((response) => response.url().includes('/admin-ajax.php') && new URLSearchParams(response.request().postData() ?? '').get('action') === last, { timeout: 15_000 });
  await page.locator(`#form_${formId} .lf-form-submit`).click();
  await (await replied).text();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const inserted = last === 'Save_Form_Data';
  const success = inserted ? await waitUntilSeen(page.locator(`.successmsg_${formId}`), 5_000) : await seenText(page.locator(`.successmsg_${formId}`));
  const message = inserted ? await seenText(page.locator(`.leadform-show-message-form-${formId}`)) : await waitUntilSeen(page.locator(`.leadform-show-message-form-${formId}`), 5_000);
  return {
    calls: await leadCalls(step.recording.calls, replies),
    lang: (await page.locator('html').getAttribute('lang')) ?? '',
    message,
    success,
    formShown: await page.locator(`#form_${formId}`).isVisible(),
    submitEnabled: await page.locator(`#form_${formId} .lf-form-submit`).isEnabled(),
  };
}

async function open(step: Step, path: string): Promise<Replies> {
  const replies = recordReplies(step.page);
  await step.page.goto(`${step.origin}${path}`, { waitUntil: 'load' });
  await step.page.waitForLoadState('networkidle').catch(() => undefined);
  return replies;
}

const entries = (formId: number) => query<Entry[]>('lead-entries', formId);
const newEntries = (formId: number, before: Entry[]) => entries(formId).filter((entry) => !before.some((old) => old.id === entry.id));

function results<T>(runs: Record<'talat' | 'own', Run<T | undefined>>): { talat: T; own: T } {
  assert(runs.talat.result, `Talat: ${runs.talat.error ?? 'no result'}`);
  assert(runs.own.result, `own script: ${runs.own.error ?? 'no result'}`);
  return { talat: runs.talat.result, own: runs.own.result };
}

export const leadFormFlow: Flow = {
  name: 'lead-form',
  async run(context) {
    const plain = await inBothModes(context, {}, async (step) => {
      const replies = await open(step, '/lead-form/');
      await fill(step.page, 1);
      const before = entries(1);
      const sent = await submit(step.page, step, 1, 'Save_Form_Data', replies);
      return { sent, saved: newEntries(1, before) };
    });
    const captcha = await inBothModes(context, {}, async (step) => {
      const replies = await open(step, '/lead-form-captcha/');
      await fill(step.page, 2);
      const before = entries(2);
      const unticked = await submit(step.page, step, 2, 'verifyFormCaptcha', replies);
      const savedUnticked = newEntries(2, before);
      await step.page.locator('#form_2 .talat-test-recaptcha input[type="checkbox"]').check();
      const ticked = await submit(step.page, step, 2, 'Save_Form_Data', replies);
      return { unticked, savedUnticked, ticked, saved: newEntries(2, before) };
    });

    check('lead form 1 (no captcha): one Save_Form_Data with the same fdata (as wp_parse_str reads it) and _wpnonce as the plugin’s own script, answered inserted', () => {
      const { talat, own } = results(plain);
      assertEqual(own.sent.calls.map((call) => [call.name, call.reply]), [['admin-ajax:Save_Form_Data', 'inserted']], "the plugin's own script's calls");
      assertEqual(talat.sent.calls, own.sent.calls, 'the calls as the PHP reads them');
    });
    check('lead form 1: the success block seen and the form hidden, as with the plugin; the entry saved as with the plugin (query lead-entries 1)', () => {
      const { talat, own } = results(plain);
      assert(own.sent.success, "no success block seen with the plugin's script");
      assertEqual(talat.sent.success, own.sent.success, 'the success block seen with Talat');
      assertEqual([talat.sent.formShown, own.sent.formShown], [false, false], 'the form shown (Talat, own)');
      assertEqual(own.saved.length, 1, "entries saved with the plugin's script");
      assertEqual(talat.saved.map((entry) => entry.data), own.saved.map((entry) => entry.data), 'the entry saved with Talat');
    });
    check("lead form 2, the captcha not ticked: verifyFormCaptcha with an empty captcha_res and the plugin's answer 'Invalid'; the captcha message seen, Submit back, nothing saved", () => {
      const { talat, own } = results(captcha);
      assertEqual(own.unticked.calls.map((call) => [call.name, call.post, call.reply]), [['admin-ajax:verifyFormCaptcha', [['action', 'verifyFormCaptcha'], ['captcha_res', '']], 'Invalid']], "the plugin's own script's calls");
      assertEqual(talat.unticked.calls, own.unticked.calls, 'the calls as the PHP reads them');
      assertEqual(own.unticked.message, 'Invalid Captcha', "the message seen with the plugin's script");
      const catalogue = talat.unticked.lang.toLowerCase().startsWith('th') ? leadFormMessages.th : leadFormMessages.en;
      assertEqual(talat.unticked.message, catalogue.invalidCaptcha, `the message seen with Talat (its catalogue's §8 'Invalid Captcha' for lang ${talat.unticked.lang})`);
      assertEqual([talat.unticked.submitEnabled, own.unticked.submitEnabled], [true, true], 'Submit enabled after the reply (Talat, own)');
      assertEqual([talat.savedUnticked.length, own.savedUnticked.length], [0, 0], 'entries saved (Talat, own)');
    });
    check(`lead form 2, ticked: verifyFormCaptcha with the stand-in's token answered 'Yes', then the same Save_Form_Data, the success block seen and the entry saved, as with the plugin`, () => {
      const { talat, own } = results(captcha);
      assertEqual(own.ticked.calls.map((call) => [call.name, call.reply]), [['admin-ajax:verifyFormCaptcha', 'Yes'], ['admin-ajax:Save_Form_Data', 'inserted']], "the plugin's own script's calls");
      assertEqual(new Map(own.ticked.calls[0]?.post).get('captcha_res'), TOKEN, "the plugin's captcha_res");
      assertEqual(talat.ticked.calls, own.ticked.calls, 'the calls as the PHP reads them');
      assert(own.ticked.success, "no success block seen with the plugin's script");
      assertEqual(talat.ticked.success, own.ticked.success, 'the success block seen with Talat');
      assertEqual(talat.saved.map((entry) => entry.data), own.saved.map((entry) => entry.data), 'the entry saved');
      assertEqual(own.saved.length, 1, "entries saved with the plugin's script");
    });
    check('lead form: no console error with Talat', () => {
      assertEqual([...plain.talat.console, ...captcha.talat.console].filter((line) => /^(error|uncaught)/.test(line)), [], 'console');
    });
  },
};
