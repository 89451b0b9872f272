import { addCartNotice } from '../../cart/notices';
import { sanitizeTextField } from '../../endpoints/php-values';
import { defineAjaxAction } from '../../router/registry';
import { removeWishlistProduct } from '../item-changes';
import { verifyWishlistNonce } from '../nonces';
import { isWishlistOwner } from '../permissions';
import { findWishlist } from '../wishlist-state';
import { requestFragments } from './read-fragments';
import { fragmentsFor, requestSessionId, wishlistJson } from './wishlist-reply';

// §7 Wishlist: remove_from_wishlist (free AJ). `remove_from_wishlist` is the product id (the row's
// data-row-id) and `wishlist_id` the numeric id. The answer is always `{ fragments }`: empty for a
// refused nonce or someone else's list; otherwise the message (also an error's, and as a
// 'success' notice, as the plugin queues it) is a WooCommerce notice printed inside the form.

export const removeFromWishlist = defineAjaxAction('remove_from_wishlist', (request, shop) => {
  const params = request.params;
  if (!verifyWishlistNonce(shop, 'remove_from_wishlist', params.nonce)) return wishlistJson({ fragments: [] });
  const sessionId = requestSessionId(request);
  const token = sanitizeTextField(params.wishlist_token);
  const named = token === '' ? undefined : findWishlist(shop, token);
  if (named && !isWishlistOwner(named, sessionId)) return wishlistJson({ fragments: [] });
  const outcome = removeWishlistProduct(shop, sessionId, params.remove_from_wishlist, params.wishlist_id);
  addCartNotice(shop, sessionId, { type: 'success', text: outcome.message });
  return wishlistJson({ fragments: fragmentsFor(shop, request, requestFragments(request, 'request')) });
});
