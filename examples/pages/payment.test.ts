import { createFakeShop } from '@talat/mocks';
import { describe, expect, it } from 'vitest';
import { handlePageRequest } from '../routes';

// The demo's /confirm-payment/ (issue 15): the plugin's form in both order-field forms, the
// payment-form widget loaded, and the recipe's paymentForm config section.

function page(query = '') {
  const response = handlePageRequest(createFakeShop(), { method: 'GET', url: new URL(`http://localhost/confirm-payment/${query}`), sessionId: 'demo', cookies: {} });
  if (!('html' in response)) throw new Error('expected a page');
  return response.html;
}

describe('demo /confirm-payment/', () => {
  it("prints the select of the customer's unpaid orders, loads the widget and prints its config", () => {
    const html = page();
    expect(html).toContain('<form method="POST" enctype="multipart/form-data" class="wcp-form woocommerce">');
    expect(html).toContain('<select class="wcp-form-control" id="wcp-order" name="order">');
    expect(html).toContain('src="/talat/payment-form.js"');
    const config = JSON.parse(/id="talat-config">([^<]*)</.exec(html)?.[1] ?? '{}') as { paymentForm?: Record<string, string> };
    expect(config.paymentForm).toEqual({ ajaxUrl: '/wp-admin/admin-ajax.php', checkOrderNonce: expect.any(String), currentDate: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/) });
  });

  it("plays the plugin's slip option with ?slip_required=: the label's star, and the switch on the ajax URL the fake reads", () => {
    const config = (html: string) => (JSON.parse(/id="talat-config">([^<]*)</.exec(html)?.[1] ?? '{}') as { paymentForm: { ajaxUrl: string } }).paymentForm;
    const required = page('?slip_required=1');
    expect(required).toContain('for="wcp-slip">สลิปการโอน<span class="required">*</span></label>');
    expect(config(required).ajaxUrl).toBe('/wp-admin/admin-ajax.php?wcp_demo_slip_required=1');
    const optional = page('?slip_required=0');
    expect(optional).toContain('for="wcp-slip">สลิปการโอน</label>');
    expect(config(optional).ajaxUrl).toBe('/wp-admin/admin-ajax.php?wcp_demo_slip_required=0');
    // Without the switch: the shop's setting (the plugin's default, optional) and the plain URL.
    expect(page()).toContain('for="wcp-slip">สลิปการโอน</label>');
  });

  it('loads only the payment form with ?widgets=payment-form', () => {
    const scripts = [...page('?widgets=payment-form').matchAll(/src="\/talat\/([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual(['payment-form.js']);
    expect(page()).toContain('src="/talat/lead-form.js"');
  });

  it('prints the number input for ?order_field=text, with ?order_id= preselected', () => {
    const html = page('?order_field=text&order_id=1024');
    expect(html).toContain('<input type="number" class="wcp-form-control" id="wcp-order" name="order" value="1024">');
    expect(html).toContain('id="wcp-amount" name="amount" value="1250"');
  });
});
