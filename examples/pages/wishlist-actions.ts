import {
  addCartNotice,
  findWishlist,
  pageNoticesMarkup,
  removeWishlistProduct,
  renameWishlist,
  seedDemoWishlists,
  setWishlistPrivacy,
  takeCartNotices,
  wishlistItemsWidgetMarkup,
  wishlistLinks,
  wishlistManageMarkup,
  wishlistNonce,
  wishlistTitle,
  type FakeShop,
} from '@talat/mocks';
import { esc } from './html';
import { layout, type PageContext } from './layout';
import type { PageRequest, PageResponse } from '../routes';

/** The manage form's nonce field (wishlist-manage.php: `yith_wcwl_edit_wishlist`). */
const EDIT_NONCE = 'yith_wcwl_edit_wishlist';

/** The URL without the given query parameters (path + query), as remove_query_arg() leaves it. */
function without(url: URL, ...names: string[]): string {
  const next = new URL(url);
  for (const name of names) next.searchParams.delete(name);
  return next.pathname + next.search;
}

/**
 * What the wishlist's row and list actions need from the demo shop without JavaScript, as the
 * plugin's form handlers (YITH_WCWL_Form_Handler[_Premium]) answer them: a notice, then a redirect,
 * so a reload repeats nothing.
 * - `?remove_from_wishlist={pid}&_wpnonce=` on any page: the href of the rows' remove links, of the
 *   add button's "remove" template (`a.delete_item`) and of the widget's × (`remove_from_all_wishlists`).
 *   From the list in `wishlist_id`, else the list the page views, else the default list.
 * - `/wishlist/manage/`: the manage page (premium `wishlist-manage.php`), and its form's POST
 *   `update_wishlist_options` with `wishlist_options[{id}][wishlist_name|wishlist_privacy]`.
 * Null for any other request.
 */
export function wishlistActionRoute(shop: FakeShop, request: PageRequest, context: PageContext): PageResponse | null {
  const { url, sessionId } = request;
  const links = wishlistLinks(shop.settings);
  const removed = url.searchParams.get('remove_from_wishlist');
  if (request.method === 'GET' && removed !== null) {
    if (url.searchParams.get('_wpnonce') === wishlistNonce(shop, 'remove_from_wishlist')) {
      const viewed = /\/view\/([^/]+)\/$/.exec(url.pathname)?.[1];
      const list = url.searchParams.get('wishlist_id') ?? (viewed ? String(findWishlist(shop, decodeURIComponent(viewed))?.id ?? '') : '0');
      const outcome = removeWishlistProduct(shop, sessionId, removed, list);
      addCartNotice(shop, sessionId, { type: outcome.ok ? 'success' : 'error', text: outcome.message });
    }
    return { status: 302, location: without(url, 'remove_from_wishlist', 'wishlist_id', '_wpnonce') };
  }
  if (url.pathname !== new URL(links.manage, url).pathname) return null;
  if (request.method === 'POST') {
    const form = request.form ?? new URLSearchParams();
    if (form.has('update_wishlist_options') && form.get(EDIT_NONCE) === (shop.settings.nonces[EDIT_NONCE] ?? '')) {
      let changed = false;
      for (const [name, value] of form.entries()) {
        const field = /^wishlist_options\[(\d+)\]\[(wishlist_name|wishlist_privacy)\]$/.exec(name);
        if (!field) continue;
        const current = findWishlist(shop, field[1]!);
        if (field[2] === 'wishlist_privacy' && current && String(current.privacy) !== value) changed = setWishlistPrivacy(shop, sessionId, field[1]!, value) || changed;
        if (field[2] === 'wishlist_name' && current && value.trim() !== '' && value !== wishlistTitle(shop.settings, current)) changed = renameWishlist(shop, sessionId, field[1]!, value) || changed;
      }
      if (changed) addCartNotice(shop, sessionId, { type: 'success', text: 'บันทึกการเปลี่ยนแปลงแล้ว' });
    }
    return { status: 302, location: links.manage };
  }
  return wishlistManagePage(context);
}

/** `/wishlist/manage/`: the visitor's lists with their titles and visibility (§2.10 manage table). */
function wishlistManagePage(context: PageContext): PageResponse {
  seedDemoWishlists(context.shop, context.sessionId);
  const links = wishlistLinks(context.shop.settings);
  const main = `<h1 class="entry-title page-title">จัดการรายการโปรด</h1>
${pageNoticesMarkup(takeCartNotices(context.shop, context.sessionId))}
<div class="entry-content">${wishlistManageMarkup(context.shop, context.sessionId)}
<p><a href="${esc(links.page)}">‹ กลับไปที่รายการโปรด</a></p></div>`;
  const bodyClass = 'page-template-default page woocommerce-wishlist woocommerce woocommerce-page';
  return { status: 200, html: layout({ title: 'จัดการรายการโปรด', bodyClass, main, context }) };
}

/**
 * After the wishlist on its page: premium's link to the manage page (`a.manage`) and the
 * "Wishlist items" widget with its remove-from-all ×, as a theme's sidebar would hold it.
 */
export function wishlistSidebarMarkup(context: PageContext, pageUrl: string): string {
  const links = wishlistLinks(context.shop.settings);
  return `<p class="yith-wcwl-wishlist-links"><a class="manage" href="${esc(links.manage)}">จัดการรายการโปรด</a></p>
<aside class="wishlist-sidebar" aria-label="รายการโปรดของคุณ">${wishlistItemsWidgetMarkup(context.shop, context.sessionId, pageUrl)}</aside>`;
}
