import { escapeXml as esc } from '../../markup/escape';
import type { FakeShop } from '../../shop';
import { CART_LABELS as L } from '../labels';
import { cartView, type CartView } from './cart-view';

// checkout/review-order.php: the order summary inside #order_review. update_order_review answers
// it as the `.woocommerce-checkout-review-order-table` fragment, so it is one element.

export function orderReviewTable(view: CartView): string {
  const rows = view.items.map(
    (item) =>
      `<tr class="cart_item"><td class="product-name">${esc(item.product.name)}&nbsp;<strong class="product-quantity">&times;&nbsp;${item.quantity}</strong></td><td class="product-total">${view.price(item.lineSubtotal)}</td></tr>`,
  );
  const total = view.price(view.totals.subtotal);
  return `<table class="shop_table woocommerce-checkout-review-order-table">
  <thead><tr><th class="product-name">${L.product}</th><th class="product-total">${L.subtotal}</th></tr></thead>
  <tbody>${rows.join('')}</tbody>
  <tfoot>
    <tr class="cart-subtotal"><th>${L.subtotal}</th><td>${total}</td></tr>
    <tr class="order-total"><th>${L.total}</th><td><strong>${total}</strong></td></tr>
  </tfoot>
</table>`;
}

export function orderReviewTableMarkup(shop: FakeShop, sessionId: string): string {
  return orderReviewTable(cartView(shop, sessionId));
}
