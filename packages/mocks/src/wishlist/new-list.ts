import { intval, phpStrlen, sanitizeTextField } from '../endpoints/php-values';
import type { FakeShop } from '../shop';
import { WISHLIST_LABELS as L } from './labels';
import type { Wishlist, WishlistPrivacy } from './types';
import { createWishlistRecord, snapshotWishlist } from './wishlist-state';

// YITH_WCWL_Premium::add_wishlist(): the 'new' target of an add or a move. The name is required
// and under 65535 bytes; a visibility other than 0, 1 or 2 becomes 0 (public).

export interface NamedWishlistRequest {
  readonly sessionId: string;
  readonly name: string | undefined;
  readonly visibility: string | undefined;
  readonly now: number;
}

export type NamedWishlistOutcome = { readonly wishlist: Wishlist } | { readonly error: string };

export function createNamedWishlist(shop: FakeShop, request: NamedWishlistRequest): NamedWishlistOutcome {
  const name = request.name ?? '';
  if (name === '') return { error: L.nameRequired };
  if (phpStrlen(name) >= 65535) return { error: L.nameTooLong };
  const visibility = intval(request.visibility);
  const privacy: WishlistPrivacy = visibility === 1 || visibility === 2 ? visibility : 0;
  const record = createWishlistRecord(shop, {
    sessionId: request.sessionId,
    name: sanitizeTextField(name),
    privacy,
    isDefault: false,
    now: request.now,
  });
  return { wishlist: snapshotWishlist(record) };
}
