import { describe, expect, it } from 'vitest';
import { addToCart } from '../cart/add-to-cart';
import { cartHash, cartItemKey } from '../cart/cart-keys';
import { getCart } from '../cart/cart-state';
import { cartFragments } from '../cart/markup/fragments';
import { cartShop, LOT, PLAIN } from '../cart/test-fixtures';
import { readJson, wcAjaxPost } from '../test-fixtures';
import { createFakeWordPress } from '../wordpress';

const ME = 'wp_woocommerce_session_talat=me';

describe('§7 Cart: remove_from_cart', () => {
  it('removes the line and answers the fragments and hash', async () => {
    const shop = cartShop();
    addToCart(shop, 'me', PLAIN.id);
    addToCart(shop, 'me', LOT.id);
    const response = await createFakeWordPress(shop).handle(wcAjaxPost('remove_from_cart', { cart_item_key: cartItemKey(PLAIN.id) }, ME));
    const hash = cartHash(getCart(shop, 'me').lines);
    expect(getCart(shop, 'me').lines.map((l) => l.productId)).toEqual([LOT.id]);
    expect(await readJson(response)).toEqual({ fragments: cartFragments(shop, 'me'), cart_hash: hash });
    expect(response?.headers.getSetCookie()).toEqual(['woocommerce_items_in_cart=1; path=/', `woocommerce_cart_hash=${hash}; path=/`]);
  });

  it('deletes the cookies when the last line goes', async () => {
    const shop = cartShop();
    addToCart(shop, 'me', PLAIN.id);
    const response = await createFakeWordPress(shop).handle(wcAjaxPost('remove_from_cart', { cart_item_key: cartItemKey(PLAIN.id) }, ME));
    expect(await readJson(response)).toMatchObject({ cart_hash: '' });
    expect(response?.headers.getSetCookie()).toEqual([
      'woocommerce_items_in_cart=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; path=/',
      'woocommerce_cart_hash=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; path=/',
    ]);
  });

  it('answers wp_send_json_error() for an unknown, missing or other-session key', async () => {
    const shop = cartShop();
    addToCart(shop, 'me', PLAIN.id);
    const wordpress = createFakeWordPress(shop);
    for (const request of [
      wcAjaxPost('remove_from_cart', { cart_item_key: 'nope' }, ME),
      wcAjaxPost('remove_from_cart', {}, ME),
      wcAjaxPost('remove_from_cart', { cart_item_key: cartItemKey(PLAIN.id) }),
    ]) {
      const response = await wordpress.handle(request);
      expect(response?.status).toBe(200);
      expect(await readJson(response)).toEqual({ success: false });
    }
    expect(getCart(shop, 'me').lines).toHaveLength(1);
  });
});
