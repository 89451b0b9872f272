import { listProducts } from '../../catalogue/catalogue';
import type { Product } from '../../catalogue/types';
import { cartLinks } from '../../cart/markup/links';
import { searchProducts } from '../../search/match';
import type { FakeShop } from '../../shop';
import { COMPARE_LABELS as L } from '../labels';

// The compare search's WP_Query and its rows (admin/back/init.php filter_product; research §4),
// shared by th_compare_filter_product and tpcp_filter_product. '' lists the newest products;
// text is the shop's title search (search/match.ts stands in for WP_Query's 's').

export interface CompareSearchRow {
  readonly image_url: string;
  /** post_title as stored: raw text, which the widget must render as text. */
  readonly label: string;
  readonly id: number;
}

/** wc_placeholder_img_src(): the fake's media route draws any /mock-media/{name}.svg. */
export function comparePlaceholderUrl(shop: FakeShop): string {
  return `${shop.settings.homeUrl}/mock-media/woocommerce-placeholder.svg`;
}

function row(shop: FakeShop, product: Product): CompareSearchRow {
  const image = product.image ? cartLinks(shop.settings).image(product) : comparePlaceholderUrl(shop);
  return { image_url: image, label: product.name, id: product.id };
}

/** The rows, or the plugin's {no_product} object when nothing matched (data is then not an array). */
export function compareSearch(shop: FakeShop, text: string, perPage: { empty: number; text: number }): CompareSearchRow[] | { no_product: string } {
  const found = text === '' ? listProducts(shop.catalogue).slice(0, perPage.empty) : searchProducts(shop.catalogue, text).slice(0, perPage.text);
  return found.length > 0 ? found.map((p) => row(shop, p)) : { no_product: L.noProductFound };
}
