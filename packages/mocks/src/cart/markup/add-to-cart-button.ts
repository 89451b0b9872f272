import type { Product } from '../../catalogue/types';
import { escapeXml as esc } from '../../markup/escape';
import type { FakeShop } from '../../shop';
import { CART_LABELS as L } from '../labels';
import { cartLinks } from './links';

/** What another plugin changes through WooCommerce's loop filters (the wishlist table, for one). */
export interface AddToCartButtonOptions {
  /** `woocommerce_product_add_to_cart_url`: the no-JS link; `?add-to-cart=ID` by default. */
  readonly href?: string;
  /** The `quantity` arg: data-quantity; the lot minimum by default. */
  readonly quantity?: number;
  /** `woocommerce_loop_add_to_cart_args` classes added after WooCommerce's own. */
  readonly extraClasses?: readonly string[];
}

/**
 * woocommerce_template_loop_add_to_cart(): the ajax add-to-cart link for a product that can be
 * bought, a 'read more' link to the product page otherwise (WooCommerce prints no ajax class then,
 * so the widget leaves it alone). `href` works without JS (`?add-to-cart=ID`).
 * data-quantity is the lot minimum, which is what the shop's min/max rules make the loop send.
 */
export function addToCartButtonMarkup(shop: FakeShop, product: Product, options: AddToCartButtonOptions = {}): string {
  const name = product.name;
  if (product.stockStatus !== 'instock' || product.hidden) {
    const url = cartLinks(shop.settings).product(product);
    return `<a href="${esc(url)}" data-quantity="${product.minQty}" class="button product_type_simple" data-product_id="${product.id}" data-product_sku="${esc(product.sku)}" aria-label="${esc(L.readMoreAria(name))}" rel="nofollow">${L.readMore}</a>`;
  }
  const href = options.href ?? `?add-to-cart=${product.id}`;
  const classes = ['button', 'product_type_simple', 'add_to_cart_button', 'ajax_add_to_cart', ...(options.extraClasses ?? [])].join(' ');
  return `<a href="${esc(href)}" data-quantity="${options.quantity ?? product.minQty}" class="${esc(classes)}" data-product_id="${product.id}" data-product_sku="${esc(product.sku)}" data-success_message="${esc(L.added(name))}" aria-label="${esc(L.addToCartAria(name))}" rel="nofollow">${L.addToCart}</a>`;
}
