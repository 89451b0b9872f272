import { cartHash } from '../cart/cart-keys';
import { getCart } from '../cart/cart-state';
import { cartCookieHeaders } from '../cart/cookies';
import { cartFragments } from '../cart/markup/fragments';
import { cartFragments205 } from '../cart/markup/taiowc-205';
import type { CartNotice } from '../cart/notices';
import { sessionIdFromCookie } from '../cart/session';
import { sideCartReleaseFromCookie } from '../cart/side-cart-release';
import { wpJson } from '../router/responses';
import type { WpRequest } from '../router/wp-request';
import type { FakeShop } from '../shop';

// What the cart endpoints share: whose cart a request is about, and answers that carry the cart
// cookies. WooCommerce refreshes those cookies on every front-end request once the cart is loaded,
// so every JSON answer of a cart call carries them, refusals included.

export function requestSessionId(request: WpRequest): string {
  return sessionIdFromCookie(request.headers.get('cookie'));
}

/** wp_send_json( $data ) with the session's cart cookies. */
export function cartJson(shop: FakeShop, sessionId: string, data: unknown): Response {
  return wpJson(
    data,
    200,
    cartCookieHeaders(shop, sessionId).map((cookie): [string, string] => ['Set-Cookie', cookie]),
  );
}

/**
 * WC_AJAX::get_refreshed_fragments(): `{ fragments, cart_hash }`, with the side cart's fragments of
 * the release the visitor's page prints (cart/side-cart-release.ts).
 */
export function fragmentsReply(shop: FakeShop, request: WpRequest, notice?: CartNotice): Response {
  const sessionId = requestSessionId(request);
  const release = sideCartReleaseFromCookie(request.headers.get('cookie'));
  return cartJson(shop, sessionId, {
    fragments: (release === '2.0.5' ? cartFragments205 : cartFragments)(shop, sessionId, notice),
    cart_hash: cartHash(getCart(shop, sessionId).lines),
  });
}

/** `$_POST[name]`: these handlers read the body, as WooCommerce does, so a GET sends nothing. */
export function postField(request: WpRequest, name: string): string | undefined {
  return request.method === 'POST' ? request.params[name] : undefined;
}
