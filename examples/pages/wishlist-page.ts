import { pageNoticesMarkup, seedDemoWishlists, takeCartNotices, wishlistShortcodeMarkup } from '@talat/mocks';
import { layout, type PageContext } from './layout';
import type { Page } from './shop-pages';
import { wishlistViewSwitches } from './wishlist-switches';
import { wishlistSidebarMarkup } from './wishlist-actions';

/** Where YITH WooCommerce Wishlist's page lives on the demo shop (its `yith_wcwl_wishlist_page_id`). */
export const WISHLIST_PATH = '/wishlist/';

/**
 * `/wishlist/` and `/wishlist/view/{token}/`: the page holding the `[yith_wcwl_wishlist]`
 * shortcode, as the plugin prints it for this visitor. A first visit gets the demo's two lists
 * (issue 13: "a wishlist page with several items and two wishlists"), so there is something to
 * look at; a visitor who already has a list keeps it as it is.
 */
export function wishlistPage(context: PageContext, token?: string, query?: URLSearchParams): Page {
  seedDemoWishlists(context.shop, context.sessionId);
  const main = `<h1 class="entry-title page-title">รายการโปรด</h1>
${pageNoticesMarkup(takeCartNotices(context.shop, context.sessionId))}
<div class="entry-content">${wishlistShortcodeMarkup(context.shop, context.sessionId, { ...wishlistViewSwitches(query), ...(token ? { wishlistId: token } : {}) })}
${wishlistSidebarMarkup(context, token ? `${WISHLIST_PATH}view/${encodeURIComponent(token)}/` : WISHLIST_PATH)}</div>`;
  const bodyClass = 'page-template-default page woocommerce-wishlist woocommerce woocommerce-page';
  return { status: 200, html: layout({ title: 'รายการโปรด', bodyClass, main, context }) };
}

/** Whether `path` is the wishlist page, and which list it views (its token) if it names one. */
export function wishlistPathOf(path: string): { token?: string } | null {
  if (path === WISHLIST_PATH) return {};
  const view = /^\/wishlist\/view\/([^/]+)\/$/.exec(path);
  return view ? { token: decodeURIComponent(view[1]!) } : null;
}
