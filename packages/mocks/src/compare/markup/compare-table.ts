import { formatPriceHtml } from '../../catalogue/price-html';
import type { Product } from '../../catalogue/types';
import { CART_LABELS } from '../../cart/labels';
import { cartLinks, type CartLinks } from '../../cart/markup/links';
import { productThumbnail } from '../../cart/markup/thumbnail';
import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import type { FakeShop } from '../../shop';
import { COMPARE_LABELS as L, COMPARE_ROWS } from '../labels';
import { COMPARE_ICONS } from './icons';

// The reply's `html`: the comparison table (product.php productHtml, pre-rename release;
// docs/research/th-product-compare.md §3 "html table"). One row per field, a `td.left-title` first,
// then one cell per product in list order (newest first). Server values (names, SKUs, URLs) are
// escaped as esc_html/esc_attr/esc_url do; the price is WooCommerce's own markup.
// The plugin leaves `</tr>` off when a row has no product cell; browsers close the row the same
// way, so the fake always closes it.

/** The plugin's add_to_cart(): WooCommerce's loop link with its own class in front. */
function addToCartLink(links: CartLinks, product: Product): string {
  // Hidden fixtures (the hostile product) are not purchasable, as in cart/markup/add-to-cart-button.ts.
  const buyable = product.stockStatus === 'instock' && !product.hidden;
  const classes = ['th-compare-add-to-cart-btn', 'button', 'product_type_simple', ...(buyable ? ['add_to_cart_button', 'ajax_add_to_cart'] : [])];
  const link = attrs([
    // add_to_cart_url(): the no-JS add link; the product page when it cannot be bought.
    ['href', buyable ? `${links.product(product)}?add-to-cart=${product.id}` : links.product(product)],
    // The shop's min/max rules set the quantity through woocommerce_loop_add_to_cart_args, which the plugin applies.
    ['data-quantity', product.minQty],
    ['class', classes.join(' ')],
    ['data-product_id', product.id],
    ['data-product_sku', product.sku],
    ['aria-label', buyable ? CART_LABELS.addToCartAria(product.name) : CART_LABELS.readMoreAria(product.name)],
    ['rel', 'nofollow'],
  ]);
  return `<a${link}>${esc(buyable ? CART_LABELS.addToCart : CART_LABELS.readMore)}</a>`;
}

function detailsCell(shop: FakeShop, links: CartLinks, product: Product): string {
  const href = esc(links.product(product));
  return (
    '<td class=""><div class="pc-product-details">' +
    `<div class="_image_"><div class="image-and-addcart"><div class="img_"><a target="_blank" href="${href}">${productThumbnail(links, product)}</a></div></div></div>` +
    `<div class="_title_"><div class="product-title_"><a target="_blank" href="${href}">${esc(product.name)}</a></div></div>` +
    `<div class="_SKU_">${esc(product.sku || '-')}</div>` +
    `<div class="_price_"><div class="price_"><span class="price_">${formatPriceHtml(product, shop.settings.price)}</span></div></div>` +
    `<div class="_add-to-cart_"><div class="th-add-to-cart_">${COMPARE_ICONS.cart}${addToCartLink(links, product)}</div></div>` +
    '</div></td>'
  );
}

/** One attribute cell. The demo catalogue has no reviews: wc_get_rating_html(0) is '' → '-'. */
function attributeCell(row: (typeof COMPARE_ROWS)[number], product: Product): string {
  if (row === 'rating') return '<td><span class="th-compare-rating">-</span></td>';
  const inStock = product.stockStatus === 'instock';
  // The plugin's own spelling: th-in-stoct / th-out-of-stoct.
  return `<td><span class="${inStock ? 'th-in-stoct' : 'th-out-of-stoct'}">${esc(inStock ? L.inStock : L.outOfStock)}</span></td>`;
}

function row(key: string, title: string, cells: string): string {
  return `<tr class="_${esc(key)}_"><td class="left-title"><span>${esc(title)}</span></td>${cells}</tr>`;
}

export interface CompareTableOptions {
  /**
   * wp_is_mobile() for the request: the table gets `mobile-flex`, the class the plugin's phone
   * layout hangs on (product.php since 1.3.11, themehunk/th-product-compare 8af5398; the rows and
   * cells are the same). The plugin's fstyle-mobile.css makes each row of such a table scroll
   * sideways on its own below 451 px, and its script adds `_has-scroll` / `_two-products`.
   */
  mobile?: boolean;
}

export function compareTableMarkup(shop: FakeShop, products: readonly Product[], { mobile = false }: CompareTableOptions = {}): string {
  const links = cartLinks(shop.settings);
  const rows = [
    row('product_details', L.productDetails, products.map((p) => detailsCell(shop, links, p)).join('')),
    ...COMPARE_ROWS.map((key) => row(key, key.replace(/-/g, ' '), products.map((p) => attributeCell(key, p)).join(''))),
  ];
  const remove = products
    .map((p) => `<td><button${attrs([['class', 'th-compare-product-remove'], ['data-th-product-id', p.id]])}><i class="dashicons dashicons-dismiss"></i>${esc(L.remove)}</button></td>`)
    .join('');
  // `'product-table-configure woocommerce ' . $mobileClass`: a trailing space on a desktop.
  return (
    `<table class="product-table-configure woocommerce ${mobile ? 'mobile-flex' : ''}">` +
    rows.join('') +
    `<tr class="th-delete"><td class="left-title"><span>${esc(L.remove)}</span></td>${remove}</tr>` +
    '</table>'
  );
}
