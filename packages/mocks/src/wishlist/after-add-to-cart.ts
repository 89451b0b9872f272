import type { FakeShop } from '../shop';
import { removeWishlistProduct } from './item-changes';
import { isWishlistOwner } from './permissions';
import { findWishlist } from './wishlist-state';

// YITH_WCWL_Form_Handler::remove_from_wishlist_after_add_to_cart(), hooked on
// `woocommerce_add_to_cart`: when the shop removes items after an add to cart (§9: on) and the
// add came from a list (the script adds `remove_from_wishlist_after_add_to_cart` = product id and
// `wishlist_id` to add-to-cart.js's data, §4 Wishlist add to cart), the product leaves that list,
// but only when the visitor owns it (§6 Wishlist owner). Failures are silent, as in the plugin.

export function removeFromWishlistAfterAddToCart(shop: FakeShop, sessionId: string, params: Readonly<Record<string, string>>): void {
  if (!shop.settings.wishlist.removeAfterAddToCart) return;
  const productId = params.remove_from_wishlist_after_add_to_cart;
  const wishlistId = params.wishlist_id ?? '';
  if (productId === undefined || wishlistId === '') return;
  const wishlist = findWishlist(shop, wishlistId);
  if (!wishlist || !isWishlistOwner(wishlist, sessionId)) return;
  removeWishlistProduct(shop, sessionId, productId, wishlistId);
}
