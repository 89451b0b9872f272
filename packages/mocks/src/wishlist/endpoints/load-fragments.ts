import { defineAjaxAction } from '../../router/registry';
import { verifyWishlistNonce } from '../nonces';
import { requestFragments } from './read-fragments';
import { fragmentsFor, wishlistJson } from './wishlist-reply';

// §7 Wishlist: load_fragments (free AJ): `{ fragments: { key: markup } }` for the fragments of
// $_POST, or `{ result: false }` for a refused nonce. Sent on load with ajax loading on and after
// a variation change.

export const loadFragments = defineAjaxAction('load_fragments', (request, shop) => {
  if (!verifyWishlistNonce(shop, 'load_fragments', request.params.nonce)) return wishlistJson({ result: false });
  return wishlistJson({ fragments: fragmentsFor(shop, request, requestFragments(request, 'post')) });
});
