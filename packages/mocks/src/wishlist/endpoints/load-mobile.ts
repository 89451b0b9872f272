import { defineAjaxAction } from '../../router/registry';
import { verifyWishlistNonce } from '../nonces';
import { requestFragments } from './read-fragments';
import { fragmentsFor, wishlistJson } from './wishlist-reply';

// §7 Wishlist: load_mobile (free AJ): the fragments of $_POST rendered with the template their
// `is_mobile` asks for ('yes': the mobile list, 'no': the table). `{ fragments }`, empty for a
// refused nonce.

export const loadMobile = defineAjaxAction('load_mobile', (request, shop) => {
  if (!verifyWishlistNonce(shop, 'load_mobile', request.params.nonce)) return wishlistJson({ fragments: [] });
  return wishlistJson({ fragments: fragmentsFor(shop, request, requestFragments(request, 'post')) });
});
