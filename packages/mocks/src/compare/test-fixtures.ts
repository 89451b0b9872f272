// Shops, visitors and calls for this folder's tests (not exported).
import { HOSTILE_PRODUCT } from '../catalogue/hostile';
import { CAPPED, HIDDEN, HOSTILE, LOT, PLAIN, SOLD_OUT } from '../cart/test-fixtures';
import { cookiesSetBy } from '../router/responses';
import { createFakeShop, type FakeShop } from '../shop';
import type { ShopSettingsOverrides } from '../settings';
import { BASE, tinyCatalogue } from '../test-fixtures';
import { createFakeWordPress } from '../wordpress';

export { CAPPED, HIDDEN, HOSTILE, LOT, PLAIN, SOLD_OUT } from '../cart/test-fixtures';
export { HOSTILE_PRODUCT };

/** md5('shop.test') ends in 0e2074c85243 (checked against the plugin's cookieName() in PHP). */
export const COOKIE_NAME = 'th_compare_product_0e2074c85243';

export function compareShop(settings: ShopSettingsOverrides = {}): FakeShop {
  return createFakeShop({ catalogue: tinyCatalogue([PLAIN, LOT, SOLD_OUT, HIDDEN, CAPPED, HOSTILE, HOSTILE_PRODUCT]), settings });
}

/** A visitor: the compare cookie as the browser sends it back, updated by each reply's Set-Cookie. */
export class Visitor {
  cookie = '';

  /** What a browser keeps from Set-Cookie: the new value, or nothing after a deletion. */
  take(response: Response): void {
    for (const header of cookiesSetBy(response)) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      if (pair.slice(0, at) !== COOKIE_NAME) continue;
      this.cookie = /Max-Age=0/.test(header) ? '' : pair;
    }
  }
}

export interface CompareCallOptions {
  readonly visitor?: Visitor;
  /** The nonce to send; the shop's unless given; null sends none. */
  readonly nonce?: string | null;
  /** The browser's User-Agent header; none unless given. */
  readonly userAgent?: string;
}

/** A compare call as jQuery sends it: a form POST to admin-ajax. */
export async function callCompare(shop: FakeShop, action: string, params: Record<string, string>, options: CompareCallOptions = {}): Promise<Response> {
  const body = new URLSearchParams({ action, ...params });
  const nonce = options.nonce === undefined ? shop.settings.nonces.th_product_compare_nonce : options.nonce;
  if (nonce !== null && nonce !== undefined && !action.startsWith('tpcp_')) body.append('nonce', nonce);
  const headers = new Headers();
  if (options.visitor?.cookie) headers.set('Cookie', options.visitor.cookie);
  if (options.userAgent) headers.set('User-Agent', options.userAgent);
  const response = await createFakeWordPress(shop).handle(new Request(`${BASE}/wp-admin/admin-ajax.php`, { method: 'POST', body, headers }));
  if (!response) throw new Error('no response');
  options.visitor?.take(response);
  return response;
}

export async function compareJsonOf(shop: FakeShop, action: string, params: Record<string, string>, options: CompareCallOptions = {}): Promise<Record<string, unknown>> {
  return (await (await callCompare(shop, action, params, options)).json()) as Record<string, unknown>;
}

/** A phone's browser: wp_is_mobile() is true for it ('Mobile' in the User-Agent). */
export const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** The ids in a reply's footer bar, in order. */
export function footerIds(footer: unknown): number[] {
  return [...String(footer).matchAll(/data-product-id="(\d+)"/g)].map((m) => Number(m[1]));
}
