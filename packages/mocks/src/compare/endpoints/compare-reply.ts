import { findProduct } from '../../catalogue/catalogue';
import type { Product } from '../../catalogue/types';
import { wpJson } from '../../router/responses';
import type { WpRequest } from '../../router/wp-request';
import type { FakeShop } from '../../shop';
import { isMobileUserAgent } from '../../wishlist/user-agent';
import { compareCookieName, compareIdsFromCookie, compareSiteUrl } from '../cookie';
import { compareFooterBarMarkup } from '../markup/compare-footer-bar';
import { compareTableMarkup } from '../markup/compare-table';

// What every compare action shares: the visitor's list from the request's cookie, the markup of a
// list, and a JSON reply that may carry the cookie (research §4: the cookie is the only storage).

/** The cookie's name for this shop as the request reached it, and the ids it holds (getPrevId). */
export function requestCompareList(request: WpRequest, shop: FakeShop): { name: string; ids: number[] } {
  const name = compareCookieName(compareSiteUrl(shop.settings.homeUrl, request.url));
  return { name, ids: compareIdsFromCookie(request.headers.get('cookie'), name) };
}

/** wc_get_product() per entry: placeholders (false), zeros and unknown ids are skipped, as productHtml does. */
export function compareProducts(shop: FakeShop, ids: ReadonlyArray<number | false>): Product[] {
  return ids.flatMap((id) => {
    const product = id === false || id <= 0 ? undefined : findProduct(shop.catalogue, id);
    return product ? [product] : [];
  });
}

/** productHtml(): the table (the phone layout's for a phone's browser, wp_is_mobile) and the footer bar of a list. */
export function compareMarkup(shop: FakeShop, request: WpRequest, ids: ReadonlyArray<number | false>): { html: string; footer_bar: string } {
  const products = compareProducts(shop, ids);
  const mobile = isMobileUserAgent(request.headers.get('user-agent'));
  return { html: compareTableMarkup(shop, products, { mobile }), footer_bar: compareFooterBarMarkup(shop, products) };
}

/** wp_send_json with the Set-Cookie the handler's setcookie() calls produced, if any. */
export function compareJson(data: unknown, setCookie?: string): Response {
  return wpJson(data, 200, setCookie ? { 'Set-Cookie': setCookie } : {});
}

