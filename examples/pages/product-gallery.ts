import type { Product } from '@talat/mocks';
import { esc } from './html';

/**
 * The product page's images as WooCommerce printed them in its prettyPhoto years (templates
 * single-product/product-image.php and product-thumbnails.php, 2.x): the main image and the
 * thumbnails are links to the full-size file with `data-rel="prettyPhoto[product-gallery]"`, the
 * caption in `title`. The wishlist's lightbox opens them (§2.1); without JavaScript each link
 * opens its image.
 */

/** The demo product whose third full-size file is missing (its thumbnail is there), for the §8 message. */
export const BROKEN_IMAGE_PRODUCT = 233;

interface GalleryImage {
  full: string;
  thumbnail: string;
  caption: string;
}

function galleryImages(product: Product): GalleryImage[] {
  // The fake serves any /mock-media/{name}.svg (a square placeholder), and 404s other names.
  const view = (name: string) => `/mock-media/${product.sku.replace(/[^\w-]/g, '')}-${name}.svg`;
  const cap = view('cap');
  return [
    { full: product.image, thumbnail: product.image, caption: `${product.name} – ด้านหน้า` },
    { full: view('side'), thumbnail: view('side'), caption: `${product.name} – ด้านข้าง` },
    { full: product.id === BROKEN_IMAGE_PRODUCT ? cap.replace(/\.svg$/, '-large.jpg') : cap, thumbnail: cap, caption: `${product.name} – ฝาและหัว` },
  ];
}

const REL = 'prettyPhoto[product-gallery]';

export function productGalleryMarkup(product: Product): string {
  const [main, ...rest] = galleryImages(product);
  if (!main) return '';
  const link = (image: GalleryImage, className: string, size: number) =>
    `<a href="${esc(image.full)}" class="${className}" title="${esc(image.caption)}" data-rel="${REL}"><img src="${esc(image.thumbnail)}" alt="${esc(image.caption)}" width="${size}" height="${size}"></a>`;
  const thumbnails = rest.map((image, i) => link(image, `zoom${i === 0 ? ' first' : ''}${i === rest.length - 1 ? ' last' : ''}`, 150)).join('');
  return `<div class="woocommerce-product-gallery images">${link(main, 'woocommerce-main-image zoom', 480)}<div class="thumbnails columns-3">${thumbnails}</div></div>`;
}
