import type { Wishlist } from './types';

// YITH_WCWL_Wishlist::current_user_can(): the owner may do anything; anyone else may only view a
// public or shared list. Every visitor here is a guest (§6), so the owner is the session that
// created the list; there is no shop manager who may do everything.

export function isWishlistOwner(wishlist: Wishlist, sessionId: string): boolean {
  return wishlist.sessionId === sessionId;
}

export function canViewWishlist(wishlist: Wishlist, sessionId: string): boolean {
  return isWishlistOwner(wishlist, sessionId) || wishlist.privacy !== 2;
}
