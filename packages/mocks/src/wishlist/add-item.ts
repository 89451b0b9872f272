import { findProduct } from '../catalogue/catalogue';
import { intval } from '../endpoints/php-values';
import type { FakeShop } from '../shop';
import { WISHLIST_LABELS as L } from './labels';
import { isWishlistOwner } from './permissions';
import { createNamedWishlist } from './new-list';
import type { Wishlist } from './types';
import {
  createItemRecord,
  createWishlistRecord,
  defaultWishlist,
  findWishlist,
  snapshotWishlist,
  wishlistRecord,
} from './wishlist-state';

// YITH_WCWL_Wishlists::add_item(), shared by add_to_wishlist and reload_wishlist_and_adding_elem:
// the target is the list named by `wishlist_id` (id or token), a new list for 'new' (premium
// add_wishlist(): a name is required), or the visitor's default list, created on first use.

/** The request fields add_item() reads ($_REQUEST after get_details()). */
export interface AddItemRequest {
  readonly sessionId: string;
  readonly productId: string | undefined;
  readonly wishlistId: string | undefined;
  readonly quantity?: string | undefined;
  readonly wishlistName?: string | undefined;
  readonly wishlistVisibility?: string | undefined;
  readonly now: number;
}

/** `result` as the reply spells it; the exception codes 1 and 0 are 'exists' and 'error'. */
export type AddItemResult = 'true' | 'exists' | 'error';

export interface AddItemOutcome {
  readonly result: AddItemResult;
  /** Plain text, the message of the reply (or of the exception). */
  readonly message: string;
  /** The list the add went to (`last_operation_token`), once it was found or made. */
  readonly wishlist?: Wishlist;
}

type Target = { wishlist: Wishlist } | { error: string };

function targetList(shop: FakeShop, request: AddItemRequest): Target {
  const { sessionId, now } = request;
  const requested = request.wishlistId ?? '';
  if (requested === 'new') {
    return createNamedWishlist(shop, { sessionId, name: request.wishlistName, visibility: request.wishlistVisibility, now });
  }
  // `get_wishlist( false, 'edit' )`: empty() ids ('' and '0') mean the default list, made if missing.
  if (requested === '' || requested === '0') {
    const existing = defaultWishlist(shop, sessionId);
    if (existing) return { wishlist: existing };
    const record = createWishlistRecord(shop, { sessionId, name: '', privacy: 0, isDefault: true, now });
    return { wishlist: snapshotWishlist(record) };
  }
  const wishlist = findWishlist(shop, requested);
  if (!wishlist || !isWishlistOwner(wishlist, sessionId)) return { error: L.addError };
  return { wishlist };
}

export function addWishlistItem(shop: FakeShop, request: AddItemRequest): AddItemOutcome {
  const productId = intval(request.productId);
  if (productId <= 0) return { result: 'error', message: L.addError };
  const target = targetList(shop, request);
  if ('error' in target) return { result: 'error', message: target.error };
  const { wishlist } = target;
  if (wishlist.items.some((item) => item.productId === productId)) {
    return { result: 'exists', message: L.alreadyInWishlist, wishlist };
  }
  // The plugin stores any id but reads items joined with published products, so an item for an
  // unknown product is never seen again and the next add answers 'true' once more. Not storing it
  // answers the same.
  if (findProduct(shop.catalogue, productId)) {
    const rawQuantity = request.quantity;
    const quantity = rawQuantity === undefined || rawQuantity === '' ? 1 : intval(rawQuantity);
    wishlistRecord(shop, wishlist.id)?.items.push(createItemRecord(shop, productId, quantity, request.now));
  }
  const added = findWishlist(shop, wishlist.id) ?? wishlist;
  return { result: 'true', message: L.productAdded, wishlist: added };
}
