import type { Product } from '../../catalogue/types';
import { escapeXml as esc } from '../../markup/escape';
import type { CartLinks } from './links';

// $product->get_image(): the woocommerce_thumbnail size. alt is empty because every place that
// shows it also shows the name as link text; a second reading of the name helps nobody.
export function productThumbnail(links: CartLinks, product: Product): string {
  return `<img width="300" height="300" src="${esc(links.image(product))}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="" decoding="async" loading="lazy">`;
}
