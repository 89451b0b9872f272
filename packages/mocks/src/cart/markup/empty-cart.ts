import { escapeXml as esc } from '../../markup/escape';
import { CART_LABELS as L } from '../labels';
import type { CartView } from './cart-view';

// cart/cart-empty.php: what the cart page (and our checkout, which has no form then) shows for an
// empty cart. role=status so the message is announced when a removal empties the cart in place.
export function emptyCartMarkup(view: CartView): string {
  return `<p class="cart-empty woocommerce-info" role="status">${L.cartEmpty}</p>
<p class="return-to-shop"><a class="button wc-backward" href="${esc(view.links.shop)}">${L.returnToShop}</a></p>`;
}
