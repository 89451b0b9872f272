// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addToCart } from '../add-to-cart';
import { cartShop, HOSTILE, LOT, PLAIN } from '../test-fixtures';
import { checkoutPageContent } from './checkout-page';
import { orderReviewTableMarkup } from './order-review';
import { $, only, parse } from './test-fixtures';

describe('checkoutPageContent and the order review table (/checkout/)', () => {
  it('prints form.checkout with Thai billing fields and #order_review holding the review table', () => {
    const shop = cartShop();
    addToCart(shop, 's', PLAIN.id);
    const root = parse(checkoutPageContent(shop, 's'));
    const form = $(root, 'div.woocommerce > form.checkout.woocommerce-checkout');
    expect(form.getAttribute('action')).toBe('/checkout/');
    const fields = [...form.querySelectorAll('.woocommerce-billing-fields input')].map((i) => i.getAttribute('name'));
    expect(fields).toEqual(expect.arrayContaining(['billing_first_name', 'billing_last_name', 'billing_phone', 'billing_address_1', 'billing_postcode']));
    expect($(form, 'label[for=billing_phone]').textContent).toContain('เบอร์โทรศัพท์');
    expect($(form, '#order_review > table.shop_table.woocommerce-checkout-review-order-table')).toBeTruthy();
    expect($(form, '#payment button#place_order').getAttribute('type')).toBe('submit');
  });

  it('lists each line as name × quantity with its total, then subtotal and order total', () => {
    const shop = cartShop();
    addToCart(shop, 's', PLAIN.id);
    addToCart(shop, 's', LOT.id);
    const table = only(orderReviewTableMarkup(shop, 's'));
    expect(table.matches('table.woocommerce-checkout-review-order-table')).toBe(true);
    const rows = [...table.querySelectorAll('tbody tr.cart_item')].map((r) => [
      $(r, '.product-name').textContent,
      $(r, '.product-total').textContent,
    ]);
    expect(rows).toEqual([
      [`${PLAIN.name}\u00a0×\u00a01`, '฿1,250.00'],
      [`${LOT.name}\u00a0×\u00a010`, '฿47.50'],
    ]);
    expect($(table, 'tfoot tr.order-total td').textContent).toBe('฿1,297.50');
  });

  it('has no form for an empty cart: the empty message and a link back to the shop', () => {
    const root = parse(checkoutPageContent(cartShop(), 's'));
    expect(root.querySelector('form')).toBeNull();
    expect(root.querySelector('p.cart-empty')).not.toBeNull();
    expect($(root, 'p.return-to-shop a').getAttribute('href')).toBe('/shop/');
  });

  it('prints a hostile name as text in the review table', () => {
    const shop = cartShop();
    addToCart(shop, 's', HOSTILE.id);
    const table = only(orderReviewTableMarkup(shop, 's'));
    expect(table.querySelector('[onerror]')).toBeNull();
    expect($(table, 'tbody .product-name').textContent).toContain(HOSTILE.name);
  });
});
