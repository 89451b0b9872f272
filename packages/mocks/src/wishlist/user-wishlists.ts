import type { FakeShop } from '../shop';
import { wishlistLinks } from './links';
import type { Wishlist } from './types';
import { wishlistTitle } from './wishlist-name';
import { visitorWishlists } from './wishlist-state';

// `user_wishlists` of the add and move replies (§3 Wishlist): every list of the visitor, default
// ones included (the script leaves those out of the hover dropdown), with an add URL for the
// product of the reply, or '' when there is none. The add reply builds each URL on that list's
// page; the move reply builds them all on the origin list's page (`on`), as the plugin does.

export interface UserWishlistReply {
  /** PHP int: a JSON number. */
  readonly id: number;
  readonly wishlist_name: string;
  /** PHP bool: a JSON boolean. */
  readonly default: boolean;
  readonly add_to_this_wishlist_url: string;
}

export function userWishlists(
  shop: FakeShop,
  sessionId: string,
  productId: number | undefined,
  on?: Pick<Wishlist, 'token'>,
): UserWishlistReply[] {
  const links = wishlistLinks(shop.settings);
  return visitorWishlists(shop, sessionId).map((wishlist) => ({
    id: wishlist.id,
    wishlist_name: wishlistTitle(shop.settings, wishlist),
    default: wishlist.isDefault,
    add_to_this_wishlist_url: productId ? links.addToThisWishlist(productId, wishlist, on ?? wishlist) : '',
  }));
}
