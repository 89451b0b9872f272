/**
 * WooCommerce Confirm Payment (surakrai/wc-confirm-payment 5a0c3d6) on /confirm-payment/, signed
 * in as somchai with his bank-transfer order on hold: the form the plugin prints for him (his
 * name and phone, the select of his on-hold orders), the amount from the order's total, a bank,
 * the transfer's date and time, a slip (a small PNG), Send. Compared with the plugin's own script
 * (jquery.form's ajaxForm): the multipart request (the fields in order and the file part), the
 * success message seen, the fields the plugin clears, the wcp_confirm_payment post saved and the
 * order moved to checking_payment. The order is put back on hold before each mode
 * (query order-on-hold): a confirmed order cannot be confirmed again.
 *
 * The plugin's script as printed does not send the form on WordPress 6.5: it binds jquery.form's
 * ajaxForm() from the <head>, before the form exists, and jquery.form 3.51 only waits for the DOM
 * through `this.selector`, which jQuery 3 no longer has, so it binds nothing ('zero elements found
 * by selector'). The form then posts to its page, where WordPress takes the `name` field for its
 * own query var: a 404, nothing saved. The first check shows that; the reference for the rest is the
 * same script run once the form is in the page (page.addScriptTag), as it ran on jQuery 1 and 2.
 *
 * The order's total has satang (97.50 baht). The plugin's amount is an <input type="number"> with
 * no step, so the browser refuses 97.50 (step mismatch) and holds the form: with the plugin's own
 * script the shopper must type whole baht, as the browser's bubble says; the plugin's PHP keeps
 * absint() of the amount either way. Talat's amount takes the total it fills in.
 */
import type { Page } from 'playwright-core';
import { assert, assertEqual, check } from '../../support';
import { callName, normalise, type PhpCall } from '../recorder';
import { query, signIn } from '../shop';
import { inBothModes, type Run } from './flow';
import type { Flow } from './flow';
import { waitUntilSeen } from './seen';

/** A 1×1 PNG: WordPress's media_handle_upload() checks that an image slip is one. */
const SLIP = { name: 'slip.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64') };
const TIME = '14:30';

interface Payment {
  id: number;
  title: string;
  status: string;
  meta: Record<string, unknown>;
}

/** The plugin's script as WordPress prints it: what Send does. */
interface AsPrinted {
  /** The request Send made: method, path, kind, and the page's status. */
  sent: Array<{ method: string; path: string; kind: string }>;
  status: number | undefined;
  saved: number;
  orderStatus: string;
}

interface PaymentRun {
  asPrinted?: AsPrinted;
  /** The form as printed for somchai (and, with Talat, once its session started). */
  printed: { name: string; phone: string; options: Array<{ value: string; total: string | undefined }>; amount: string };
  /** The amount once the shopper chose the order in the select. */
  amountChosen: string;
  /** The form's controls the browser refuses at that point (their ids): Send is held while there are any. */
  refused: string[];
  calls: PhpCall[];
  reply: { errors: unknown; success: string };
  message: string | null;
  /** date, time, slip and amount after the success (the plugin clears them). */
  cleared: Record<string, string>;
  saved: Payment[];
  orderStatus: string;
}

/** The day before today in Bangkok, yyyy-mm-dd: within the date input's max (today) wherever the machine's clock is. */
function transferDate(): { iso: string; shown: string } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(Date.now() - 86_400_000).split('-');
  return { iso: `${year}-${month}-${day}`, shown: `${day}/${month}/${year}` };
}

/** The date as each front end takes it: the plugin's native date input, or Talat's dd/mm/yyyy text field. */
async function fillDate(page: Page): Promise<void> {
  const date = page.locator('#wcp-date');
  const { iso, shown } = transferDate();
  await date.fill((await date.getAttribute('type')) === 'date' ? iso : shown);
  await page.locator('#wcp-time').fill(TIME);
}

const confirmations = (calls: PhpCall[]) => calls.filter((call) => callName(call) === 'admin-ajax:wcp_confirm_payment').map((call) => normalise(call));

/** What the plugin's post keeps that differs per run by design: ids, and the slip's attachment. */
const VOLATILE_META = ['_thumbnail_id', '_edit_lock'];
const comparable = (payment: Payment) => ({ ...payment, id: '<id>', meta: Object.fromEntries(Object.entries(payment.meta).map(([key, value]) => [key, VOLATILE_META.includes(key) ? '<id>' : value])) });

function both(runs: Record<'talat' | 'own', Run<PaymentRun | undefined>>): { talat: PaymentRun; own: PaymentRun } {
  assert(runs.talat.result, `Talat: ${runs.talat.error ?? 'no result'}`);
  assert(runs.own.result, `own script: ${runs.own.error ?? 'no result'}`);
  return { talat: runs.talat.result, own: runs.own.result };
}

/** Signs in, opens the form and fills it as somchai does; Send is left to the caller. */
async function fillForm(page: Page, origin: string, orderId: number, mode: 'talat' | 'own', bindLate: boolean) {
  await page.goto(`${origin}/confirm-payment/`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  if (bindLate) {
    const src = await page.locator('script#woocommerce-confirm-payment-js').getAttribute('src');
    assert(src, "the plugin's script is not on the page");
    await page.addScriptTag({ url: src });
  }
  // Talat's session makes the date a text field once the page is idle (payment-form/session.tsx).
  if (mode === 'talat') await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#wcp-date')?.type === 'text', undefined, { timeout: 10_000 });
  const printed = {
    name: await page.locator('#wcp-name').inputValue(),
    phone: await page.locator('#wcp-phone').inputValue(),
    options: await page.locator('select#wcp-order option').evaluateAll((options) => options.map((option) => ({ value: (option as HTMLOptionElement).value, total: (option as HTMLOptionElement).dataset.total }))),
    amount: await page.locator('#wcp-amount').inputValue(),
  };
  await page.locator('select#wcp-order').selectOption(String(orderId));
  const amountChosen = await page.locator('#wcp-amount').inputValue();
  await page.locator('#wcp-bank input[type="radio"]').first().check();
  await fillDate(page);
  await page.locator('#wcp-slip').setInputFiles(SLIP);
  const refused = await page.locator('form.wcp-form').evaluate((form: HTMLFormElement) =>
    [...form.elements].filter((element) => 'validity' in element && !(element as HTMLInputElement).validity.valid).map((element) => element.id || (element as HTMLInputElement).name),
  );
  // The browser's bubble names the nearest whole amounts; the shopper types the lower one.
  if (refused.includes('wcp-amount')) await page.locator('#wcp-amount').fill(String(Math.trunc(Number(amountChosen))));
  return { printed, amountChosen, refused };
}

/** Send with the plugin's script as printed: the page's own POST, answered by WordPress. */
async function sendAsPrinted(page: Page, origin: string, orderId: number, recording: { mark: () => void; calls: PhpCall[] }): Promise<AsPrinted> {
  const before = query<Payment[]>('payments').length;
  await fillForm(page, origin, orderId, 'own', false);
  recording.mark();
  const [response] = await Promise.all([page.waitForNavigation({ timeout: 20_000 }), page.locator('form.wcp-form .wcp-button-confirm').click()]);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return {
    // The page's own POSTs (the 404 page's widgets make theirs).
    sent: recording.calls.filter((call) => call.method === 'POST' && call.kind === 'document').map(({ method, path, kind }) => ({ method, path, kind })),
    status: response?.status(),
    saved: query<Payment[]>('payments').length - before,
    orderStatus: query<{ status: string }>('order', orderId).status,
  };
}

export const paymentFlow: Flow = {
  name: 'payment',
  async run(context) {
    const order = query<Array<{ id: number; payment: string; total: string }>>('customer-orders', 'somchai').find((item) => item.payment === 'bacs');
    assert(order, 'somchai has no bank-transfer order (install-shop.php)');
    const runs = await inBothModes(context, {}, async ({ page, context: shopper, recording, origin, mode }): Promise<PaymentRun> => {
      query('order-on-hold', order.id);
      await signIn(shopper, origin);
      const asPrinted = mode === 'own' ? await sendAsPrinted(page, origin, order.id, recording) : undefined;
      const before = query<Payment[]>('payments').map((payment) => payment.id);
      const { printed, amountChosen, refused } = await fillForm(page, origin, order.id, mode, mode === 'own');
      recording.mark();
      const replied = page.waitForResponse((response) => response.url().includes('/admin-ajax.php') && (response.request().postDataBuffer()?.includes('wcp_confirm_payment') ?? false), { timeout: 20_000 });
      await page.locator('form.wcp-form .wcp-button-confirm').click();
      const reply = (await (await replied).json()) as PaymentRun['reply'];
      const message = await waitUntilSeen(page.locator('form.wcp-form .wcp-form-response'), 10_000);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const cleared = Object.fromEntries(await Promise.all(['date', 'time', 'slip', 'amount'].map(async (field) => [field, await page.locator(`#wcp-${field}`).inputValue()] as const)));
      const saved = query<Payment[]>('payments').filter((payment) => !before.includes(payment.id));
      const orderStatus = query<{ status: string }>('order', order.id).status;
      return { ...(asPrinted ? { asPrinted } : {}), printed, amountChosen, refused, calls: confirmations(recording.calls), reply, message, cleared, saved, orderStatus };
    });

    check("payment form: with the plugin's script as WordPress 6.5 prints it (jquery.form's ajaxForm() bound from the <head>, jQuery 3) Send is the page's own POST of /confirm-payment/, a 404 (WordPress reads `name` as its query var), nothing saved, the order still on hold: the plugin's defect, which Talat does not have", () => {
      const asPrinted = runs.own.result?.asPrinted;
      assert(asPrinted, `own script: ${runs.own.error ?? 'no result'}`);
      assertEqual(asPrinted, { sent: [{ method: 'POST', path: '/confirm-payment/', kind: 'document' }], status: 404, saved: 0, orderStatus: 'on-hold' }, 'Send with the script as printed');
    });
    check(`payment form: printed for somchai with his name, phone and the select of his on-hold order #${order.id}; Talat fills the amount from the chosen option at once (decision 366; the plugin's script only on a change), and after choosing the order both hold its total`, () => {
      const { talat, own } = both(runs);
      assertEqual(own.printed.options, [{ value: String(order.id), total: order.total }], "the select's options (the plugin's markup)");
      assertEqual({ ...talat.printed, amount: undefined }, { ...own.printed, amount: undefined }, 'name, phone and the options');
      assertEqual(own.printed.amount, '', "the amount with the plugin's script before a change");
      assertEqual(talat.printed.amount, order.total, 'the amount with Talat before a change');
      assertEqual([Number(talat.amountChosen), Number(own.amountChosen)], [Number(order.total), Number(order.total)], 'the amount after choosing the order (Talat, own)');
    });
    check(`payment form: the total ${order.total} in the amount is refused by the browser with the plugin's script (its number input has no step: a step mismatch holds Send, the plugin's defect) and accepted with Talat (step any)`, () => {
      const { talat, own } = both(runs);
      assertEqual(own.refused, Number(order.total) % 1 === 0 ? [] : ['wcp-amount'], "the controls refused with the plugin's script");
      assertEqual(talat.refused, [], 'the controls refused with Talat');
    });
    check('payment form, Send with a slip: the same multipart POST admin-ajax.php (action wcp_confirm_payment, the fields in order, the slip part with its name, type and size) as the plugin’s own script', () => {
      const { talat, own } = both(runs);
      assertEqual(own.calls.length, 1, "confirmations sent with the plugin's script");
      assertEqual(own.calls[0]?.contentType, 'multipart/form-data', 'content type');
      assertEqual(own.calls[0]?.files, { slip: { filename: SLIP.name, type: SLIP.mimeType, size: SLIP.buffer.length } }, "the file part with the plugin's script");
      assertEqual(new Map(own.calls[0]?.post).get('date'), transferDate().iso, "the date the plugin's native input posts");
      // The plugin's PHP reads absint( $_POST['amount'] ): 97.50 (Talat) and 97 (typed with the plugin's script) are one amount to it.
      const absint = (calls: PhpCall[]) => calls.map((call) => ({ ...call, post: call.post.map(([key, value]): [string, string] => [key, key === 'amount' ? String(Math.abs(Number.parseInt(value, 10) || 0)) : value]) }));
      assertEqual(new Map(talat.calls[0]?.post).get('amount'), order.total, 'the amount Talat sends (the total it filled in)');
      assertEqual(absint(talat.calls), absint(own.calls), "the request as the PHP reads it (the amount through the plugin's absint)");
    });
    check('payment form: the reply has no errors, its success message is seen, and date, time, slip and amount are cleared, as with the plugin', () => {
      const { talat, own } = both(runs);
      assertEqual(own.reply.errors, [], "the reply's errors with the plugin's script");
      assertEqual(talat.reply, own.reply, 'the reply');
      assert(own.message, "no success message seen with the plugin's script");
      assertEqual(talat.message, own.message, 'the success message seen with Talat');
      assertEqual(own.cleared, { date: '', time: '', slip: '', amount: '' }, "cleared with the plugin's script");
      assertEqual(talat.cleared, own.cleared, 'cleared with Talat');
    });
    check('payment form: one wcp_confirm_payment post saved (pending, the date, phone, bank, amount, order and user as with the plugin, the slip attached) and the order moved to checking_payment', () => {
      const { talat, own } = both(runs);
      assertEqual(own.saved.length, 1, "posts saved with the plugin's script");
      assertEqual(own.saved[0]?.status, 'wcp-pending_confirm', 'its status');
      assert(own.saved[0]?.meta._thumbnail_id, "no slip attached with the plugin's script");
      assert(talat.saved[0]?.meta._thumbnail_id, 'no slip attached with Talat');
      assertEqual(talat.saved.map(comparable), own.saved.map(comparable), 'the post saved with Talat');
      assertEqual([talat.orderStatus, own.orderStatus], ['checking_payment', 'checking_payment'], 'the order status after (Talat, own)');
    });
    check('payment form: no console error with Talat', () => {
      assertEqual(runs.talat.console.filter((line) => /^(error|uncaught)/.test(line)), [], 'console');
    });
  },
};
