import { intval, sanitizeTextField } from '../../endpoints/php-values';
import { defineAjaxAction } from '../../router/registry';
import { removeProductFromAllWishlists } from '../item-changes';
import { bodyField } from './post-fields';
import { requestFragments } from './read-fragments';
import { fragmentsFor, requestSessionId, wishlistJson } from './wishlist-reply';

// §7 Wishlist: remove_from_all_wishlists (premium, $_POST): the product from every list of the
// visitor, or from `wishlist_id` only. `{ result: true, fragments }`, or `{ result: false }`
// without a product. The plugin's nonce test is written so that it never refuses
// (`! isset( nonce ) && wp_verify_nonce( … )`), so the fake checks none either.

export const removeFromAllWishlists = defineAjaxAction('remove_from_all_wishlists', (request, shop) => {
  const productId = intval(bodyField(request, 'prod_id'));
  if (productId === 0) return wishlistJson({ result: false });
  removeProductFromAllWishlists(shop, requestSessionId(request), productId, sanitizeTextField(bodyField(request, 'wishlist_id')));
  return wishlistJson({ result: true, fragments: fragmentsFor(shop, request, requestFragments(request, 'post')) });
});
