import { addToWishlistMarkup, productLoopItemMarkup, type FakeShop, type Product } from '@talat/mocks';
import { esc } from './html';

/**
 * A shop loop, as WooCommerce's loop templates print it: each `<li>` comes from the fake's
 * content-product.php (`product_cat-*` classes, the ajax add-to-cart button of
 * docs/cart-markup.md), so the demo, the stories and the tests enhance the same markup.
 */
export function productGrid(shop: FakeShop, sessionId: string, products: readonly Product[], columns = 4): string {
  return `<ul class="products columns-${columns}">\n${products.map((product) => loopItem(shop, sessionId, product)).join('\n')}\n</ul>`;
}

/**
 * One loop item with YITH WooCommerce Wishlist's button after the add-to-cart button, where the
 * plugin's 'add-to-cart' position (§9) hooks it into the loop, drawn for this visitor's lists.
 */
function loopItem(shop: FakeShop, sessionId: string, product: Product): string {
  const item = productLoopItemMarkup(shop, product);
  return item.replace(/<\/li>$/, `  ${addToWishlistMarkup(shop, sessionId, product)}\n</li>`);
}

/**
 * A titled product section below the main content (related products, cross-sells, "new in
 * store" on an empty cart), with the loop's ajax buttons.
 */
export function productSection(shop: FakeShop, sessionId: string, className: string, title: string, products: readonly Product[]): string {
  if (products.length === 0) return '';
  const id = `${className.split(' ')[0]}-title`;
  return `<section class="${esc(className)} products" aria-labelledby="${esc(id)}">
<h2 class="section-title" id="${esc(id)}">${esc(title)}</h2>
${productGrid(shop, sessionId, products)}
</section>`;
}
