import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AJAX, formPairs, queryPairs, testClient, useServer } from '../test-support';

const server = useServer();

function capture(reply: string): () => unknown {
  let seen: unknown;
  server.use(
    http.post(AJAX, async ({ request }) => {
      seen = { method: request.method, query: queryPairs(request.url), body: await formPairs(request) };
      return HttpResponse.text(reply);
    }),
  );
  return () => seen;
}

describe('§7 Lead forms', () => {
  // The fields in the order Lead Form Builder 1.9.7's f-script.js sends them (its string
  // "captcha_res=…&action=verifyFormCaptcha", its object { fdata, action, _wpnonce }), so the
  // request is the plugin's field for field (the real-shop test compares them).
  it('verifyCaptcha POSTs captcha_res and action=verifyFormCaptcha; returns the trimmed text', async () => {
    const seen = capture('Yes\n');
    await expect(testClient().leadForm.verifyCaptcha({ captcha_res: 'g-token' })).resolves.toBe('Yes');
    expect(seen()).toEqual({
      method: 'POST',
      query: [],
      body: [
        ['captcha_res', 'g-token'],
        ['action', 'verifyFormCaptcha'],
      ],
    });
  });

  it.each(['inserted', 'invalidcaptcha', 'INVAILD'])('save POSTs fdata, action=Save_Form_Data and _wpnonce → %s', async (reply) => {
    const seen = capture(` ${reply} `);
    const fdata = 'form_id=7&name=%E0%B8%AA%E0%B8%A1&captcha=disable';
    await expect(testClient().leadForm.save({ fdata, _wpnonce: 'wpn' })).resolves.toBe(reply);
    expect(seen()).toEqual({
      method: 'POST',
      query: [],
      body: [
        ['fdata', fdata],
        ['action', 'Save_Form_Data'],
        ['_wpnonce', 'wpn'],
      ],
    });
  });
});
