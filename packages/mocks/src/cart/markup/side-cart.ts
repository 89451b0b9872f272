import { escapeXml as esc } from '../../markup/escape';
import type { FakeShop } from '../../shop';
import { CART_LABELS as L } from '../labels';
import { cartView } from './cart-view';
import { CART_ICON, HEADING_ICON } from './icons';
import { sideCartBody, sideCartCount, sideCartFooter, sideCartNotices, sideCartTotal } from './side-cart-parts';

/**
 * The whole side cart as a theme prints it once in the header (docs/cart-markup.md): the cart icon
 * link, and the closed drawer. The regions that are fragments come from the same functions as
 * cartFragments(), so a refresh replaces them with identical markup.
 */
export function sideCartMarkup(shop: FakeShop, sessionId: string): string {
  const view = cartView(shop, sessionId);
  return `<div id="1" class="taiowc-wrap taiowc-slide-right">
  <a class="taiowc-content" href="${esc(view.links.cart)}">
    <h4>${L.cartTitle}</h4>
    ${sideCartCount(view)}
    <div class="taiowc-cart-item"><div class="taiowc-icon">${CART_ICON}</div>
      ${sideCartTotal(view)}</div>
  </a>
  <div class="taiowc-cart-model">
    <div class="taiowc-cart-model-wrap">
      <div class="taiowc-cart-model-header"><div class="cart-heading">${HEADING_ICON}<h4>${L.cartTitle}</h4>
        <a class="taiowc-cart-close" href="#" aria-label="${L.closeCart}"></a></div></div>
      ${sideCartNotices()}
      ${sideCartBody(view)}
      ${sideCartFooter(view, shop.settings.cart.viewCartLabel)}
    </div>
  </div>
</div>`;
}
