import { intval, sanitizeTextField } from '../../endpoints/php-values';
import { defineAjaxAction } from '../../router/registry';
import { setWishlistItemQuantity } from '../item-changes';
import { verifyWishlistNonce } from '../nonces';
import { bodyField } from './post-fields';
import { emptyReply, requestSessionId } from './wishlist-reply';

// §7 Wishlist: update_item_quantity (extended update_quantity(), $_POST). `product_id` is the
// row's product id; a missing quantity means 1. The answer is always an empty 200 (die()), the
// refusals included: the widget learns nothing from it, as §7 says ("not shown").

export const updateItemQuantity = defineAjaxAction('update_item_quantity', (request, shop) => {
  if (!verifyWishlistNonce(shop, 'update_item_quantity', bodyField(request, 'nonce'))) return emptyReply();
  const token = sanitizeTextField(bodyField(request, 'wishlist_token'));
  const rawQuantity = bodyField(request, 'quantity');
  const quantity = rawQuantity === undefined ? 1 : intval(rawQuantity);
  setWishlistItemQuantity(shop, requestSessionId(request), token, intval(bodyField(request, 'product_id')), quantity);
  return emptyReply();
});
