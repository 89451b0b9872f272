import { CART_LABELS } from '../cart/labels';
import { cartView } from '../cart/markup/cart-view';
import { orderReviewTable } from '../cart/markup/order-review';
import { escapeXml as esc } from '../markup/escape';
import { defineWcAjax } from '../router/registry';
import { checkAjaxReferer } from './check-ajax-referer';
import { cartJson, requestSessionId } from './cart-reply';

// POST /?wc-ajax=update_order_review (WC_AJAX::update_order_review), which WooCommerce's checkout
// script sends on `update_checkout` after a cart change on checkout (§2.7). Its nonce is checked
// like check_ajax_referer( 'update-order-review', 'security' ). The reply's fragments replace the
// review table; `messages` and `reload` are what the real reply also carries, and what
// checkout.js reads. With the cart emptied meanwhile, WooCommerce answers its "session has
// expired" notice in place of the form instead.
export const updateOrderReview = defineWcAjax('update_order_review', (request, shop) => {
  const refused = checkAjaxReferer(request, shop, 'update_order_review_nonce', 'security');
  if (refused) return refused;
  const sessionId = requestSessionId(request);
  const view = cartView(shop, sessionId);
  if (view.items.length === 0) {
    const expired = `<div class="woocommerce-error">${CART_LABELS.sessionExpired} <a href="${esc(view.links.shop)}" class="wc-backward">${CART_LABELS.returnToShop}</a></div>`;
    return cartJson(shop, sessionId, { fragments: { 'form.woocommerce-checkout': expired } });
  }
  return cartJson(shop, sessionId, {
    result: 'success',
    messages: '',
    reload: false,
    fragments: { '.woocommerce-checkout-review-order-table': orderReviewTable(view) },
  });
});
