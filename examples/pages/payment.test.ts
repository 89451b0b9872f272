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

  it('prints the number input for ?order_field=text, with ?order_id= preselected', () => {
    const html = page('?order_field=text&order_id=1024');
    expect(html).toContain('<input type="number" class="wcp-form-control" id="wcp-order" name="order" value="1024">');
    expect(html).toContain('id="wcp-amount" name="amount" value="1250"');
  });
});
