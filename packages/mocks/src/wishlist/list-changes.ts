import { intval, phpStrlen, sanitizeTextField } from '../endpoints/php-values';
import type { FakeShop } from '../shop';
import { isWishlistOwner } from './permissions';
import { findWishlist, wishlistRecord } from './wishlist-state';

// save_title and save_privacy: each answers only whether it changed the list, which is all their
// replies say (`result`).

/**
 * save_title: `wishlistId` may be the id (manage table) or the token (`#wishlist_id`). Refused for
 * an unknown list, an empty title after sanitize_text_field(), one of 65535 bytes or more, or a
 * list of someone else.
 */
export function renameWishlist(shop: FakeShop, sessionId: string, wishlistId: string, rawTitle: string | undefined): boolean {
  const wishlist = findWishlist(shop, sanitizeTextField(wishlistId));
  const title = sanitizeTextField(rawTitle);
  if (!wishlist || title === '' || phpStrlen(title) >= 65535 || !isWishlistOwner(wishlist, sessionId)) return false;
  const record = wishlistRecord(shop, wishlist.id);
  if (!record) return false;
  record.name = title;
  return true;
}

/**
 * save_privacy: the numeric id only, and a privacy of 0, 1 or 2 after intval() (so a missing value
 * is refused and 'abc' means public, as in the plugin). Unlike the plugin, a list of someone else
 * is refused (docs/decisions.md).
 */
export function setWishlistPrivacy(shop: FakeShop, sessionId: string, wishlistId: string, rawPrivacy: string | undefined): boolean {
  const id = intval(wishlistId);
  const wishlist = id > 0 ? findWishlist(shop, id) : undefined;
  if (!wishlist || rawPrivacy === undefined || !isWishlistOwner(wishlist, sessionId)) return false;
  const privacy = intval(rawPrivacy);
  if (privacy !== 0 && privacy !== 1 && privacy !== 2) return false;
  const record = wishlistRecord(shop, wishlist.id);
  if (!record) return false;
  record.privacy = privacy;
  return true;
}
