import type { EndpointDefinition } from '../../router/registry';
import { addToWishlist } from './add-to-wishlist';
import { askAnEstimate } from './ask-an-estimate';
import { deleteItem } from './delete-item';
import { loadFragments } from './load-fragments';
import { loadMobile } from './load-mobile';
import { moveToAnotherWishlist } from './move-to-another-wishlist';
import { reloadWishlistAndAddingElem } from './reload-wishlist-and-adding-elem';
import { removeFromAllWishlists } from './remove-from-all-wishlists';
import { removeFromWishlist } from './remove-from-wishlist';
import { savePrivacy } from './save-privacy';
import { saveTitle } from './save-title';
import { sortWishlistItemsEndpoint } from './sort-wishlist-items';
import { updateItemQuantity } from './update-item-quantity';

// The 13 admin-ajax actions of §7 Wishlist (YITH WooCommerce Wishlist free, extended and premium
// handlers), each registered for guests too (`wp_ajax_nopriv_`), as the plugin does.
export const wishlistEndpoints: readonly EndpointDefinition[] = [
  addToWishlist,
  removeFromWishlist,
  sortWishlistItemsEndpoint,
  updateItemQuantity,
  moveToAnotherWishlist,
  saveTitle,
  savePrivacy,
  removeFromAllWishlists,
  deleteItem,
  askAnEstimate,
  reloadWishlistAndAddingElem,
  loadFragments,
  loadMobile,
];
