import { CART_LABELS } from '../cart/labels';
import { setLineQuantity } from '../cart/line-quantity';
import type { CartNotice } from '../cart/notices';
import { defineWcAjax } from '../router/registry';
import { checkAjaxReferer } from './check-ajax-referer';
import { fragmentsReply, postField, requestSessionId } from './cart-reply';

// §7 Cart: POST /?wc-ajax=taiowc_update_item_quantity, the side cart's +/−/typed quantity and its
// remove (quantity 0). The nonce is checked first, like check_ajax_referer(): a stale or missing
// one answers '-1' with 403. An unknown key or a quantity that is not a number changes nothing and
// answers the unchanged fragments without a notice.
export const taiowcUpdateItemQuantity = defineWcAjax('taiowc_update_item_quantity', (request, shop) => {
  const refused = checkAjaxReferer(request, shop, 'taiowc_update_qty_nonce', 'security');
  if (refused) return refused;
  const sessionId = requestSessionId(request);
  const key = postField(request, 'cart_key') ?? '';
  // parseFloat, not Number: a missing or empty new_qty must not read as 0 and remove the line.
  const quantity = Number.parseFloat(postField(request, 'new_qty') ?? '');
  const outcome = setLineQuantity(shop, sessionId, key, quantity);
  let notice: CartNotice | undefined;
  if (outcome.status === 'updated') notice = { type: 'success', text: CART_LABELS.cartUpdated };
  if (outcome.status === 'removed') notice = { type: 'success', text: CART_LABELS.itemRemoved };
  return fragmentsReply(shop, request, notice);
});
