/**
 * Contact Form 7 5.9.8 on /contact/ (the shop's Thai form: name, e-mail, phone, subject, message,
 * a consent box), one page per mode, three sends in a row as a shopper makes them:
 *
 * 1. the consent ticked and the required fields left empty: validation_failed, a tip under each
 *    required field (the server's invalid_fields) and the server's message, seen;
 * 2. the fields filled and the consent unticked: Send is disabled (both scripts hold it), so the
 *    send comes from the form's requestSubmit(), as another script of the page would make it:
 *    acceptance_missing and its message, seen;
 * 3. the consent ticked: mail_sent, its message seen, the form reset (and CF7's refill after it).
 *
 * Each send as CF7's PHP reads it (the multipart fields, in order) is compared with CF7's own
 * script's.
 */
import type { Page } from 'playwright-core';
import { assert, assertEqual, check } from '../../support';
import { callName, normalise, type PhpCall } from '../recorder';
import { query } from '../shop';
import { inBothModes, type Run, type Step } from './flow';
import type { Flow } from './flow';
import { seenText, waitUntilSeen } from './seen';

/** What the page shows after a send, and what the server answered. */
interface Sent {
  /** The feedback reply's status, message and invalid fields. */
  reply: { status: string; message: string; invalid_fields: Array<{ field: string; message: string }> };
  /** The form's data-status once the reply is shown. */
  status: string;
  /** The response output's text, when seen. */
  message: string | null;
  /** The tip under each field (data-name → text), when seen. */
  tips: Record<string, string>;
}

interface ContactRun {
  invalid: Sent;
  sendDisabledUnaccepted: boolean;
  unaccepted: Sent;
  sent: Sent;
  /** After mail_sent: the fields' values, the consent box, whether Send is disabled again. */
  afterReset: { values: Record<string, string>; consent: boolean; sendDisabled: boolean; message: string | null };
  calls: PhpCall[];
}

const FILLED = { 'your-name': 'สมหญิง รักดี', 'your-email': 'somying@example.invalid', 'your-tel': '081-234-5678', 'your-subject': 'สอบถามราคาขวดยาดม', 'your-message': 'ขอราคาขวดยาดมลูกกลิ้ง 1 ml จำนวน 500 ชิ้น' };

/** The form's REST calls as CF7's PHP reads them (the schema GET at load is the page's, not a send's). */
const formCalls = (calls: PhpCall[]) => calls.filter((call) => callName(call).startsWith('rest:') && call.path.includes('/contact-form-7/') && !call.path.endsWith('/schema')).map((call) => normalise(call));

async function tipsSeen(page: Page): Promise<Record<string, string>> {
  const tips: Record<string, string> = {};
  for (const wrap of await page.locator('form.wpcf7-form .wpcf7-form-control-wrap').all()) {
    const name = (await wrap.getAttribute('data-name')) ?? '';
    const text = await seenText(wrap.locator('.wpcf7-not-valid-tip'));
    if (text) tips[name] = text;
  }
  return tips;
}

/**
 * One send: `press` makes it; the reply read off the wire, then what the page shows once the
 * form's data-status is the one CF7 gives that reply (SPEC §4 'Contact form status'), or after 10 s.
 */
async function send(page: Page, formId: number, press: () => Promise<void>): Promise<Sent> {
  const replied = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith(`/contact-forms/${formId}/feedback`), { timeout: 15_000 });
  await press();
  const reply = (await (await replied).json()) as Sent['reply'];
  const shown = STATUS[reply.status] ?? reply.status;
  await page.waitForFunction((expected) => document.querySelector('form.wpcf7-form')?.getAttribute('data-status') === expected, shown, { timeout: 10_000 }).catch(() => undefined);
  const status = (await page.locator('form.wpcf7-form').getAttribute('data-status')) ?? '';
  const message = await waitUntilSeen(page.locator('form.wpcf7-form .wpcf7-response-output'), 5_000);
  return { reply: { status: reply.status, message: reply.message, invalid_fields: (reply.invalid_fields ?? []).map(({ field, message: text }) => ({ field, message: text })) }, status, message, tips: await tipsSeen(page) };
}

/** The data-status CF7 shows for a server status (SPEC §4 'Contact form status'). */
const STATUS: Record<string, string> = { validation_failed: 'invalid', acceptance_missing: 'unaccepted', mail_sent: 'sent' };

async function fill(page: Page): Promise<void> {
  for (const [name, value] of Object.entries(FILLED)) await page.locator(`form.wpcf7-form [name="${name}"]`).fill(value);
}

async function contactRun({ page, recording, origin }: Step, formId: number): Promise<ContactRun> {
  await page.goto(`${origin}/contact/`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  recording.mark();
  const consent = page.locator('form.wpcf7-form input[name="your-consent"]');
  const submit = page.locator('form.wpcf7-form .wpcf7-submit');

  await consent.check();
  const invalid = await send(page, formId, () => submit.click());

  await fill(page);
  await consent.uncheck();
  const sendDisabledUnaccepted = await submit.isDisabled();
  const unaccepted = await send(page, formId, () => page.locator('form.wpcf7-form').evaluate((form: HTMLFormElement) => form.requestSubmit()));

  await consent.check();
  const refilled = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(`/contact-forms/${formId}/refill`), { timeout: 15_000 });
  const sent = await send(page, formId, () => submit.click());
  await refilled;
  await page.waitForFunction(() => document.querySelector('form.wpcf7-form')?.getAttribute('data-status') === 'sent', undefined, { timeout: 10_000 });
  const afterReset = {
    values: Object.fromEntries(await Promise.all(Object.keys(FILLED).map(async (name) => [name, await page.locator(`form.wpcf7-form [name="${name}"]`).inputValue()] as const))),
    consent: await consent.isChecked(),
    sendDisabled: await submit.isDisabled(),
    message: await seenText(page.locator('form.wpcf7-form .wpcf7-response-output')),
  };
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return { invalid, sendDisabledUnaccepted, unaccepted, sent, afterReset, calls: formCalls(recording.calls) };
}

function both<T>(runs: Record<'talat' | 'own', Run<ContactRun | undefined>>, pick: (run: ContactRun) => T): { talat: T; own: T } {
  assert(runs.talat.result, `Talat: ${runs.talat.error ?? 'no result'}`);
  assert(runs.own.result, `own script: ${runs.own.error ?? 'no result'}`);
  return { talat: pick(runs.talat.result), own: pick(runs.own.result) };
}

export const contactFormFlow: Flow = {
  name: 'contact-form',
  async run(context) {
    const formId = query<{ cf7Form: number }>('state').cf7Form;
    const runs = await inBothModes(context, {}, (step) => contactRun(step, formId));
    const feedback = `/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback`;

    check('contact form, required fields empty: validation_failed, the same tips under the same fields (the invalid_fields), the message seen, as with CF7 5.9.8', () => {
      const { talat, own } = both(runs, (run) => run.invalid);
      assertEqual(own.reply.status, 'validation_failed', "CF7's own script's reply");
      assertEqual(talat.reply, own.reply, 'the reply');
      assertEqual(talat.status, 'invalid', 'data-status with Talat');
      assertEqual(Object.keys(talat.tips).sort(), own.reply.invalid_fields.map((field) => field.field).sort(), 'the fields with a tip seen (Talat)');
      assertEqual(talat.tips, own.tips, 'the tips seen');
      assertEqual(talat.message, own.reply.message, 'the response output seen (Talat)');
      assertEqual(own.message, own.reply.message, 'the response output seen (own script)');
    });
    check('contact form, consent unticked: Send disabled in both; a requestSubmit() gets acceptance_missing and its message is seen, as with CF7', () => {
      const { talat, own } = both(runs, (run) => ({ disabled: run.sendDisabledUnaccepted, ...run.unaccepted }));
      assertEqual(own.disabled, true, "Send disabled with CF7's script");
      assertEqual(talat.disabled, true, 'Send disabled with Talat');
      assertEqual(own.reply.status, 'acceptance_missing', "CF7's own script's reply");
      assertEqual(talat.reply, own.reply, 'the reply');
      assertEqual(talat.status, 'unaccepted', 'data-status with Talat');
      assertEqual(talat.message, own.reply.message, 'the response output seen (Talat)');
      assertEqual(talat.tips, own.tips, 'the tips seen');
    });
    check('contact form, filled and consent ticked: mail_sent, the message seen, the form reset (fields empty, consent unticked, Send disabled) and back to sent after the refill, as with CF7', () => {
      const { talat, own } = both(runs, (run) => ({ ...run.sent, afterReset: run.afterReset }));
      assertEqual(own.reply.status, 'mail_sent', "CF7's own script's reply");
      assertEqual(talat.reply, own.reply, 'the reply');
      assertEqual(talat.status, 'sent', 'data-status with Talat');
      assertEqual(talat.message, own.reply.message, 'the response output seen (Talat)');
      assertEqual(own.afterReset, { values: Object.fromEntries(Object.keys(FILLED).map((name) => [name, ''])), consent: false, sendDisabled: true, message: own.reply.message }, "after the reset with CF7's script");
      assertEqual(talat.afterReset, own.afterReset, 'after the reset with Talat');
    });
    check(`contact form: the three sends are the same POST ${feedback} as CF7's own script's (multipart, the fields in order), then the same refill (and _locale=user, decision 143)`, () => {
      const { talat, own } = both(runs, (run) => run.calls);
      const sends = own.filter((call) => call.path === feedback);
      assertEqual(sends.length, 3, "feedback POSTs with CF7's script");
      assertEqual(sends.map((call) => call.contentType), ['multipart/form-data', 'multipart/form-data', 'multipart/form-data'], 'content types');
      assertEqual(talat.map(callName), own.map(callName), 'the calls, in order');
      // Decision 143: Talat's REST client adds `_locale=user` to every call, as wp.apiFetch does
      // (WordPress's own words in a reply come in the shopper's language); CF7 reads nothing of it.
      assertEqual(talat.map((call) => call.query), own.map((call) => [...call.query, ['_locale', 'user']]), "each call's query: CF7's own, and _locale=user");
      const withoutLocale = talat.map((call) => ({ ...call, query: call.query.filter(([key]) => key !== '_locale') }));
      assertEqual(withoutLocale, own, 'the calls as the PHP reads them');
    });
    check('contact form: no console error with Talat', () => {
      assertEqual(runs.talat.console.filter((line) => /^(error|uncaught)/.test(line)), [], 'console');
    });
  },
};
