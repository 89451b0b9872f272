import { describe, expect, it } from 'vitest';
import { addToCart } from '../cart/add-to-cart';
import { cartHash } from '../cart/cart-keys';
import { getCart } from '../cart/cart-state';
import { cartFragments } from '../cart/markup/fragments';
import { cartShop, PLAIN } from '../cart/test-fixtures';
import { BASE, readJson, wcAjaxPost } from '../test-fixtures';
import { createFakeWordPress } from '../wordpress';

const ME = 'wp_woocommerce_session_talat=me';
const DELETED = [
  'woocommerce_items_in_cart=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; path=/',
  'woocommerce_cart_hash=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; path=/',
];

describe('§7 Cart: get_refreshed_fragments', () => {
  it("answers an empty cart with its fragments, cart_hash '' and the cookies deleted", async () => {
    const shop = cartShop();
    const response = await createFakeWordPress(shop).handle(wcAjaxPost('get_refreshed_fragments', { time: '1718000000000' }));
    expect(response?.status).toBe(200);
    expect(response?.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response?.headers.getSetCookie()).toEqual(DELETED);
    expect(await readJson(response)).toEqual({ fragments: cartFragments(shop, 'guest'), cart_hash: '' });
  });

  it("answers the visitor's own cart, keyed by the session cookie, and sets the cookies", async () => {
    const shop = cartShop();
    addToCart(shop, 'me', PLAIN.id, 2);
    const response = await createFakeWordPress(shop).handle(wcAjaxPost('get_refreshed_fragments', {}, ME));
    const hash = cartHash(getCart(shop, 'me').lines);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(response?.headers.getSetCookie()).toEqual(['woocommerce_items_in_cart=1; path=/', `woocommerce_cart_hash=${hash}; path=/`]);
    expect(await readJson(response)).toEqual({ fragments: cartFragments(shop, 'me'), cart_hash: hash });
  });

  it('does not show one visitor the cart of another, nor of the guest', async () => {
    const shop = cartShop();
    addToCart(shop, 'me', PLAIN.id);
    const body = (await readJson(await createFakeWordPress(shop).handle(wcAjaxPost('get_refreshed_fragments')))) as { cart_hash: string };
    expect(body.cart_hash).toBe('');
  });

  it('answers a GET too', async () => {
    const shop = cartShop();
    const response = await createFakeWordPress(shop).handle(new Request(`${BASE}/?wc-ajax=get_refreshed_fragments`));
    expect(await readJson(response)).toMatchObject({ cart_hash: '' });
  });
});
