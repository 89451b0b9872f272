import { intval, sanitizeTextField } from '../../endpoints/php-values';
import { defineAjaxAction } from '../../router/registry';
import { sortWishlistItems } from '../item-changes';
import { verifyWishlistNonce } from '../nonces';
import { bodyEntries, bodyField } from './post-fields';
import { emptyReply, requestSessionId } from './wishlist-reply';

// §7 Wishlist: sort_wishlist_items (premium sort_items(), $_POST): `positions[]` are the rows'
// product ids in their new order on page `page` of `per_page` items. Always an empty 200 (die()).
// The plugin reads per_page from `page`; the fake uses per_page (docs/decisions.md).

const POSITION = /^positions\[\d*\]$/;

export const sortWishlistItemsEndpoint = defineAjaxAction('sort_wishlist_items', (request, shop) => {
  if (!verifyWishlistNonce(shop, 'sort_wishlist_items', bodyField(request, 'nonce'))) return emptyReply();
  const positions = bodyEntries(request)
    .filter(([name]) => POSITION.test(name))
    .map(([, value]) => intval(value));
  const rawPage = bodyField(request, 'page');
  const page = rawPage === undefined ? 1 : intval(rawPage);
  const perPage = intval(bodyField(request, 'per_page'));
  const token = sanitizeTextField(bodyField(request, 'wishlist_token'));
  sortWishlistItems(shop, requestSessionId(request), token, positions, Math.max(0, (page - 1) * perPage));
  return emptyReply();
});
