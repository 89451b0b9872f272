import { md5 } from '../cart/md5';
import type { FakeShop } from '../shop';

// The 13 admin-ajax actions of §7 Wishlist and their nonces. YITH localises one
// `wp_create_nonce( <action> )` per action in `yith_wcwl_l10n.nonce` and each handler checks its
// own with wp_verify_nonce() (docs/research/yith-wishlist.md §1.2), so a nonce for one action
// never passes another.

export const WISHLIST_ACTIONS = [
  'add_to_wishlist',
  'remove_from_wishlist',
  'reload_wishlist_and_adding_elem',
  'load_mobile',
  'delete_item',
  'save_title',
  'save_privacy',
  'load_fragments',
  'update_item_quantity',
  'move_to_another_wishlist',
  'sort_wishlist_items',
  'ask_an_estimate',
  'remove_from_all_wishlists',
] as const;

export type WishlistAction = (typeof WISHLIST_ACTIONS)[number];

/** The wishlist form's own nonce field, by its field name. */
export const EDIT_WISHLIST_NONCE_NAME = 'yith_wcwl_edit_wishlist';

/** The key of `shop.settings.nonces` that holds an action's nonce (`yith_wcwl_l10n.nonce.<action>_nonce`). */
export function wishlistNonceName(action: WishlistAction): string {
  return `yith_wcwl_${action}_nonce`;
}

/**
 * Default values, 10 hex characters like wp_create_nonce(). WordPress hashes the action into the
 * nonce; hashing the action name here gives each action its own fixed value for every guest, which
 * is what a page cache serves them too.
 */
export const DEFAULT_WISHLIST_NONCES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(WISHLIST_ACTIONS.map((action) => [wishlistNonceName(action), md5(`talat|${action}`).slice(0, 10)])),
  // wp_nonce_field( 'yith_wcwl_edit_wishlist_action', 'yith_wcwl_edit_wishlist' ) of the wishlist
  // form: its no-JS posts (bulk actions, update, title) are the page's business, not an endpoint's.
  [EDIT_WISHLIST_NONCE_NAME]: md5('talat|yith_wcwl_edit_wishlist_action').slice(0, 10),
};

/** The nonce of `action` as the shop prints it ('' when a test removed it). */
export function wishlistNonce(shop: FakeShop, action: WishlistAction): string {
  return shop.settings.nonces[wishlistNonceName(action)] ?? '';
}

/**
 * wp_verify_nonce( $_REQUEST['nonce'], <action> ). `sent` is the field as the handler reads it
 * ($_REQUEST, $_POST or the JSON body); a missing or empty nonce never passes.
 */
export function verifyWishlistNonce(shop: FakeShop, action: WishlistAction, sent: string | undefined): boolean {
  const expected = wishlistNonce(shop, action);
  return sent !== undefined && sent !== '' && sent === expected;
}

