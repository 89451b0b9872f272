import { describe, expect, it } from 'vitest';
import { createFakeShop } from '../shop';
import { createFakeWordPress } from '../wordpress';
import { PAYMENT_TEXT } from './endpoints/confirm-payment';
import { paymentGlobals } from './globals';
import { paymentFormMarkup } from './markup';
import { ORDER_CHECK_TEXT, PAYMENT_DEMO_SLIP_SWITCH, PAYMENT_NONCES, serverCurrentDate, storedConfirmations } from './state';

// The fake of WooCommerce Confirm Payment (research §1–§4): markup, global, order check, confirmation.

const AJAX = 'http://shop.test/wp-admin/admin-ajax.php';

async function post(shop: ReturnType<typeof createFakeShop>, body: URLSearchParams | FormData | Request, url = AJAX): Promise<Response> {
  const request = body instanceof Request ? body : new Request(url, { method: 'POST', body });
  const response = await createFakeWordPress(shop).handle(request);
  if (!response) throw new Error('the fake did not answer admin-ajax.php');
  return response;
}

const check = (shop: ReturnType<typeof createFakeShop>, orderId: string, security: string = PAYMENT_NONCES.checkOrder) =>
  post(shop, new URLSearchParams({ action: 'wcp_check_order', order_id: orderId, security }));

function confirmation(overrides: Record<string, string | File | null> = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string | File | null> = {
    action: 'wcp_confirm_payment',
    wcp_form_security_nonce: PAYMENT_NONCES.form,
    name: 'สมหญิง ใจดี',
    phone: '0812345678',
    date: '2026-11-24',
    time: '10:30',
    bank: 'ธนาคารกสิกรไทย',
    amount: '1250',
    order: '1024',
    slip: new File([new Uint8Array(1000)], 'slip.png', { type: 'image/png' }),
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.append(name, value);
  return form;
}

/** The form's text fields and one file part, written as a browser writes multipart/form-data. */
function browserMultipart(fields: FormData, file: { name: string; filename: string; type: string }): Request {
  const boundary = '----WebKitFormBoundaryTalat';
  const parts: string[] = [];
  for (const [name, value] of fields) if (typeof value === 'string') parts.push(`Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`);
  parts.push(`Content-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`);
  const body = parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('') + `--${boundary}--\r\n`;
  return new Request(AJAX, { method: 'POST', body: new TextEncoder().encode(body), headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } });
}

describe('wcp_check_order (fake)', () => {
  it('answers the total of an unpaid order with errors null', async () => {
    const response = await check(createFakeShop(), '1024');
    expect(await response.json()).toEqual({ total: '1250.00', errors: null });
  });

  it('answers an unknown or paid order with its reason', async () => {
    const shop = createFakeShop();
    expect(await (await check(shop, '5')).json()).toEqual({ total: '', errors: ORDER_CHECK_TEXT.notFound });
    expect(await (await check(shop, '987')).json()).toEqual({ total: '560.00', errors: ORDER_CHECK_TEXT.paid });
  });

  it("refuses a wrong nonce with wp_die('-1', 403)", async () => {
    const response = await check(createFakeShop(), '1024', 'wrong');
    expect([response.status, await response.text()]).toEqual([403, '-1']);
  });

  it('takes faults like every endpoint', async () => {
    const shop = createFakeShop();
    shop.faults.add({ endpoint: 'wcp_check_order', status: 500, times: 1 });
    expect((await check(shop, '1024')).status).toBe(500);
  });
});

describe('wcp_confirm_payment (fake)', () => {
  it('stores a complete confirmation and answers success markup with errors []', async () => {
    const shop = createFakeShop();
    const response = await post(shop, confirmation());
    expect(await response.json()).toEqual({ success: PAYMENT_TEXT.success, errors: [] });
    expect(storedConfirmations(shop)).toEqual([
      expect.objectContaining({ order: 1024, amount: '1250', date: '2026-11-24', slip: { name: 'slip.png', type: 'image/png', size: 1000 } }),
    ]);
  });

  it('answers per-field errors keyed by field', async () => {
    const response = await post(createFakeShop({ settings: { payment: { slipRequired: true } } }), confirmation({ phone: '', date: '24/11/26', slip: null, order: '987' }));
    expect(await response.json()).toEqual({
      success: '',
      errors: { phone: PAYMENT_TEXT.phone, date: PAYMENT_TEXT.date, order: ORDER_CHECK_TEXT.paid, slip: PAYMENT_TEXT.slip },
    });
  });

  // What the plugin's own script sends without a slip: jquery.form 3.51's formToArray puts an
  // empty file input in as the text `slip=''` (research §2), which PHP puts in $_POST, not $_FILES.
  it("stores a confirmation sent with slip='' and no file part when the slip is optional (the plugin's default)", async () => {
    const shop = createFakeShop();
    const response = await post(shop, confirmation({ slip: '' }));
    expect(await response.json()).toEqual({ success: PAYMENT_TEXT.success, errors: [] });
    expect(storedConfirmations(shop)).toEqual([expect.objectContaining({ order: 1024, slip: null })]);
  });

  it("refuses slip='' with the plugin's 'upload the slip' message when its option requires a slip", async () => {
    const response = await post(createFakeShop({ settings: { payment: { slipRequired: true } } }), confirmation({ slip: '' }));
    expect(await response.json()).toEqual({ success: '', errors: { slip: PAYMENT_TEXT.slip } });
  });

  // What `new FormData(form)` sends for an empty file input, as Chromium writes it. (Node's own
  // FormData leaves out `filename=""` for a nameless File, so the body is written by hand.)
  it('reads an empty file part as PHP does (error 4, type \'\'): refused as the wrong type, required or not', async () => {
    for (const slipRequired of [false, true]) {
      const shop = createFakeShop({ settings: { payment: { slipRequired } } });
      const response = await post(shop, browserMultipart(confirmation({ slip: null }), { name: 'slip', filename: '', type: 'application/octet-stream' }));
      expect(await response.json()).toEqual({ success: '', errors: { slip: PAYMENT_TEXT.slipType } });
      expect(storedConfirmations(shop)).toEqual([]);
    }
  });

  it('takes the demo page\'s switch for the option on the ajax URL, for that request only', async () => {
    const shop = createFakeShop();
    const required = await post(shop, confirmation({ slip: '' }), `${AJAX}?${PAYMENT_DEMO_SLIP_SWITCH}=1`);
    expect(await required.json()).toEqual({ success: '', errors: { slip: PAYMENT_TEXT.slip } });
    const optional = await post(createFakeShop({ settings: { payment: { slipRequired: true } } }), confirmation({ slip: '' }), `${AJAX}?${PAYMENT_DEMO_SLIP_SWITCH}=0`);
    expect(await optional.json()).toEqual({ success: PAYMENT_TEXT.success, errors: [] });
  });

  it('refuses a slip of another type under slip, and one over 2 MB under attachment', async () => {
    const shop = createFakeShop();
    const text = await (await post(shop, confirmation({ slip: new File(['x'], 'a.txt', { type: 'text/plain' }) }))).json();
    expect(text).toEqual({ success: '', errors: { slip: PAYMENT_TEXT.slipType } });
    const big = await (await post(shop, confirmation({ slip: new File([new Uint8Array(2_097_153)], 'big.jpg', { type: 'image/jpeg' }) }))).json();
    expect(big).toEqual({ success: '', errors: { attachment: PAYMENT_TEXT.attachment } });
  });

  it('refuses a wrong form nonce', async () => {
    const response = await post(createFakeShop(), confirmation({ wcp_form_security_nonce: 'nope' }));
    expect(response.status).toBe(403);
  });
});

describe('markup and global (research §1, §3)', () => {
  it('prints the select of unpaid orders with data-total, or the number input', () => {
    const shop = createFakeShop();
    const select = paymentFormMarkup(shop, { orderField: 'select' });
    expect(select).toContain('<select class="wcp-form-control" id="wcp-order" name="order"><option value="1024" data-total="1250"');
    expect(select).not.toContain('value="987"');
    expect(paymentFormMarkup(shop, { orderField: 'text', orderId: 1031 })).toContain('<input type="number" class="wcp-form-control" id="wcp-order" name="order" value="1031">');
  });

  it("stars the slip's label only where the option requires a slip", () => {
    const slipLabel = '<label class="wcp-form-label" for="wcp-slip">สลิปการโอน';
    expect(paymentFormMarkup(createFakeShop(), { orderField: 'select' })).toContain(`${slipLabel}</label>`);
    expect(paymentFormMarkup(createFakeShop({ settings: { payment: { slipRequired: true } } }), { orderField: 'select' })).toContain(`${slipLabel}<span class="required">*</span></label>`);
    expect(paymentFormMarkup(createFakeShop(), { orderField: 'select', slipRequired: true })).toContain(`${slipLabel}<span class="required">*</span></label>`);
  });

  it('prints WCP with current_date as dd-mm-yyyy in +07:00', () => {
    expect(serverCurrentDate(new Date('2026-11-24T18:00:00Z'))).toBe('25-11-2026');
    expect(paymentGlobals(createFakeShop(), new Date('2026-11-24T01:00:00Z'))).toMatchObject({ check_order_nonce: PAYMENT_NONCES.checkOrder, current_date: '24-11-2026' });
  });
});
