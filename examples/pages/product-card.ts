import { addToWishlistMarkup, productLoopItemMarkup, type Product } from '@talat/mocks';
import { compareLoopButton } from './compare';
import { esc } from './html';
import type { PageContext } from './layout';

/**
 * A shop loop, as WooCommerce's loop templates print it: each `<li>` comes from the fake's
 * content-product.php (`product_cat-*` classes, the ajax add-to-cart button of
 * docs/cart-markup.md), so the demo, the stories and the tests enhance the same markup.
 */
export function productGrid(context: PageContext, products: readonly Product[], columns = 4): string {
  return `<ul class="products columns-${columns}">\n${products.map((product) => loopItem(context, product)).join('\n')}\n</ul>`;
}

/**
 * One loop item with YITH WooCommerce Wishlist's button after the add-to-cart button, where the
 * plugin's 'add-to-cart' position (§9) hooks it into the loop, drawn for this visitor's lists,
 * then TH Product Compare's button (woocommerce_after_shop_loop_item, priority 11), marked from
 * the visitor's compare cookie.
 */
function loopItem(context: PageContext, product: Product): string {
  const { shop, sessionId } = context;
  const item = productLoopItemMarkup(shop, product);
  return item.replace(/<\/li>$/, `  ${addToWishlistMarkup(shop, sessionId, product)}\n  ${compareLoopButton(context, product)}\n</li>`);
}

/**
 * A titled product section below the main content (related products, cross-sells, "new in
 * store" on an empty cart), with the loop's ajax buttons.
 */
export function productSection(context: PageContext, className: string, title: string, products: readonly Product[]): string {
  if (products.length === 0) return '';
  const id = `${className.split(' ')[0]}-title`;
  return `<section class="${esc(className)} products" aria-labelledby="${esc(id)}">
<h2 class="section-title" id="${esc(id)}">${esc(title)}</h2>
${productGrid(context, products)}
</section>`;
}
