import { escapeXml as esc } from '../../markup/escape';
import type { FakeShop } from '../../shop';
import type { CartItem } from '../contents';
import { CART_LABELS as L } from '../labels';
import { cartView, type CartView } from './cart-view';
import { emptyCartMarkup } from './empty-cart';
import { pageNoticesMarkup, type CartPageOptions } from './page-notices';
import { productThumbnail } from './thumbnail';

// The main content of /cart/ (cart/cart.php and cart/cart-totals.php). It works without JS: the
// quantities post to the cart page with the cart nonce, and the remove links carry theirs.

function cartRow(view: CartView, item: CartItem): string {
  const { key, product, quantity } = item;
  const k = esc(key);
  const productUrl = esc(view.links.product(product));
  return `<tr class="woocommerce-cart-form__cart-item cart_item">
      <td class="product-remove"><a href="${esc(view.links.removeItem(key))}" class="remove" aria-label="${esc(L.removeAria(product.name))}" data-product_id="${product.id}" data-product_sku="${esc(product.sku)}">&times;</a></td>
      <td class="product-thumbnail"><a href="${productUrl}">${productThumbnail(view.links, product)}</a></td>
      <td class="product-name" data-title="${L.product}"><a href="${productUrl}">${esc(product.name)}</a></td>
      <td class="product-price" data-title="${L.price}">${view.price(product.price)}</td>
      <td class="product-quantity" data-title="${L.quantity}"><div class="quantity"><label class="screen-reader-text" for="quantity_${k}">${esc(L.quantityOf(product.name))}</label><input type="number" id="quantity_${k}" class="input-text qty text" name="cart[${k}][qty]" value="${quantity}" aria-label="${L.quantity}" size="4" min="${product.minQty}" max="${product.maxQty ?? ''}" step="1" placeholder="" inputmode="numeric" autocomplete="off"></div></td>
      <td class="product-subtotal" data-title="${L.subtotal}">${view.price(item.lineSubtotal)}</td>
    </tr>`;
}

function cartTotalsBox(view: CartView): string {
  const total = view.price(view.totals.subtotal);
  return `<div class="cart-collaterals"><div class="cart_totals">
  <h2>${L.cartTotals}</h2>
  <table class="shop_table shop_table_responsive">
    <tr class="cart-subtotal"><th>${L.subtotal}</th><td data-title="${L.subtotal}">${total}</td></tr>
    <tr class="order-total"><th>${L.total}</th><td data-title="${L.total}"><strong>${total}</strong></td></tr>
  </table>
  <div class="wc-proceed-to-checkout"><a href="${esc(view.links.checkout)}" class="checkout-button button alt wc-forward">${L.proceedToCheckout}</a></div>
</div></div>`;
}

export function cartPageContent(shop: FakeShop, sessionId: string, options: CartPageOptions = {}): string {
  const view = cartView(shop, sessionId);
  const notices = pageNoticesMarkup(options.notices);
  if (view.items.length === 0) return `<div class="woocommerce">${notices}\n${emptyCartMarkup(view)}\n</div>`;
  const cart = esc(view.links.cart);
  return `<div class="woocommerce">${notices}
<form class="woocommerce-cart-form" action="${cart}" method="post">
  <table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents">
    <thead><tr><th class="product-remove"><span class="screen-reader-text">${L.removeColumn}</span></th><th class="product-thumbnail"><span class="screen-reader-text">${L.thumbnailColumn}</span></th><th class="product-name">${L.product}</th><th class="product-price">${L.price}</th><th class="product-quantity">${L.quantity}</th><th class="product-subtotal">${L.subtotal}</th></tr></thead>
    <tbody>
    ${view.items.map((item) => cartRow(view, item)).join('\n    ')}
    <tr><td colspan="6" class="actions"><button type="submit" class="button" name="update_cart" value="${L.updateCart}">${L.updateCart}</button><input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="${esc(view.nonces.woocommerce_cart_nonce ?? '')}"><input type="hidden" name="_wp_http_referer" value="${cart}"></td></tr>
    </tbody>
  </table>
</form>
${cartTotalsBox(view)}
</div>`;
}
