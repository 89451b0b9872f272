import type { Locale } from '@talat/core';

/** YITH WooCommerce Wishlist's own words (3.38.0, `YITH_WCWL_Frontend::get_localize()`), which it ships in no Thai translation. */
export const PLUGIN_ADDED_TO_CART_MESSAGE = 'Product added to cart successfully';

/**
 * §8 Wishlist: what the page says after an add to cart from the wishlist. The site's text when it
 * has one (`addedToCartMessage`, the plugin's label as the recipe prints it), else the widget's
 * `own` words. The plugin's untranslated English counts as none on a page that is not English, as
 * Lead Form Builder's defaults do (decision 106): a Thai shop that never translated the plugin would
 * otherwise show English on its Thai wishlist.
 */
export function addedToCartText(site: string | undefined, locale: Locale, own: string): string {
  const text = site?.trim() ?? '';
  return text === '' || (locale !== 'en' && text === PLUGIN_ADDED_TO_CART_MESSAGE) ? own : text;
}
