import type { PageContext } from '../layout';

// What WooCommerce itself prints that the page extras enhance (issue 16): the store notice
// (wp_footer), the coming-soon footer banner and the product-categories dropdown widget.

/** WooCommerce's store notice, as woocommerce_demo_store() prints it in wp_footer. */
export function storeNoticeMarkup(_context: PageContext): string {
  return '';
}

/** WooCommerce's 'coming soon' footer banner, printed in the footer. */
export function comingSoonBannerMarkup(_context: PageContext): string {
  return '';
}

/** The sidebar's "Product Categories" widget in dropdown mode. */
export function categoryDropdownMarkup(_context: PageContext): string {
  return '';
}
