import { compareCookieEntries, compareCookieName, compareIdsFromCookie, compareSiteUrl } from './cookie';
import type { FakeShop } from '../shop';

// What a page reads from the visitor's compare cookie when it is rendered (research §3: "Added"
// state comes from the cookie on render): which products to mark and the floating icon's count.

export interface VisitorCompare {
  /** getPrevId(): the products in the list, newest first. */
  readonly ids: readonly number[];
  /**
   * render_floating_icon()'s badge: count() of the decoded cookie array, not of the products, so the
   * placeholder left after removing the last product still counts 1 (the plugin's quirk).
   */
  readonly count: number;
}

export function visitorCompare(shop: FakeShop, cookieHeader: string | null | undefined, requestUrl: URL | string): VisitorCompare {
  const name = compareCookieName(compareSiteUrl(shop.settings.homeUrl, requestUrl));
  return { ids: compareIdsFromCookie(cookieHeader, name), count: compareCookieEntries(cookieHeader, name).length };
}
