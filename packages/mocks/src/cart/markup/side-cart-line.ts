import { escapeXml as esc } from '../../markup/escape';
import type { CartItem } from '../contents';
import { CART_LABELS as L } from '../labels';
import type { CartView } from './cart-view';
import { REMOVE_ICON } from './icons';
import { productThumbnail } from './thumbnail';

// One line of the side cart drawer, as TH All In One Woo Cart prints it (docs/cart-markup.md).
// The widget reads data-key, min and max from here, so they must match the product's limits:
// `max=""` when there is none, as woocommerce_quantity_input() prints it.

export function sideCartLineMarkup(view: CartView, item: CartItem): string {
  const { product, key, quantity } = item;
  const k = esc(key);
  const name = esc(product.name);
  return `<div class="taiowc-woocommerce-mini-cart-item mini_cart_item">
  <div class="item-product-wrap">
    <a class="taiowc-remove-item taiowc_remove_from_cart_button" href="${esc(view.links.removeItem(key))}" role="button" aria-label="${esc(L.removeAria(product.name))}" data-product_id="${product.id}" data-key="${k}" data-product_sku="${esc(product.sku)}">${REMOVE_ICON}</a>
    <a href="${esc(view.links.product(product))}"><div class="taiowc-image-wrap">${productThumbnail(view.links, product)}</div><div class="taiowc-contnet-wrap">${name}</div></a>
  </div>
  <div class="item-product-quantity"><span class="quantity"><span class="quantity-text">${L.quantity}</span><div class="quantity-wrap">
    <button type="button" class="quantity-decrement" data-key="${k}" aria-label="${L.decrement}">−</button>
    <input type="number" id="quantity_${k}" class="taiowc-quantity input-text qty text" name="cart[${k}][qty]" value="${quantity}" step="1" max="${product.maxQty ?? ''}" min="${product.minQty}" data-key="${k}" title="${L.quantity}" size="4" inputmode="numeric" aria-label="${esc(L.quantityOf(product.name))}">
    <button type="button" class="quantity-increment" data-key="${k}" aria-label="${L.increment}">+</button>
  </div> ${view.price(item.lineSubtotal)}</span></div>
</div>`;
}
