import { removeLine } from '../cart/line-quantity';
import { defineWcAjax } from '../router/registry';
import { cartJson, fragmentsReply, postField, requestSessionId } from './cart-reply';

// §7 Cart: POST /?wc-ajax=remove_from_cart (WC_AJAX::remove_from_cart). An unknown or missing key
// is wp_send_json_error(), i.e. `{ success: false }`; the widget then follows the remove link (§8).
export const removeFromCart = defineWcAjax('remove_from_cart', (request, shop) => {
  const sessionId = requestSessionId(request);
  const key = postField(request, 'cart_item_key') ?? '';
  if (key === '' || !removeLine(shop, sessionId, key)) return cartJson(shop, sessionId, { success: false });
  return fragmentsReply(shop, request);
});
