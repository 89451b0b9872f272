import { defineAjaxAction } from '../../router/registry';
import { setWishlistPrivacy } from '../list-changes';
import { verifyWishlistNonce } from '../nonces';
import { bodyField } from './post-fields';
import { requestFragments } from './read-fragments';
import { fragmentsFor, requestSessionId, wishlistJson } from './wishlist-reply';

// §7 Wishlist: save_privacy (premium handler; every field, the nonce too, from $_POST). Privacy is
// 0 public, 1 shared, 2 private. `{ result: true, fragments }` or `{ result: false }`.

export const savePrivacy = defineAjaxAction('save_privacy', (request, shop) => {
  if (!verifyWishlistNonce(shop, 'save_privacy', bodyField(request, 'nonce'))) return wishlistJson({ result: false });
  const saved = setWishlistPrivacy(shop, requestSessionId(request), bodyField(request, 'wishlist_id') ?? '', bodyField(request, 'privacy'));
  if (!saved) return wishlistJson({ result: false });
  return wishlistJson({ result: true, fragments: fragmentsFor(shop, request, requestFragments(request, 'request')) });
});
