import { describe, expect, it } from 'vitest';
import { addToCart } from './add-to-cart';
import { cartItemKey } from './cart-keys';
import { updateCartFromForm } from './cart-form';
import { getCart } from './cart-state';
import { cartShop, LOT, PLAIN } from './test-fixtures';

describe('updateCartFromForm (the no-JS cart page post)', () => {
  it('applies cart[KEY][qty] fields and ignores everything else', () => {
    const shop = cartShop();
    addToCart(shop, 's', PLAIN.id);
    addToCart(shop, 's', LOT.id);
    const body = new URLSearchParams([
      [`cart[${cartItemKey(PLAIN.id)}][qty]`, '4'],
      [`cart[${cartItemKey(LOT.id)}][qty]`, '0'],
      ['update_cart', 'อัปเดตตะกร้า'],
      ['woocommerce-cart-nonce', 'x'],
    ]);
    expect(updateCartFromForm(shop, 's', body).map((o) => o.status)).toEqual(['updated', 'removed']);
    expect(getCart(shop, 's').lines).toEqual([{ key: cartItemKey(PLAIN.id), productId: PLAIN.id, quantity: 4 }]);
  });

  it('leaves a line alone when its box was emptied', () => {
    const shop = cartShop();
    addToCart(shop, 's', PLAIN.id, 2);
    expect(updateCartFromForm(shop, 's', [[`cart[${cartItemKey(PLAIN.id)}][qty]`, ' ']])).toEqual([]);
    expect(getCart(shop, 's').lines[0]?.quantity).toBe(2);
  });
});
