import { describe, expect, it } from 'vitest';
import { addToCart } from './add-to-cart';
import { cartHash } from './cart-keys';
import { getCart } from './cart-state';
import { cartCookieHeaders } from './cookies';
import { removeLine } from './line-quantity';
import { cartShop, PLAIN } from './test-fixtures';

describe('cartCookieHeaders (WC_Cart_Session::set_cart_cookies)', () => {
  it('sets items-in-cart and the hash while the cart has items', () => {
    const shop = cartShop();
    addToCart(shop, 's', PLAIN.id);
    const hash = cartHash(getCart(shop, 's').lines);
    expect(cartCookieHeaders(shop, 's')).toEqual(['woocommerce_items_in_cart=1; path=/', `woocommerce_cart_hash=${hash}; path=/`]);
  });

  it('deletes both once the cart is empty', () => {
    const shop = cartShop();
    const { line } = addToCart(shop, 's', PLAIN.id) as { line: { key: string } };
    removeLine(shop, 's', line.key);
    expect(cartCookieHeaders(shop, 's')).toEqual([
      'woocommerce_items_in_cart=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; path=/',
      'woocommerce_cart_hash=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; path=/',
    ]);
  });
});
