import { escapeXml as esc } from '../../markup/escape';
import type { FakeShop } from '../../shop';
import { BILLING_FIELDS, CART_LABELS as L } from '../labels';
import { cartView } from './cart-view';
import { emptyCartMarkup } from './empty-cart';
import { orderReviewTable } from './order-review';
import { pageNoticesMarkup, type CartPageOptions } from './page-notices';

// The main content of /checkout/ (checkout/form-checkout.php), reduced to what the cart widget
// touches: a form.checkout with a few billing fields, and #order_review whose table the
// update_order_review reply replaces (§2.7). An empty cart has no form, so after the last line is
// removed on checkout the widget reloads the page (§2.7) and lands here. WooCommerce's order
// attribution stamps `<wc-order-attribution-inputs>` once, on the first checkout hook that runs
// (woocommerce_checkout_billing, after the billing form, inside .col-1; issue 17).

function billingField(field: (typeof BILLING_FIELDS)[number]): string {
  return `<p class="form-row ${field.width} validate-required" id="${field.name}_field"><label for="${field.name}">${field.label}&nbsp;<abbr class="required" title="${L.required}">*</abbr></label><span class="woocommerce-input-wrapper"><input type="${field.type}" class="input-text" name="${field.name}" id="${field.name}" autocomplete="${field.autocomplete}" required aria-required="true" value=""></span></p>`;
}

export function checkoutPageContent(shop: FakeShop, sessionId: string, options: CartPageOptions = {}): string {
  const view = cartView(shop, sessionId);
  const notices = pageNoticesMarkup(options.notices);
  if (view.items.length === 0) return `<div class="woocommerce">${notices}\n${emptyCartMarkup(view)}\n</div>`;
  return `<div class="woocommerce">${notices}
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="${esc(view.links.checkout)}" enctype="multipart/form-data" novalidate>
  <div class="col2-set" id="customer_details"><div class="col-1"><div class="woocommerce-billing-fields">
    <h3>${L.billingDetails}</h3>
    <div class="woocommerce-billing-fields__field-wrapper">
      ${BILLING_FIELDS.map(billingField).join('\n      ')}
    </div>
  </div>
  <wc-order-attribution-inputs></wc-order-attribution-inputs></div></div>
  <h3 id="order_review_heading">${L.yourOrder}</h3>
  <div id="order_review" class="woocommerce-checkout-review-order">
    ${orderReviewTable(view)}
    <div id="payment" class="woocommerce-checkout-payment">
      <ul class="wc_payment_methods payment_methods methods"><li class="wc_payment_method payment_method_bacs"><input id="payment_method_bacs" type="radio" class="input-radio" name="payment_method" value="bacs" checked><label for="payment_method_bacs">${L.bankTransfer}</label></li></ul>
      <div class="form-row place-order"><button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="${L.placeOrder}">${L.placeOrder}</button></div>
    </div>
  </div>
</form>
</div>`;
}
