import { addCartNotice } from '../../cart/notices';
import { intval, sanitizeTextField } from '../../endpoints/php-values';
import { defineAjaxAction } from '../../router/registry';
import { wpDie } from '../../router/responses';
import { addWishlistItem } from '../add-item';
import { wishlistShortcodeMarkup } from '../markup/wishlist-shortcode';
import { verifyWishlistNonce } from '../nonces';
import { isMobileUserAgent } from '../user-agent';
import { requestSessionId, wishlistJson } from './wishlist-reply';

// §7 Wishlist: reload_wishlist_and_adding_elem (free AJ), sent by the frequently-bought slider's
// button: adds the product to the list with id `wishlist_id`, queues the outcome as a WooCommerce
// notice, and answers HTML: a `<div>` around the whole wishlist shortcode for `wishlist_token`,
// from which the script takes the form and the slider. A refused nonce is JSON `{ result: false }`.
// An 'exists' notice is queued with that type, which wc_print_notices() never prints, so it is
// not queued here at all.

export const reloadWishlistAndAddingElem = defineAjaxAction('reload_wishlist_and_adding_elem', (request, shop) => {
  const params = request.params;
  if (!verifyWishlistNonce(shop, 'reload_wishlist_and_adding_elem', params.nonce)) return wishlistJson({ result: false });
  const sessionId = requestSessionId(request);
  const outcome = addWishlistItem(shop, {
    sessionId,
    productId: params.add_to_wishlist,
    wishlistId: params.wishlist_id,
    quantity: params.quantity,
    now: Date.now(),
  });
  if (outcome.result !== 'exists') {
    addCartNotice(shop, sessionId, { type: outcome.result === 'true' ? 'success' : 'error', text: outcome.message });
  }
  const pagination = params.pagination;
  const perPage = params.per_page === undefined ? undefined : intval(params.per_page);
  const shortcode = wishlistShortcodeMarkup(shop, sessionId, {
    wishlistId: sanitizeTextField(params.wishlist_token),
    isMobile: isMobileUserAgent(request.headers.get('user-agent')),
    ...(pagination === 'yes' || pagination === 'no' ? { pagination } : {}),
    ...(perPage !== undefined && perPage > 0 ? { perPage } : {}),
  });
  return wpDie(`<div>${shortcode}</div>`, 200);
});
