import { defineAjaxAction } from '../../router/registry';
import { renameWishlist } from '../list-changes';
import { verifyWishlistNonce } from '../nonces';
import { bodyField } from './post-fields';
import { requestFragments } from './read-fragments';
import { fragmentsFor, requestSessionId, wishlistJson } from './wishlist-reply';

// §7 Wishlist: save_title (free AJ). `wishlist_id` (id or token) and `title` from $_POST.
// `{ result: true, fragments }`, or `{ result: false }` alone, which marks the field invalid (§5).

export const saveTitle = defineAjaxAction('save_title', (request, shop) => {
  if (!verifyWishlistNonce(shop, 'save_title', request.params.nonce)) return wishlistJson({ result: false });
  const renamed = renameWishlist(shop, requestSessionId(request), bodyField(request, 'wishlist_id') ?? '', bodyField(request, 'title'));
  if (!renamed) return wishlistJson({ result: false });
  return wishlistJson({ result: true, fragments: fragmentsFor(shop, request, requestFragments(request, 'request')) });
});
