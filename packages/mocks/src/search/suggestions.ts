import { formatPriceHtml } from '../catalogue/price-html';
import { truncateGraphemes } from '../graphemes';
import type { PostCategory, Product, ProductCategory } from '../catalogue/types';
import type { ShopSettings } from '../settings';
import type { FakeShop } from '../shop';
import { matchPostCategories, matchProductCategories, searchProducts } from './match';
import type { PostCategoryRow, ProductCategoryRow, ProductRow, SuggestionRow } from './suggestion-rows';

// Builds the dropdown content for one query. Unlike the plugin, a group appears only when it has
// matches, and the single no-result row only when nothing at all matched.

function productRow(product: Product, settings: ShopSettings): ProductRow {
  return {
    type: 'product',
    id: product.id,
    value: product.name,
    title: product.name,
    url: `${settings.homeUrl}/product/${product.slug}/`,
    imgsrc: `${settings.homeUrl}${product.image}`,
    price: formatPriceHtml(product, settings.price),
    sku: product.sku,
    desc: truncateGraphemes(product.shortDescription, settings.search.descLength, '...'),
  };
}

function productCategoryRow(category: ProductCategory, settings: ShopSettings): ProductCategoryRow {
  return {
    type: 'taxonomy-product-cat',
    term_id: category.id,
    taxonomy: 'product_cat',
    value: category.name,
    url: `${settings.homeUrl}/product-category/${category.slug}/`,
    cat_img: `${settings.homeUrl}${category.image}`,
  };
}

function postCategoryRow(category: PostCategory, settings: ShopSettings): PostCategoryRow {
  return {
    type: 'taxonomy-post-cat',
    term_id: category.id,
    taxonomy: 'category',
    value: category.name,
    url: `${settings.homeUrl}/category/${category.slug}/`,
  };
}

/** `match` as sent; the plugin runs it through sanitize_text_field, which trims and folds spaces. */
export function buildSuggestions(shop: FakeShop, match: string): SuggestionRow[] {
  const query = match.replace(/\s+/g, ' ').trim();
  if (query === '') return [];
  const { catalogue, settings } = shop;
  const labels = settings.search;
  const rows: SuggestionRow[] = [];

  const categories = matchProductCategories(catalogue, query);
  if (categories.length > 0) {
    rows.push({ type: 'heading', value: labels.productCategoryHeading });
    rows.push(...categories.map((c) => productCategoryRow(c, settings)));
  }
  const postCategories = matchPostCategories(catalogue, query);
  if (postCategories.length > 0) {
    rows.push({ type: 'heading', value: labels.postCategoryHeading });
    rows.push(...postCategories.map((c) => postCategoryRow(c, settings)));
  }
  const products = searchProducts(catalogue, query);
  if (products.length > 0) {
    rows.push({ type: 'heading', value: labels.productHeading });
    rows.push(...products.slice(0, labels.resultLength).map((p) => productRow(p, settings)));
    if (products.length > labels.resultLength) {
      rows.push({
        type: 'more_item',
        id: 'more-result',
        value: '', // the plugin sends an empty value; the label is in text
        text: labels.moreResultLabel,
        total: products.length,
        url: `${settings.homeUrl}/?s=${encodeURIComponent(query)}&post_type=product&thaps_srch=1`,
      });
    }
  }
  if (rows.length === 0) rows.push({ type: 'no-result', value: labels.noResultLabel, url: '#' });
  return rows;
}
