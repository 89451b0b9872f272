// Shops, visitors and calls for this folder's tests (not exported).
import { CART_CATALOGUE } from '../cart/test-fixtures';
import { SESSION_COOKIE } from '../cart/session';
import { createFakeShop, type FakeShop } from '../shop';
import type { ShopSettingsOverrides } from '../settings';
import { BASE } from '../test-fixtures';
import { createFakeWordPress } from '../wordpress';
import { wishlistNonce, type WishlistAction } from './nonces';

export { HOSTILE, LOT, PLAIN, SOLD_OUT } from '../cart/test-fixtures';

/** The cart's small catalogue: plain, lot-sized, sold out, hidden, capped and hostile products. */
export function wishlistShop(settings: ShopSettingsOverrides = {}): FakeShop {
  return createFakeShop({ catalogue: CART_CATALOGUE, settings });
}

/** The `Cookie` header of visitor `session`. */
export const visitor = (session: string): string => `${SESSION_COOKIE}=${session}`;

export interface CallOptions {
  /** Session id; 'me' unless given. */
  readonly session?: string;
  /** The nonce to send; the action's own unless given; null sends none. */
  readonly nonce?: string | null;
  readonly userAgent?: string;
}

/** A wishlist call as jQuery sends it: POST form body to admin-ajax with action, nonce, context. */
export function wishlistRequest(shop: FakeShop, action: WishlistAction, params: Record<string, string> | Array<[string, string]>, options: CallOptions = {}): Request {
  const body = new URLSearchParams([['action', action], ['context', 'frontend']]);
  const nonce = options.nonce === undefined ? wishlistNonce(shop, action) : options.nonce;
  if (nonce !== null) body.append('nonce', nonce);
  for (const [name, value] of Array.isArray(params) ? params : Object.entries(params)) body.append(name, value);
  const headers = new Headers({ Cookie: visitor(options.session ?? 'me') });
  if (options.userAgent) headers.set('User-Agent', options.userAgent);
  return new Request(`${BASE}/wp-admin/admin-ajax.php`, { method: 'POST', body, headers });
}

export async function callWishlist(
  shop: FakeShop,
  action: WishlistAction,
  params: Record<string, string> | Array<[string, string]> = {},
  options: CallOptions = {},
): Promise<Response> {
  const response = await createFakeWordPress(shop).handle(wishlistRequest(shop, action, params, options));
  if (!response) throw new Error('no response');
  return response;
}

/** The reply as JSON (`wp_send_json`). */
export async function callJson(
  shop: FakeShop,
  action: WishlistAction,
  params: Record<string, string> | Array<[string, string]> = {},
  options: CallOptions = {},
): Promise<Record<string, unknown>> {
  return (await (await callWishlist(shop, action, params, options)).json()) as Record<string, unknown>;
}

/** fragments[key][option]=value pairs, as jQuery.param writes them. */
export function fragmentPairs(fragments: Record<string, Record<string, string | number | boolean>>): Array<[string, string]> {
  return Object.entries(fragments).flatMap(([key, options]) =>
    Object.entries(options).map(([name, value]): [string, string] => [`fragments[${key}][${name}]`, String(value)]),
  );
}

/** The key the script builds for an add-to-wishlist block of `productId` (classes joined by '.', 'exists' left out). */
export const buttonKey = (productId: number): string =>
  `yith-wcwl-add-to-wishlist.add-to-wishlist-${productId}.yith-wcwl-add-to-wishlist--link-style.wishlist-fragment.on-first-load`;

/** The wishlist form's key. */
export const FORM_KEY = 'woocommerce.yith-wcwl-form.wishlist-fragment';
