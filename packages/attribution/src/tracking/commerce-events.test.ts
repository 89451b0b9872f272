// §3 "Product (analytics)" to the pixel's AddToCart / RemoveFromCart (docs/decisions.md 452).
import { describe, expect, it } from 'vitest';
import { CONTENT_NAME_MAX, pixelCallFor, retailerId, SKU_MAX } from './commerce-events';
import { analyticsEvent } from './test-fixtures';

const serum = { id: 42, name: 'เซรั่มวิตามินซี 30 มล.', sku: 'SER-30', price: 390.5, categories: ['Serum'] };

describe('the cart event as the pixel sees it', () => {
  it('maps an add to AddToCart with value = price × quantity in baht and THB', () => {
    expect(pixelCallFor('add', [analyticsEvent(serum, 3)])).toEqual({
      method: 'track',
      event: 'AddToCart',
      params: {
        content_ids: ['SER-30_42'],
        content_name: 'เซรั่มวิตามินซี 30 มล.',
        content_type: 'product',
        contents: [{ id: 'SER-30_42', quantity: 3 }],
        value: 1171.5,
        currency: 'THB',
      },
    });
  });

  it('maps a remove to the custom RemoveFromCart with the same parameters', () => {
    const call = pixelCallFor('remove', [analyticsEvent(serum, 1)]);
    expect(call?.method).toBe('trackCustom');
    expect(call?.event).toBe('RemoveFromCart');
    expect(call?.params).toEqual({ content_ids: ['SER-30_42'], content_name: 'เซรั่มวิตามินซี 30 มล.', content_type: 'product', contents: [{ id: 'SER-30_42', quantity: 1 }], value: 390.5, currency: 'THB' });
  });

  it('rounds the value to satang', () => {
    expect(pixelCallFor('add', [analyticsEvent({ ...serum, price: 0.1 }, 3)])?.params.value).toBe(0.3);
  });

  it('reads a Store API price in minor units when there is no number price', () => {
    const event = { quantity: 2, product: { id: '7', name: 'Jar', prices: { price: '12500', currency_minor_unit: 2 } } };
    expect(pixelCallFor('add', [event])?.params).toMatchObject({ content_ids: ['wc_post_id_7'], value: 250, currency: 'THB' });
  });

  // facebook-for-woocommerce includes/fbutils.php get_fb_retailer_id: `$sku . '_' . $woo_id`, else FB_RETAILER_ID_PREFIX ('wc_post_id_') . $woo_id.
  it('names the product by Facebook for WooCommerce\'s retailer id: <sku>_<id>, else wc_post_id_<id>', () => {
    expect(retailerId('42', 'SER-30')).toBe('SER-30_42');
    expect(retailerId('42', '  SER-30 ')).toBe('SER-30_42');
    expect(retailerId('42', '')).toBe('wc_post_id_42');
    expect(retailerId('42', undefined)).toBe('wc_post_id_42');
    expect(retailerId('42', { toString: () => 'x' })).toBe('wc_post_id_42');
    expect(retailerId('42', 's'.repeat(SKU_MAX))).toBe(`${'s'.repeat(SKU_MAX)}_42`);
    expect(retailerId('42', 's'.repeat(SKU_MAX + 1))).toBe('wc_post_id_42');
    expect(pixelCallFor('add', [analyticsEvent({ ...serum, sku: '' }, 1)])?.params).toMatchObject({ content_ids: ['wc_post_id_42'], contents: [{ id: 'wc_post_id_42', quantity: 1 }] });
  });

  it('sends 0 when the page shows no price, as the cart reports it', () => {
    expect(pixelCallFor('add', [analyticsEvent({ ...serum, price: Number.NaN }, 2)])?.params.value).toBe(0);
  });

  it('folds whitespace and caps the name; it stays plain text', () => {
    const name = `  <b>Roll-on</b>\n\tbottle ${'x'.repeat(400)}`;
    const params = pixelCallFor('add', [analyticsEvent({ ...serum, name }, 1)])?.params;
    expect(params?.content_name).toHaveLength(CONTENT_NAME_MAX);
    expect(params?.content_name.startsWith('<b>Roll-on</b> bottle x')).toBe(true);
  });

  it.each([
    ['no payload', []],
    ['a string', ['add']],
    ['no product', [{ quantity: 1 }]],
    ['a zero id', [{ quantity: 1, product: { id: 0, price: 1 } }]],
    ['a text id', [{ quantity: 1, product: { id: '12abc', price: 1 } }]],
    ['a fractional quantity', [{ quantity: 1.5, product: { id: 1, price: 1 } }]],
    ['a negative quantity', [{ quantity: -2, product: { id: 1, price: 1 } }]],
    ['a huge quantity', [{ quantity: 1e9, product: { id: 1, price: 1 } }]],
    ['a negative price', [{ quantity: 1, product: { id: 1, price: -5 } }]],
    ['an infinite price', [{ quantity: 1, product: { id: 1, price: Infinity } }]],
    ['a junk minor-unit price', [{ quantity: 1, product: { id: 1, prices: { price: '1e3' } } }]],
  ])('drops an event with %s', (_label, args) => {
    expect(pixelCallFor('add', args as unknown[])).toBeUndefined();
  });
});
