// @vitest-environment jsdom
import { createFakeShop, PAYMENT_NONCES, paymentFormMarkup } from '@talat/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { asJqueryFormSends, pluginFormBody } from './plugin-form-body';

// §7 Payment confirmation: the body jquery.form 3.51 built for the plugin's form (research §2),
// on the fake's copy of the plugin's markup (research §1).

afterEach(() => {
  document.body.innerHTML = '';
});

const parts = (body: FormData) => [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : { file: value.name, type: value.type, size: value.size }]);

describe('pluginFormBody', () => {
  it("sends an empty slip input as the text '' in its place, never a nameless file part", () => {
    document.body.innerHTML = paymentFormMarkup(createFakeShop(), { orderField: 'text', orderId: 1024, loggedIn: false });
    const form = document.querySelector('form') as HTMLFormElement;
    // What the platform gives for the empty input: a nameless, empty file part.
    expect(new FormData(form).get('slip')).toMatchObject({ name: '', size: 0 });
    expect(parts(pluginFormBody(form))).toEqual([
      ['name', ''],
      ['phone', ''],
      ['order', '1024'],
      ['amount', '1250'],
      ['date', ''],
      ['time', ''],
      ['slip', ''],
      ['action', 'wcp_confirm_payment'],
      ['wcp_form_security_nonce', PAYMENT_NONCES.form],
      ['_wp_http_referer', '/confirm-payment/'],
    ]);
  });

  // jsdom cannot choose a file on an input: the entries are the ones a browser gives for one.
  it('keeps a chosen slip as its file part, in the same place; the nameless one becomes the text', () => {
    const entries = new FormData();
    entries.append('time', '10:30');
    entries.append('slip', new File(['%PNG'], 'slip.png', { type: 'image/png' }));
    entries.append('other', new File([], '', { type: 'application/octet-stream' }));
    entries.append('action', 'wcp_confirm_payment');
    expect(parts(asJqueryFormSends(entries))).toEqual([
      ['time', '10:30'],
      ['slip', { file: 'slip.png', type: 'image/png', size: 4 }],
      ['other', ''],
      ['action', 'wcp_confirm_payment'],
    ]);
  });
});
