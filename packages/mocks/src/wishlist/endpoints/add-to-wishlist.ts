import { intval } from '../../endpoints/php-values';
import { defineAjaxAction } from '../../router/registry';
import { addWishlistItem } from '../add-item';
import type { FragmentsParam } from '../fragments';
import { wishlistLinks } from '../links';
import { verifyWishlistNonce } from '../nonces';
import { userWishlists } from '../user-wishlists';
import { requestFragments } from './read-fragments';
import { fragmentsFor, requestSessionId, wishlistJson } from './wishlist-reply';

// §7 Wishlist: add_to_wishlist (free AJ add_to_wishlist). A refused nonce is `{ result: false }`
// alone; otherwise `{ prod_id, result, message, fragments, user_wishlists, wishlist_url }` with
// result 'true', 'exists' or 'error'. After 'true' or 'exists', the fragments of the product get
// `wishlist_url` and `added_to_wishlist` before they are rendered, so the block shows "added".

/**
 * The plugin tests `strpos( $key, 'add-to-wishlist-' . $product_id )`, which is truthy only past
 * position 0 and also matches a longer id (12 in 123); the same test here answers the same.
 */
function markAdded(fragments: FragmentsParam, productId: number, wishlistUrl: string, added: boolean): FragmentsParam {
  const marked: Record<string, Readonly<Record<string, unknown>>> = {};
  for (const [key, options] of Object.entries(fragments)) {
    marked[key] = key.indexOf(`add-to-wishlist-${productId}`) > 0 ? { ...options, wishlist_url: wishlistUrl, added_to_wishlist: added } : options;
  }
  return marked;
}

export const addToWishlist = defineAjaxAction('add_to_wishlist', (request, shop) => {
  const params = request.params;
  if (!verifyWishlistNonce(shop, 'add_to_wishlist', params.nonce)) return wishlistJson({ result: false });
  const sessionId = requestSessionId(request);
  const outcome = addWishlistItem(shop, {
    sessionId,
    productId: params.add_to_wishlist,
    wishlistId: params.wishlist_id,
    quantity: params.quantity,
    wishlistName: params.wishlist_name,
    wishlistVisibility: params.wishlist_visibility,
    now: Date.now(),
  });
  const productId = params.add_to_wishlist === undefined ? false : intval(params.add_to_wishlist);
  const links = wishlistLinks(shop.settings);
  const wishlistUrl = outcome.wishlist ? links.view(outcome.wishlist) : links.page;
  let fragments = requestFragments(request, 'request');
  if (fragments && productId && outcome.result !== 'error') {
    fragments = markAdded(fragments, productId, wishlistUrl, outcome.result === 'true');
  }
  return wishlistJson({
    prod_id: productId,
    result: outcome.result,
    message: outcome.message,
    fragments: fragmentsFor(shop, request, fragments),
    user_wishlists: userWishlists(shop, sessionId, productId || undefined),
    wishlist_url: wishlistUrl,
  });
});
