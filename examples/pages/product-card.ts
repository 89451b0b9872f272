import { productLoopItemMarkup, type FakeShop, type Product } from '@talat/mocks';
import { esc } from './html';

/**
 * A shop loop, as WooCommerce's loop templates print it: each `<li>` comes from the fake's
 * content-product.php (`product_cat-*` classes, the ajax add-to-cart button of
 * docs/cart-markup.md), so the demo, the stories and the tests enhance the same markup.
 */
export function productGrid(shop: FakeShop, products: readonly Product[], columns = 4): string {
  return `<ul class="products columns-${columns}">\n${products.map((product) => productLoopItemMarkup(shop, product)).join('\n')}\n</ul>`;
}

/**
 * A titled product section below the main content (related products, cross-sells, "new in
 * store" on an empty cart), with the loop's ajax buttons.
 */
export function productSection(shop: FakeShop, className: string, title: string, products: readonly Product[]): string {
  if (products.length === 0) return '';
  const id = `${className.split(' ')[0]}-title`;
  return `<section class="${esc(className)} products" aria-labelledby="${esc(id)}">
<h2 class="section-title" id="${esc(id)}">${esc(title)}</h2>
${productGrid(shop, products)}
</section>`;
}
