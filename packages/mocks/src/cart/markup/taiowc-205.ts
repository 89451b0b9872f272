import { escapeXml as esc } from '../../markup/escape';
import type { FakeShop } from '../../shop';
import type { CartItem } from '../contents';
import { CART_LABELS as L } from '../labels';
import type { CartNotice } from '../notices';
import { cartView, type CartView } from './cart-view';
import type { CartFragments } from './fragments';
import { miniCartContent } from './mini-cart';
import { sideCartNotices } from './side-cart-parts';
import { productThumbnail } from './thumbnail';

// TH All In One Woo Cart 2.0.5 as released, with its default options (Cart Style 'style-1',
// icon 'icon-1', count 'numb_prd', price and quantity shown). Facts from its templates:
// inc/taiowc-cart.php (the wrap), inc/taiowc-markup.php (the icon link, the drawer, its header and
// footer), inc/taiowc-cart-fragment.php (the two fragments), inc/taiowc.php (the lines, the empty
// cart, the notices). Where it differs from the fake's usual side cart (docs/cart-markup.md):
// - the icon link has no heading and its href is '#'; the count has no wrapper;
// - the heading is an <h4> only when 'Cart Heading' is not '', and the close link is an empty
//   <a> without href or name;
// - a reply's fragments are `a.taiowc-content` and the whole `div.taiowc-cart-model-wrap`, so
//   every reply replaces the drawer's heading and close link too;
// - the remove link has no href; the quantity buttons' names are English (hard-coded in the
//   template) and wp_kses drops the input's inputmode; min is 0.

const ICON = '<span class="th-icon th-icon-Shopping_icons-01"></span>';
const REMOVE_SVG =
  '<svg viewBox="0 0 64 64" fill="none" xmlns="http://www.w3.org/2000/svg" alt="" title="" class="snipcart__icon"><path fill-rule="evenodd" clip-rule="evenodd" d="M22 4v6.47H12v3.236h40V10.47H42V4H22zm3.333 6.47V7.235H38.67v3.235H25.333zm20.001 9.707h3.333V59H15.334V20.177h3.333v35.588h26.667V20.177zm-15 29.116V23.412h3.334v25.881h-3.334z" fill="currentColor"></path></svg>';

/** uniqid( 'quantity_' ): a new id on every print, so a reply's inputs never share the page's ids. */
let printed = 0;
const uniqueInputId = () => `quantity_${(Date.now() * 1000 + (printed++ % 1000)).toString(16)}`;

/** taiowc_cart_show(): the cart icon link, also the `a.taiowc-content` fragment. */
function iconLink(view: CartView): string {
  // 'numb_prd': the number of lines, not of items.
  const count = view.items.length > 0 ? `<div class="cart-count-item">${view.items.length}</div>` : '';
  const total = view.items.length > 0 ? `<div class="taiowc-total"><span>${view.price(view.totals.subtotal)}</span></div>` : '';
  return `<a class="taiowc-content" href="#">${count}<div class="taiowc-cart-item"><div class="taiowc-icon">${ICON}</div>${total}</div></a>`;
}

/** taiowc_cart_header(). */
function header(heading: string): string {
  const title = heading !== '' ? `<h4>${esc(heading)}</h4>` : '';
  return `<div class="taiowc-cart-model-header"><div class="cart-heading">${ICON}${title}<a class="taiowc-cart-close"></a></div></div>`;
}

/** One line of taiowc_mini_cart_content(). */
function line(view: CartView, { product, key, quantity }: CartItem): string {
  const k = esc(key);
  const input = `<input type="number" id="${uniqueInputId()}" class="taiowc-quantity input-text qty text" name="cart[${k}][qty]" value="${quantity}" step="1" max="${product.maxQty ?? ''}" min="0" data-key="${k}" title="Qty" size="4">`;
  return `<div class="taiowc-woocommerce-mini-cart-item mini_cart_item"><div class="item-product-wrap">
<a class="taiowc-remove-item taiowc_remove_from_cart_button" aria-label="${L.removeThisItem}" data-product_id="${product.id}" data-key="${k}" data-product_sku="${esc(product.sku)}"> ${REMOVE_SVG} </a>
<a href="${esc(view.links.product(product))}"><div class="taiowc-image-wrap">${productThumbnail(view.links, product)}</div><div class="taiowc-contnet-wrap">${esc(product.name)}</div></a>
</div><div class="item-product-quantity"><span class="quantity"><span class="quantity-text">${L.quantity}</span><div class="quantity-wrap"><button type="button" class="quantity-decrement" data-key="${k}" aria-label="Decrease quantity">－</button>
${input}
<button type="button" class="quantity-increment" data-key="${k}" aria-label="Increase quantity">＋</button></div> ${view.price(product.price)}</span></div></div>`;
}

/** The drawer's body: the lines newest first (array_reverse), or the empty message and its link. */
function body(view: CartView): string {
  const inside =
    view.items.length === 0
      ? `<p class="woocommerce-mini-cart__empty-message">${L.emptyMiniCart}</p><a href="${esc(view.links.shop)}" class="woocommerce-back-to-shop">${L.backToShop}</a>`
      : `<div class="woocommerce-mini-cart cart_list taiowc-mini-cart-list">${[...view.items].reverse().map((item) => line(view, item)).join('\n')}</div>`;
  return `<div class="taiowc-cart-model-body">${inside}</div>`;
}

/** taiowc_cart_footer(): the subtotal and woocommerce_widget_shopping_cart_buttons. */
function footerInside(view: CartView, viewCartLabel: string): string {
  return `<div class="cart-total"><span class="taiowc-payment-title">${L.paymentDetails}</span><div class="taiowc-total-wrap"><div class="taiowc-subtotal"><span class="taiowc-label">${L.subtotal}</span><span class="taiowc-value">${view.price(view.totals.subtotal)}</span></div></div></div>
<div class="cart-button"><p class="buttons normal"><a href="${esc(view.links.cart)}" class="button wc-forward">${esc(viewCartLabel)}</a><a href="${esc(view.links.checkout)}" class="button checkout wc-forward">${L.checkout}</a></p></div>`;
}

/** The `[taiowc]` shortcode as a theme's header prints it (inc/taiowc-cart.php): the icon link and the closed drawer. */
export function sideCart205Markup(shop: FakeShop, sessionId: string): string {
  const view = cartView(shop, sessionId);
  const { sideCartHeading, viewCartLabel } = shop.settings.cart;
  // The page's print has no notice list and always a footer; the fragment below differs in both.
  return `<div id="1" class="taiowc-wrap  taiowc-slide-right  ">
${iconLink(view)}
<div class="taiowc-cart-model"><div class="taiowc-cart-model-wrap">
${header(sideCartHeading)}
${body(view)}
<div class="taiowc-cart-model-footer">${footerInside(view, viewCartLabel)}</div>
</div><div class="taiowc-notice-box"><span class="taiowc-notice"></span></div></div>
</div>`;
}

/** WooCommerce's mini-cart fragment plus 2.0.5's two (Taiowc_Cart_Fragment), `notice` in the drawer's notice list. */
export function cartFragments205(shop: FakeShop, sessionId: string, notice?: CartNotice): CartFragments {
  const view = cartView(shop, sessionId);
  const { sideCartHeading, viewCartLabel } = shop.settings.cart;
  const footer = view.items.length > 0 ? footerInside(view, viewCartLabel) : '';
  return {
    'div.widget_shopping_cart_content': miniCartContent(view, viewCartLabel),
    'a.taiowc-content': iconLink(view),
    'div.taiowc-cart-model-wrap': `<div class="taiowc-cart-model-wrap">${sideCartNotices(notice)}${header(sideCartHeading)}${body(view)}<div class="taiowc-cart-model-footer">${footer}</div></div>`,
  };
}
