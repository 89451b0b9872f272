import type { FakeShop } from '../shop';
import { cartHash } from './cart-keys';
import { getCart } from './cart-state';

// WC_Cart_Session::set_cart_cookies(): the two cookies the browser side reads without a request.
// cart-fragments.js compares `woocommerce_cart_hash` with its cached hash (§4 Cached cart
// fragments) and the mini-cart widget shows itself while `woocommerce_items_in_cart` is set (§2.2).
// Every reply that reflects the cart sends them, and so should the demo server's pages.

export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';

/** Deleting a cookie: an empty value that expired at the epoch (PHP's setcookie with a past time). */
const deleted = (name: string): string => `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; path=/`;

/** `Set-Cookie` values for the session's cart: set while it has items, deleted once it is empty. */
export function cartCookieHeaders(shop: FakeShop, sessionId: string): string[] {
  const hash = cartHash(getCart(shop, sessionId).lines);
  if (hash === '') return [deleted(ITEMS_IN_CART_COOKIE), deleted(CART_HASH_COOKIE)];
  return [`${ITEMS_IN_CART_COOKIE}=1; path=/`, `${CART_HASH_COOKIE}=${hash}; path=/`];
}
