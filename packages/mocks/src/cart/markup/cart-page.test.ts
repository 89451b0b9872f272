// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addToCart } from '../add-to-cart';
import { cartItemKey } from '../cart-keys';
import { cartShop, HOSTILE, LOT, PLAIN } from '../test-fixtures';
import { cartPageContent } from './cart-page';
import { $, only, parse } from './test-fixtures';

describe('cartPageContent (/cart/ main content)', () => {
  it('prints the cart form with quantity inputs, remove links and the update button', () => {
    const shop = cartShop();
    addToCart(shop, 's', PLAIN.id);
    addToCart(shop, 's', LOT.id, 20);
    const root = only(cartPageContent(shop, 's'));
    expect(root.matches('div.woocommerce')).toBe(true);
    expect(root.firstElementChild?.matches('.woocommerce-notices-wrapper')).toBe(true);
    const form = $(root, 'form.woocommerce-cart-form');
    expect(form.getAttribute('action')).toBe('/cart/');
    expect(form.getAttribute('method')).toBe('post');
    const rows = form.querySelectorAll('table.shop_table.cart tr.cart_item');
    expect(rows).toHaveLength(2);
    const key = cartItemKey(LOT.id);
    const input = $(rows[1]!, 'td.product-quantity input.qty');
    expect([input.getAttribute('name'), input.getAttribute('value'), input.getAttribute('min'), input.getAttribute('max')]).toEqual([
      `cart[${key}][qty]`,
      '20',
      '10',
      '500',
    ]);
    expect($(rows[0]!, 'input.qty').getAttribute('max')).toBe('');
    expect($(rows[1]!, `label[for="quantity_${key}"]`).textContent).toBe(`จำนวน ${LOT.name}`);
    expect($(rows[1]!, 'td.product-remove a.remove').getAttribute('href')).toBe(`/cart/?remove_item=${key}&_wpnonce=c2b9a4e7d1`);
    expect($(rows[1]!, 'td.product-subtotal').textContent).toBe('฿95.00');
    expect($(form, 'button[name=update_cart]').getAttribute('type')).toBe('submit');
    expect($(form, 'input[name=woocommerce-cart-nonce]').getAttribute('value')).toBe('c2b9a4e7d1');
  });

  it('prints the totals box with the checkout button', () => {
    const shop = cartShop();
    addToCart(shop, 's', PLAIN.id, 2);
    const totals = $(parse(cartPageContent(shop, 's')), '.cart-collaterals .cart_totals');
    expect($(totals, 'tr.order-total td').textContent).toBe('฿2,500.00');
    expect($(totals, '.wc-proceed-to-checkout a.checkout-button').getAttribute('href')).toBe('/checkout/');
  });

  it('prints p.cart-empty and p.return-to-shop, and no form, for an empty cart', () => {
    const root = parse(cartPageContent(cartShop(), 's'));
    expect(root.querySelector('form')).toBeNull();
    expect($(root, 'div.woocommerce > p.cart-empty').textContent).toBe('ตะกร้าสินค้าของคุณยังว่างอยู่');
    expect($(root, 'div.woocommerce > p.return-to-shop > a.button.wc-backward').getAttribute('href')).toBe('/shop/');
  });

  it('prints queued notices, escaped, and a hostile name as text', () => {
    const shop = cartShop();
    addToCart(shop, 's', HOSTILE.id);
    const root = parse(cartPageContent(shop, 's', { notices: [{ type: 'success', text: `“${HOSTILE.name}” ถูกเพิ่มลงในตะกร้าแล้ว` }] }));
    expect(root.querySelector('[onerror]')).toBeNull();
    expect($(root, '.woocommerce-notices-wrapper .woocommerce-message').textContent).toBe(`“${HOSTILE.name}” ถูกเพิ่มลงในตะกร้าแล้ว`);
    expect($(root, 'td.product-name a').textContent).toBe(HOSTILE.name);
  });
});
