import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { multipartPairs, queryPairs, REST, testClient, useServer } from '../test-support';

const server = useServer();
const CF7 = `${REST}contact-form-7/v1/contact-forms/123`;
const ACCEPT = 'application/json, */*;q=0.1';

describe('§7 Contact forms (REST contact-form-7/v1)', () => {
  it('submitFeedback POSTs the multipart form to contact-forms/{id}/feedback with the Accept header', async () => {
    let seen: unknown;
    server.use(
      http.post(`${CF7}/feedback`, async ({ request }) => {
        seen = {
          method: request.method,
          accept: request.headers.get('Accept'),
          nonce: request.headers.get('X-WP-Nonce'),
          query: queryPairs(request.url),
          body: await multipartPairs(request),
        };
        return HttpResponse.json({
          contact_form_id: 123,
          status: 'validation_failed',
          message: 'มีข้อผิดพลาดในช่องที่กรอก',
          invalid_fields: [{ field: 'your-email', message: 'อีเมลไม่ถูกต้อง', idref: null, error_id: 'wpcf7-f123-o1-ve-your-email' }],
          posted_data_hash: '',
          into: '#wpcf7-f123-o1',
          captcha: { 'captcha-1': 'http://shop.test/captcha.png' },
          quiz: { 'quiz-1': ['1+1=?', 'hash'] },
        });
      }),
    );
    const form = new FormData();
    form.append('_wpcf7', '123');
    form.append('_wpcf7_unit_tag', 'wpcf7-f123-o1');
    form.append('your-email', 'bad');
    const result = await testClient().contactForm.submitFeedback(123, form);
    expect(seen).toEqual({
      method: 'POST',
      accept: ACCEPT,
      nonce: 'nonce-1',
      query: [['_locale', 'user']],
      body: [
        ['_wpcf7', '123'],
        ['_wpcf7_unit_tag', 'wpcf7-f123-o1'],
        ['your-email', 'bad'],
      ],
    });
    expect(result).toEqual({
      status: 'validation_failed',
      message: 'มีข้อผิดพลาดในช่องที่กรอก',
      invalid_fields: [{ field: 'your-email', message: 'อีเมลไม่ถูกต้อง', error_id: 'wpcf7-f123-o1-ve-your-email' }],
      posted_data_hash: '',
      into: '#wpcf7-f123-o1',
      captcha: { 'captcha-1': 'http://shop.test/captcha.png' },
      quiz: { 'quiz-1': ['1+1=?', 'hash'] },
    });
  });

  it('refill GETs contact-forms/{id}/refill with the Accept header', async () => {
    let seen: unknown;
    server.use(
      http.get(`${CF7}/refill`, ({ request }) => {
        seen = { method: request.method, accept: request.headers.get('Accept'), query: queryPairs(request.url) };
        return HttpResponse.json({ captcha: { 'captcha-1': 'http://shop.test/c2.png' }, quiz: {} });
      }),
    );
    await expect(testClient().contactForm.refill(123)).resolves.toEqual({
      captcha: { 'captcha-1': 'http://shop.test/c2.png' },
      quiz: {},
    });
    expect(seen).toEqual({ method: 'GET', accept: ACCEPT, query: [['_locale', 'user']] });
  });

  it('a refill of a form with no captcha or quiz is `[]` (CF7 5.9.8 sends PHP\'s empty array()): nothing to refill, not an invalid reply', async () => {
    server.use(http.get(`${CF7}/refill`, () => HttpResponse.json([])));
    await expect(testClient().contactForm.refill(123)).resolves.toEqual({});
  });

  it('a refill that is a non-empty list is still an invalid reply', async () => {
    server.use(http.get(`${CF7}/refill`, () => HttpResponse.json(['captcha-1'])));
    await expect(testClient().contactForm.refill(123)).rejects.toMatchObject({ kind: 'invalid-json', message: 'contact form refill is not an object' });
  });

  it('getSchema GETs contact-forms/{id}/feedback/schema and types the nested rules', async () => {
    let seen: unknown;
    server.use(
      http.get(`${CF7}/feedback/schema`, ({ request }) => {
        seen = { method: request.method, accept: request.headers.get('Accept'), query: queryPairs(request.url) };
        return HttpResponse.json({
          version: 'Contact Form 7 SWV Schema 2024-02',
          locale: 'th',
          rules: [
            { rule: 'required', field: 'your-name', error: 'กรุณากรอกช่องนี้' },
            { rule: 'maxlength', field: 'your-name', threshold: 400, error: 'ยาวเกินไป' },
            { rule: 'file', field: 'file-1', accept: ['image/*', '.pdf'], error: 'ชนิดไฟล์ไม่ถูกต้อง' },
            { rule: 'any', rules: [{ rule: 'email', field: 'your-email', error: 'อีเมลไม่ถูกต้อง' }] },
          ],
        });
      }),
    );
    await expect(testClient().contactForm.getSchema(123)).resolves.toEqual({
      version: 'Contact Form 7 SWV Schema 2024-02',
      locale: 'th',
      rules: [
        { rule: 'required', field: 'your-name', error: 'กรุณากรอกช่องนี้' },
        { rule: 'maxlength', field: 'your-name', threshold: 400, error: 'ยาวเกินไป' },
        { rule: 'file', field: 'file-1', accept: ['image/*', '.pdf'], error: 'ชนิดไฟล์ไม่ถูกต้อง' },
        { rule: 'any', rules: [{ rule: 'email', field: 'your-email', error: 'อีเมลไม่ถูกต้อง' }] },
      ],
    });
    expect(seen).toEqual({ method: 'GET', accept: ACCEPT, query: [['_locale', 'user']] });
  });

  it('a 204 yields nothing', async () => {
    server.use(http.get(`${CF7}/refill`, () => new HttpResponse(null, { status: 204 })));
    await expect(testClient().contactForm.refill(123)).resolves.toBeUndefined();
  });

  it('a non-2xx is an error, not a silent failure (DESIGN "do better")', async () => {
    server.use(
      http.post(`${CF7}/feedback`, () =>
        HttpResponse.json({ code: 'wpcf7_not_found', message: 'The requested contact form was not found.', data: { status: 404 } }, { status: 404 }),
      ),
    );
    await expect(testClient().contactForm.submitFeedback(123, new FormData())).rejects.toMatchObject({
      kind: 'server',
      status: 404,
      code: 'wpcf7_not_found',
      message: 'The requested contact form was not found.',
    });
  });
});
