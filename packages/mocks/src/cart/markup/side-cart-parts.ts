import { escapeXml as esc } from '../../markup/escape';
import { CART_LABELS as L } from '../labels';
import type { CartNotice } from '../notices';
import type { CartView } from './cart-view';
import { sideCartLineMarkup } from './side-cart-line';

// The five side cart regions that are also fragments: each function prints the whole element
// (not just its inside), because a fragment replaces the element its selector finds.

/** The badge on the cart icon; the inner div only while there is something to count. */
export function sideCartCount(view: CartView): string {
  const count = view.totals.itemCount;
  return `<div class="taiowc-cart-count">${count > 0 ? `<div class="cart-count-item">${count}</div>` : ''}</div>`;
}

export function sideCartTotal(view: CartView): string {
  return `<div class="taiowc-cart-total-wrap"><div class="taiowc-total"><span>${view.price(view.totals.subtotal)}</span></div></div>`;
}

/** The drawer's notice area; after a quantity update it holds the plugin's success notice. */
export function sideCartNotices(notice?: CartNotice): string {
  const item = notice ? `<li class="taiowc-notice-${notice.type}">${esc(notice.text)}</li>` : '';
  return `<div class="taiowc-notice-container" data-section="cart"><ul class="taiowc-notices">${item}</ul></div>`;
}

export function sideCartBody(view: CartView): string {
  const inside =
    view.items.length === 0
      ? `<p class="woocommerce-mini-cart__empty-message">${L.emptyMiniCart}</p><a class="woocommerce-back-to-shop" href="${esc(view.links.shop)}">${L.backToShop}</a>`
      : view.items.map((item) => sideCartLineMarkup(view, item)).join('\n');
  return `<div class="taiowc-cart-model-body">${inside}</div>`;
}

/** Subtotal and the cart / checkout buttons; nothing at all while the cart is empty. */
export function sideCartFooter(view: CartView, viewCartLabel: string): string {
  if (view.items.length === 0) return '<div class="taiowc-cart-model-footer"></div>';
  return `<div class="taiowc-cart-model-footer">
  <div class="cart-total"><span class="taiowc-payment-title">${L.subtotal}</span><div class="taiowc-total-price">${view.price(view.totals.subtotal)}</div></div>
  <div class="cart-button"><p class="buttons normal"><a href="${esc(view.links.cart)}" class="button wc-forward">${esc(viewCartLabel)}</a><a href="${esc(view.links.checkout)}" class="button checkout wc-forward">${L.checkout}</a></p></div>
</div>`;
}
