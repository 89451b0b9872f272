import { intval } from '../endpoints/php-values';
import type { FakeShop } from '../shop';
import { createNamedWishlist } from './new-list';
import { isWishlistOwner } from './permissions';
import type { Wishlist } from './types';
import { findWishlist, snapshotWishlist, wishlistRecord } from './wishlist-state';

// move_to_another_wishlist (premium): `item_id` is the product id (the table row's data-row-id),
// not an item id. A 'new' destination creates the list from wishlist_name / wishlist_visibility
// first, even when the move then fails. When the destination already holds the product, its item
// is kept (with today's date) and the origin's item is deleted.

export interface MoveItemRequest {
  readonly sessionId: string;
  readonly originToken: string;
  readonly destinationToken: string;
  readonly productId: string;
  readonly wishlistName?: string | undefined;
  readonly wishlistVisibility?: string | undefined;
  readonly now: number;
}

export interface MoveItemOutcome {
  readonly moved: boolean;
  readonly origin?: Wishlist;
  readonly destination?: Wishlist;
  /** The product when the origin holds it (user_wishlists' add URLs name it). */
  readonly productId?: number;
}

function newDestination(shop: FakeShop, request: MoveItemRequest): Wishlist | undefined {
  const { sessionId, wishlistName: name, wishlistVisibility: visibility, now } = request;
  const created = createNamedWishlist(shop, { sessionId, name, visibility, now });
  return 'wishlist' in created ? created.wishlist : undefined;
}

export function moveWishlistItem(shop: FakeShop, request: MoveItemRequest): MoveItemOutcome {
  const productId = intval(request.productId);
  const { originToken, destinationToken, sessionId } = request;
  if (originToken === '' || destinationToken === '' || productId === 0) return { moved: false };
  const destination = destinationToken === 'new' ? newDestination(shop, request) : findWishlist(shop, destinationToken);
  const origin = findWishlist(shop, originToken);
  if (!origin || !destination || !isWishlistOwner(origin, sessionId) || !isWishlistOwner(destination, sessionId)) {
    return { moved: false, ...(origin ? { origin } : {}), ...(destination ? { destination } : {}) };
  }
  const from = wishlistRecord(shop, origin.id);
  const to = wishlistRecord(shop, destination.id);
  const item = from?.items.find((i) => i.productId === productId);
  if (!from || !to || !item) return { moved: false, origin, destination };
  const already = to.items.find((i) => i.productId === productId);
  from.items = from.items.filter((i) => i !== item);
  if (already) {
    already.dateAdded = request.now;
  } else {
    item.dateAdded = request.now;
    to.items.push(item);
  }
  return {
    moved: true,
    origin: snapshotWishlist(from),
    destination: snapshotWishlist(to),
    productId,
  };
}
