import { CART_LABELS } from '../../cart/labels';
import { findProduct } from '../../catalogue/catalogue';
import type { Product } from '../../catalogue/types';
import type { FakeShop } from '../../shop';
import { wishlistLinks, type WishlistLinks } from '../links';
import { canViewWishlist, isWishlistOwner } from '../permissions';
import type { Wishlist, WishlistItem } from '../types';
import { wishlistTitle } from '../wishlist-name';
import { defaultWishlist, findWishlist, visitorWishlists } from '../wishlist-state';
import type { FragmentOptions } from './fragment-options';

// What every part of the wishlist page needs, worked out once per render the way the shortcode
// YITH_WCWL_Shortcode::wishlist() does: which list (the one asked for, or the visitor's default),
// whether the visitor may see and change it, the page of items and the other lists to move to.

export interface WishlistViewRequest {
  /** Id or token; '' or absent for the visitor's default list. */
  readonly wishlistId?: string;
  readonly currentPage?: number;
  /** The mobile template (§2.10: below 768 px); see docs/decisions.md. */
  readonly isMobile?: boolean;
  /** The shortcode's attributes when a call gives them (reload_wishlist_and_adding_elem); the settings otherwise. */
  readonly pagination?: 'yes' | 'no';
  readonly perPage?: number;
  /** The move control for this render; the shop's setting otherwise (the demo's `?move=popup`). */
  readonly moveType?: 'select' | 'popup';
  /** The shortcode's `layout`: '' the table, 'images' the premium images grid (research §2.8). */
  readonly layout?: WishlistLayout;
}

export type WishlistLayout = '' | 'images';

export interface WishlistRow {
  readonly item: WishlistItem;
  readonly product: Product;
}

export interface WishlistView {
  readonly shop: FakeShop;
  /** The list shown: undefined when there is none, or the visitor may not see it. */
  readonly wishlist: Wishlist | undefined;
  readonly title: string;
  readonly isOwner: boolean;
  readonly rows: readonly WishlistRow[];
  /** Items in the whole list. */
  readonly count: number;
  readonly pagination: 'yes' | 'no';
  readonly perPage: number;
  readonly currentPage: number;
  readonly pages: number;
  /** The owner's other lists: the move targets. */
  readonly otherLists: readonly Wishlist[];
  readonly isMobile: boolean;
  readonly layout: WishlistLayout;
  /** The table's move control: a select, or a link to the move popup. */
  readonly moveType: 'select' | 'popup';
  readonly links: WishlistLinks;
}

function pageOf(count: number, perPage: number, pagination: 'yes' | 'no', requested: number): { page: number; pages: number } {
  if (pagination !== 'yes' || count <= 1 || perPage <= 0) return { page: 1, pages: 1 };
  const pages = Math.ceil(count / perPage);
  return { page: Math.min(Math.max(1, requested), pages), pages };
}

export function wishlistView(shop: FakeShop, sessionId: string, request: WishlistViewRequest = {}): WishlistView {
  const settings = shop.settings;
  const asked = request.wishlistId ? findWishlist(shop, request.wishlistId) : defaultWishlist(shop, sessionId);
  const wishlist = asked && canViewWishlist(asked, sessionId) ? asked : undefined;
  const isOwner = wishlist ? isWishlistOwner(wishlist, sessionId) : true;
  const pagination = request.pagination ?? settings.wishlist.pagination;
  const perPage = request.perPage ?? settings.wishlist.perPage;
  const all = (wishlist?.items ?? [])
    .map((item) => ({ item, product: findProduct(shop.catalogue, item.productId) }))
    .filter((row): row is WishlistRow => row.product !== undefined);
  const { page, pages } = pageOf(all.length, perPage, pagination, request.currentPage ?? 1);
  const rows = pages > 1 ? all.slice((page - 1) * perPage, page * perPage) : all;
  return {
    shop,
    wishlist,
    title: wishlist ? wishlistTitle(settings, wishlist) : settings.wishlist.defaultTitle,
    isOwner,
    rows,
    count: all.length,
    pagination,
    perPage,
    currentPage: page,
    pages,
    otherLists: wishlist && isOwner ? visitorWishlists(shop, sessionId).filter((w) => w.id !== wishlist.id) : [],
    isMobile: request.isMobile ?? false,
    layout: request.layout ?? '',
    moveType: request.moveType ?? settings.wishlist.moveType,
    links: wishlistLinks(settings),
  };
}

/**
 * The form's `data-fragment-options`: the shortcode's attributes and view parameters that are
 * scalars (docs/research/yith-wishlist.md §3.3), with `item: 'wishlist'` so a reload renders the
 * same list again.
 */
export function wishlistFragmentOptions(view: WishlistView): FragmentOptions {
  const { wishlist, isOwner, shop } = view;
  return {
    per_page: view.perPage,
    current_page: view.currentPage,
    pagination: view.pagination,
    wishlist_id: wishlist ? wishlist.id : '',
    no_interactions: false,
    layout: view.layout,
    is_default: wishlist ? wishlist.isDefault : true,
    is_custom_list: isOwner,
    wishlist_token: wishlist ? wishlist.token : '',
    is_private: wishlist?.privacy === 2,
    count: view.count,
    page_title: view.title,
    is_user_logged_in: false,
    is_user_owner: isOwner,
    can_user_edit_title: Boolean(wishlist) && isOwner,
    show_price: true,
    show_dateadded: true,
    show_stock_status: true,
    show_add_to_cart: true,
    show_remove_product: isOwner,
    show_quantity: true,
    show_cb: isOwner,
    show_update: isOwner,
    add_to_cart_text: CART_LABELS.addToCart,
    price_excl_tax: false,
    enable_drag_n_drop: shop.settings.wishlist.dragAndDrop && isOwner,
    move_to_another_wishlist: isOwner,
    move_to_another_wishlist_type: view.moveType,
    template_part: 'view',
    form_action: wishlist ? view.links.view(wishlist) : view.links.page,
    ajax_loading: false,
    item: 'wishlist',
  };
}
