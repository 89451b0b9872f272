import { defineAjaxAction } from '../../router/registry';
import { wpDie, wpJson } from '../../router/responses';
import { findOrder } from '../../account/orders';
import { orderCheckError, paymentNonce } from '../state';
import type { WpRequest } from '../../router/wp-request';
import type { FakeShop } from '../../shop';

// §7 Payment confirmation, action=wcp_check_order (research §4 ajax_check_order): the nonce in
// `security` checked (wp_die '-1' 403 when wrong), an order id absint() reads as 0 answered with
// an empty body, else {total, errors}: the total as get_total() gives it ('' for no order) and
// errors null when a payment can be confirmed, else the reason as text.

/** check_ajax_referer( $action, $field ): the plugin's nonce or wp_die( '-1', 403 ). */
export function refusedNonce(request: WpRequest, shop: FakeShop, action: 'wcp_check_order_nonce' | 'wcp_form_nonce_action', field: string): Response | undefined {
  const sent = request.params[field] ?? request.params._ajax_nonce ?? request.params._wpnonce;
  return sent === paymentNonce(shop, action) ? undefined : wpDie('-1', 403);
}

export const wcpCheckOrder = defineAjaxAction('wcp_check_order', (request, shop) => {
  const refused = refusedNonce(request, shop, 'wcp_check_order_nonce', 'security');
  if (refused) return refused;
  const orderId = request.params.order_id ?? '';
  // `if ( ! $order_id ) return;` ends the request with admin-ajax's own '0'.
  if (!(Math.trunc(Number(orderId)) > 0)) return wpDie('0', 200);
  const order = findOrder(orderId);
  const errors = orderCheckError(orderId);
  return wpJson({ total: order ? order.total.toFixed(2) : '', errors: errors === '' ? null : errors });
});
