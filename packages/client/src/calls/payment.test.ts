import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AJAX, formPairs, multipartPairs, queryPairs, testClient, useServer } from '../test-support';

const server = useServer();

describe('§7 Payment confirmation', () => {
  it('checkOrder POSTs action=wcp_check_order, order_id and security form-encoded', async () => {
    let seen: unknown;
    server.use(
      http.post(AJAX, async ({ request }) => {
        seen = { method: request.method, query: queryPairs(request.url), body: await formPairs(request) };
        return HttpResponse.json({ total: 1290.5 });
      }),
    );
    const result = await testClient().payment.checkOrder({ order_id: '1024', security: 'sec1' });
    expect(seen).toEqual({
      method: 'POST',
      query: [],
      body: [
        ['action', 'wcp_check_order'],
        ['order_id', '1024'],
        ['security', 'sec1'],
      ],
    });
    expect(result).toEqual({ total: '1290.5' });
  });

  it('checkOrder returns the server errors text', async () => {
    server.use(http.post(AJAX, () => HttpResponse.json({ errors: 'ไม่พบคำสั่งซื้อ' })));
    await expect(testClient().payment.checkOrder({ order_id: '9', security: 's' })).resolves.toEqual({
      errors: 'ไม่พบคำสั่งซื้อ',
    });
  });

  it.each([
    ['a field map', { errors: { order: 'ไม่พบคำสั่งซื้อ' } }],
    ['a list', { errors: ['ไม่พบคำสั่งซื้อ'] }],
  ])('checkOrder treats errors given as %s as an error, never as a total', async (_shape, reply) => {
    server.use(http.post(AJAX, () => HttpResponse.json(reply)));
    await expect(testClient().payment.checkOrder({ order_id: '9', security: 's' })).resolves.toEqual({ errors: 'ไม่พบคำสั่งซื้อ' });
  });

  it('confirmPayment reads a non-empty errors list as an error of the whole form', async () => {
    server.use(http.post(AJAX, () => HttpResponse.json({ errors: ['ข้อมูลไม่ครบ'] })));
    await expect(testClient().payment.confirmPayment(new FormData())).resolves.toEqual({ errors: { form: 'ข้อมูลไม่ครบ' } });
  });

  function slipForm(): FormData {
    const form = new FormData();
    form.append('action', 'wcp_confirm_payment');
    form.append('name', 'สมหญิง');
    form.append('phone', '0812345678');
    form.append('date', '01/02/25');
    form.append('time', '10:30');
    form.append('bank', 'kbank');
    form.append('amount', '1290.50');
    form.append('order', '1024');
    form.append('slip', new File(['%PNG'], 'slip.png', { type: 'image/png' }));
    return form;
  }

  it('confirmPayment POSTs the form multipart, files included', async () => {
    let seen: unknown;
    server.use(
      http.post(AJAX, async ({ request }) => {
        seen = { method: request.method, query: queryPairs(request.url), body: await multipartPairs(request) };
        return HttpResponse.json({ errors: [], success: '<p>ขอบคุณ</p>' });
      }),
    );
    const result = await testClient().payment.confirmPayment(slipForm());
    expect(seen).toEqual({
      method: 'POST',
      query: [],
      body: [
        ['action', 'wcp_confirm_payment'],
        ['name', 'สมหญิง'],
        ['phone', '0812345678'],
        ['date', '01/02/25'],
        ['time', '10:30'],
        ['bank', 'kbank'],
        ['amount', '1290.50'],
        ['order', '1024'],
        ['slip', { file: 'slip.png', type: 'image/png', size: 4 }],
      ],
    });
    expect(result).toEqual({ errors: {}, success: '<p>ขอบคุณ</p>' });
  });

  it.each([
    ['[]', []],
    ['{}', {}],
    ['missing', undefined],
  ])('confirmPayment normalises errors %s to the same empty object', async (_label, errors) => {
    server.use(http.post(AJAX, () => HttpResponse.json({ errors, success: 'ok' })));
    await expect(testClient().payment.confirmPayment(slipForm())).resolves.toEqual({ errors: {}, success: 'ok' });
  });

  it.each([
    ['a field whose message is a list', { name: ['กรุณากรอกชื่อ', 'ไม่เกิน 50 ตัวอักษร'] }, { name: 'กรุณากรอกชื่อ ไม่เกิน 50 ตัวอักษร' }],
    ['a field whose message is a map', { slip: { type: 'ไฟล์ต้องเป็นรูปภาพ' } }, { slip: 'ไฟล์ต้องเป็นรูปภาพ' }],
    ['a field with a number', { amount: 0 }, { amount: '0' }],
    ['a field with true (no text)', { phone: true }, { phone: '' }],
    ['errors: true', true, { form: '' }],
    ['errors as text', 'ข้อมูลไม่ครบ', { form: 'ข้อมูลไม่ครบ' }],
  ])('confirmPayment never reads errors given as %s as a success', async (_label, errors, expected) => {
    server.use(http.post(AJAX, () => HttpResponse.json({ errors, success: 'ok' })));
    await expect(testClient().payment.confirmPayment(slipForm())).resolves.toEqual({ errors: expected, success: 'ok' });
  });

  it.each([
    ['false', false],
    ["''", ''],
    ['a field map of empty texts', { name: '', phone: [] }],
  ])('confirmPayment reads errors %s as none', async (_label, errors) => {
    server.use(http.post(AJAX, () => HttpResponse.json({ errors, success: 'ok' })));
    await expect(testClient().payment.confirmPayment(slipForm())).resolves.toEqual({ errors: {}, success: 'ok' });
  });

  it('confirmPayment keeps per-field errors, attachment included', async () => {
    server.use(
      http.post(AJAX, () => HttpResponse.json({ errors: { phone: 'เบอร์โทรไม่ถูกต้อง', attachment: 'ไฟล์ใหญ่เกินไป' } })),
    );
    await expect(testClient().payment.confirmPayment(slipForm())).resolves.toEqual({
      errors: { phone: 'เบอร์โทรไม่ถูกต้อง', attachment: 'ไฟล์ใหญ่เกินไป' },
    });
  });
});
