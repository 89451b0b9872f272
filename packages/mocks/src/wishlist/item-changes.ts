import { intval } from '../endpoints/php-values';
import type { FakeShop } from '../shop';
import { WISHLIST_LABELS as L } from './labels';
import { isWishlistOwner } from './permissions';
import { defaultWishlist, findWishlist, findWishlistItem, wishlistRecord, wishlistRecords } from './wishlist-state';

// The item changes of §7 Wishlist. Each checks ownership the way its handler does
// (current_user_can(): only the owner changes a list) and reports what happened; the endpoint
// turns that into the plugin's reply.

/**
 * YITH_WCWL_Wishlists::remove_item(): the product (not an item id) from the list with numeric id
 * `wishlistId`, or from the default list when it is 0. Removing a product the list does not hold
 * is no error.
 */
export function removeWishlistProduct(
  shop: FakeShop,
  sessionId: string,
  rawProductId: string | undefined,
  rawWishlistId: string | undefined,
): { ok: boolean; message: string } {
  const refused = { ok: false, message: L.removeError };
  const productId = intval(rawProductId);
  if (productId === 0) return refused;
  const wishlistId = intval(rawWishlistId);
  const wishlist = wishlistId > 0 ? findWishlist(shop, wishlistId) : defaultWishlist(shop, sessionId);
  if (!wishlist || !isWishlistOwner(wishlist, sessionId)) return refused;
  const record = wishlistRecord(shop, wishlist.id);
  if (record) record.items = record.items.filter((item) => item.productId !== productId);
  return { ok: true, message: L.productRemoved };
}

export type DeleteItemOutcome = 'deleted' | 'missing' | 'forbidden';

/** delete_item: by the shop-wide item id (`data-item-id`). */
export function deleteWishlistItem(shop: FakeShop, sessionId: string, itemId: number): DeleteItemOutcome {
  const found = itemId > 0 ? findWishlistItem(shop, itemId) : undefined;
  if (!found) return 'missing';
  if (!isWishlistOwner(found.wishlist, sessionId)) return 'forbidden';
  const record = wishlistRecord(shop, found.wishlist.id);
  if (record) record.items = record.items.filter((item) => item.id !== itemId);
  return 'deleted';
}

/**
 * update_item_quantity: the product's quantity in the list with `token`, stored as intval() gives
 * it (the plugin does not clamp either). False when nothing changed.
 */
export function setWishlistItemQuantity(
  shop: FakeShop,
  sessionId: string,
  token: string,
  productId: number,
  quantity: number,
): boolean {
  const wishlist = findWishlist(shop, token);
  if (!wishlist || productId === 0 || !isWishlistOwner(wishlist, sessionId)) return false;
  const item = wishlistRecord(shop, wishlist.id)?.items.find((i) => i.productId === productId);
  if (!item) return false;
  item.quantity = quantity;
  return true;
}

/**
 * sort_wishlist_items (premium sort_items()): every item first takes its current index, then each
 * product named in `positions` takes its index there plus the page's offset. Items of other pages
 * keep their places; ties fall back to newest first. False when nothing changed.
 */
export function sortWishlistItems(
  shop: FakeShop,
  sessionId: string,
  token: string,
  positions: readonly number[],
  offset: number,
): boolean {
  const wishlist = findWishlist(shop, token);
  if (!wishlist || positions.length === 0 || !isWishlistOwner(wishlist, sessionId)) return false;
  const record = wishlistRecord(shop, wishlist.id);
  if (!record || record.items.length === 0) return false;
  const byId = new Map(record.items.map((item) => [item.id, item]));
  wishlist.items.forEach((snapshot, index) => {
    const item = byId.get(snapshot.id);
    if (!item) return;
    const wanted = positions.indexOf(item.productId);
    item.position = wanted === -1 ? index : wanted + offset;
  });
  return true;
}

/**
 * remove_from_all_wishlists: the product from every list of the visitor, or from the one whose id
 * is `wishlistId`. Only the visitor's own lists are touched.
 */
export function removeProductFromAllWishlists(shop: FakeShop, sessionId: string, productId: number, wishlistId: string): void {
  for (const record of wishlistRecords(shop)) {
    if (record.sessionId !== sessionId) continue;
    if (wishlistId !== '' && String(record.id) !== wishlistId && record.token !== wishlistId) continue;
    record.items = record.items.filter((item) => item.productId !== productId);
  }
}
