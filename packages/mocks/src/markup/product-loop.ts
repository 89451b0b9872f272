import { findCategory } from '../catalogue/catalogue';
import { formatPriceHtml } from '../catalogue/price-html';
import type { Product } from '../catalogue/types';
import { addToCartButtonMarkup } from '../cart/markup/add-to-cart-button';
import { cartLinks } from '../cart/markup/links';
import { productThumbnail } from '../cart/markup/thumbnail';
import type { FakeShop } from '../shop';
import { escapeXml as esc } from './escape';

// A product in a shop loop (content-product.php). Themes style, and plugins find, products by
// these classes: `product_cat-<slug>` is how a theme's script knows the category of a card
// (docs/cart-markup.md "Add-to-cart button").

/** sanitize_title() for the ASCII tag names of this catalogue: 'InhalantBottle' → 'inhalantbottle'. */
function termSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * wc_get_product_class() for a simple product in a loop, in WooCommerce's order. Safe to print in
 * a class attribute as it is: every part is a number or an ASCII slug.
 */
export function productLoopClasses(shop: FakeShop, product: Product): string {
  const categories = product.categories
    .map((id) => findCategory(shop.catalogue, id)?.slug)
    .filter((slug): slug is string => slug !== undefined)
    .map((slug) => `product_cat-${termSlug(slug)}`);
  const tags = product.tags.map(termSlug).filter(Boolean).map((slug) => `product_tag-${slug}`);
  return [
    'product',
    'type-product',
    `post-${product.id}`,
    'status-publish',
    product.stockStatus,
    ...categories,
    ...tags,
    'has-post-thumbnail',
    ...(product.price < product.regularPrice ? ['sale'] : []),
    'shipping-taxable',
    'purchasable',
    'product-type-simple',
  ].join(' ');
}

/** The whole loop `<li>`: link with image, title and price, then the add-to-cart button. */
export function productLoopItemMarkup(shop: FakeShop, product: Product): string {
  const links = cartLinks(shop.settings);
  return `<li class="${productLoopClasses(shop, product)}">
  <a href="${esc(links.product(product))}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">${productThumbnail(links, product)}
    <h2 class="woocommerce-loop-product__title">${esc(product.name)}</h2>
    <span class="price">${formatPriceHtml(product, shop.settings.price)}</span></a>
  ${addToCartButtonMarkup(shop, product)}
</li>`;
}
