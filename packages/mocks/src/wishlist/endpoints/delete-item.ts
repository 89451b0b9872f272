import { intval } from '../../endpoints/php-values';
import { defineAjaxAction } from '../../router/registry';
import { deleteWishlistItem } from '../item-changes';
import { WISHLIST_LABELS as L } from '../labels';
import { verifyWishlistNonce } from '../nonces';
import { bodyField } from './post-fields';
import { requestFragments } from './read-fragments';
import { fragmentsFor, requestSessionId, wishlistJson } from './wishlist-reply';

// §7 Wishlist: delete_item (free AJ): by the shop-wide item id (`data-item-id`), read from $_POST.
// `{ result: true, message, fragments }`; `{ result: false }` for a refused nonce or an unknown
// item; `{ fragments: [] }` when the item is in someone else's list.

export const deleteItem = defineAjaxAction('delete_item', (request, shop) => {
  if (!verifyWishlistNonce(shop, 'delete_item', request.params.nonce)) return wishlistJson({ result: false });
  const outcome = deleteWishlistItem(shop, requestSessionId(request), intval(bodyField(request, 'item_id')));
  if (outcome === 'missing') return wishlistJson({ result: false });
  if (outcome === 'forbidden') return wishlistJson({ fragments: [] });
  return wishlistJson({
    result: true,
    message: L.productRemoved,
    fragments: fragmentsFor(shop, request, requestFragments(request, 'request')),
  });
});
