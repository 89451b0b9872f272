import type { ShopSettings } from '../settings';
import { wishlistNonceName } from './nonces';
import type { Wishlist } from './types';

// Every URL the wishlist markup and replies print, in one place so `homeUrl` and the page setting
// apply alike (YITH_WCWL::get_wishlist_url() with pretty permalinks). Values are raw URLs: whoever
// puts one into markup escapes it.

export interface WishlistLinks {
  /** The wishlist page: the visitor's default list. */
  readonly page: string;
  /** `view/{token}/`: one list, also the share link. */
  view(wishlist: Pick<Wishlist, 'token'>): string;
  readonly manage: string;
  /** The no-JS add link of a button: `?add_to_wishlist={id}&_wpnonce=` on the page it sits on. */
  addToWishlist(productId: number, baseUrl: string): string;
  /**
   * user_wishlists[].add_to_this_wishlist_url: a list's page (`on`, the list itself by default)
   * with the add and the id of `wishlist`.
   */
  addToThisWishlist(productId: number, wishlist: Pick<Wishlist, 'id' | 'token'>, on?: Pick<Wishlist, 'token'>): string;
  /** YITH_WCWL_Wishlist_Item::get_remove_url(): the list's page with `remove_from_wishlist`. */
  removeItem(productId: number, wishlist: Pick<Wishlist, 'token'>): string;
}

function withQuery(url: string, query: Record<string, string | number>): string {
  const pairs = Object.entries(query).map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`);
  return `${url}${url.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

export function wishlistLinks(settings: ShopSettings): WishlistLinks {
  const page = `${settings.homeUrl}${settings.wishlist.pageUrl}`;
  const nonce = (action: 'add_to_wishlist' | 'remove_from_wishlist') => settings.nonces[wishlistNonceName(action)] ?? '';
  const view = (wishlist: Pick<Wishlist, 'token'>) => `${page}view/${encodeURIComponent(wishlist.token)}/`;
  return {
    page,
    view,
    manage: `${page}manage/`,
    addToWishlist: (productId, baseUrl) =>
      withQuery(baseUrl, { add_to_wishlist: productId, _wpnonce: nonce('add_to_wishlist') }),
    addToThisWishlist: (productId, wishlist, on = wishlist) =>
      withQuery(view(on), { add_to_wishlist: productId, wishlist_id: wishlist.id, _wpnonce: nonce('add_to_wishlist') }),
    removeItem: (productId, wishlist) =>
      withQuery(view(wishlist), { remove_from_wishlist: productId, _wpnonce: nonce('remove_from_wishlist') }),
  };
}
