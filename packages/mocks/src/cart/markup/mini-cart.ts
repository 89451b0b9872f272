import { escapeXml as esc } from '../../markup/escape';
import type { FakeShop } from '../../shop';
import { CART_LABELS as L } from '../labels';
import { cartView, type CartView } from './cart-view';
import { productThumbnail } from './thumbnail';

// woocommerce_mini_cart() and the WooCommerce "Cart" widget around it (docs/cart-markup.md).

/** The `div.widget_shopping_cart_content` fragment: the mini-cart list, total and buttons. */
export function miniCartContent(view: CartView, viewCartLabel: string): string {
  if (view.items.length === 0) {
    return `<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">${L.emptyMiniCart}</p></div>`;
  }
  const lines = view.items.map(({ key, product, quantity }) => {
    const productUrl = esc(view.links.product(product));
    return `<li class="woocommerce-mini-cart-item mini_cart_item">
        <a href="${esc(view.links.removeItem(key))}" class="remove remove_from_cart_button" aria-label="${esc(L.removeAria(product.name))}" data-product_id="${product.id}" data-cart_item_key="${esc(key)}" data-product_sku="${esc(product.sku)}">&times;</a>
        <a href="${productUrl}">${productThumbnail(view.links, product)}${esc(product.name)}</a>
        <span class="quantity">${quantity} &times; ${view.price(product.price)}</span></li>`;
  });
  return `<div class="widget_shopping_cart_content">
    <ul class="woocommerce-mini-cart cart_list product_list_widget">
      ${lines.join('\n      ')}</ul>
    <p class="woocommerce-mini-cart__total total"><strong>${L.subtotal}:</strong> ${view.price(view.totals.subtotal)}</p>
    <p class="woocommerce-mini-cart__buttons buttons"><a href="${esc(view.links.cart)}" class="button wc-forward">${esc(viewCartLabel)}</a>
      <a href="${esc(view.links.checkout)}" class="button checkout wc-forward">${L.checkout}</a></p>
  </div>`;
}

export interface MiniCartWidgetOptions {
  /**
   * Print the empty placeholder WooCommerce core prints (its cart-fragments script fills it on
   * load) instead of the filled content. Default false: filled, so the page works without JS.
   */
  placeholder?: boolean;
}

/** The "Cart" widget with `hide_cart_widget_if_empty` (§2.2: hidden while the cart is empty). */
export function miniCartWidgetMarkup(shop: FakeShop, sessionId: string, options: MiniCartWidgetOptions = {}): string {
  const content = options.placeholder
    ? '<div class="widget_shopping_cart_content"></div>'
    : miniCartContent(cartView(shop, sessionId), shop.settings.cart.viewCartLabel);
  return `<div class="widget woocommerce widget_shopping_cart"><h2 class="widgettitle">${L.cartTitle}</h2>
  <div class="hide_cart_widget_if_empty">${content}</div></div>`;
}
