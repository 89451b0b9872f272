import { isRecord, type WidgetConfigSpec } from '@talat/core';

/**
 * The page extras' settings (README "Page extras"). Every behaviour is opt-in by the markup it
 * finds (its own markup, or WooCommerce's), so the section is optional; the two that act on a
 * theme's own elements, the sticky header and the side menu, start only where the shop names
 * those elements here or the theme marks them (issue 29 point 4, docs/decisions.md 495).
 */
export interface PageExtrasConfig extends Record<string, unknown> {
  locale?: string;
  /** The REST root (shared key), for the coming-soon banner's nonce refresh. */
  restRoot?: string;
  /** The REST nonce (shared key) the banner's save sends as X-WP-Nonce. */
  restNonce?: string;
  /** admin-ajax.php (shared key, also from `woocommerce_params`): the banner's one nonce refresh (`?action=rest-nonce`). */
  ajaxUrl?: string;
  /**
   * §1 Translation setting, the page-translation widget's page language (the Google Translate
   * element's `pageLanguage`; the shop sets 'en'). Read by the lazy chunk only, so the first load
   * carries no code for it; GTranslate's own `gtranslateSettings` global is read there too.
   */
  translatePageLanguage?: string;
  /** §1 Translation setting, the floating button's language (GTranslate's `default_language`; the shop sets 'th'). */
  switcherLanguage?: string;
  /** Where the Google Translate element script is loaded from (the demo serves a fake; default Google's, as GTranslate loads it). */
  translateElementUrl?: string;
  /** The category dropdown's `home_url('/')`, which WooCommerce adds `?product_cat=` to. */
  homeUrl?: string;
  /** The shop page's permalink, where the dropdown's empty choice goes (WooCommerce's `wc_get_page_permalink('shop')`). */
  shopUrl?: string;
  /**
   * The theme header the sticky header takes (features/sticky-header), e.g. '#masthead'; '' turns
   * it off. Without it only a header marked `data-talat-sticky-header` is made sticky: a theme that
   * asked for nothing keeps its header as it is (issue 29 point 4).
   */
  stickyHeader?: string;
  /**
   * The theme's off-canvas toggles the side menu takes (features/side-menu), e.g.
   * '.menu-toggle[aria-controls]'; '' turns it off. Without it only toggles marked
   * `data-talat-side-menu-toggle`: a theme's own menu script keeps its toggle (issue 29 point 4).
   */
  sideMenu?: string;
  /** The scroll-to-top control's selector, replacing the built-in list (features/scroll-to-top); '' turns it off. */
  scrollToTop?: string;
  /**
   * WooCommerce's own woocommerce.js is on this page (the recipe keeps it where wc-cart or
   * wc-checkout depend on it): the page extras then leave it the behaviours it performs itself
   * (the `woocommerceJs` parts of features/registry.ts, the store notice and sort select in mount.ts) and keep
   * every theme behaviour. The recipe prints it; without it, `woocommerce_params` on the page
   * (printed only with that script) says so (docs/decisions.md 421-422).
   */
  woocommerceScript?: boolean;
}

export const pageExtrasConfigSpec: WidgetConfigSpec<PageExtrasConfig> = {
  widget: 'page-extras',
  section: 'pageExtras',
  defaults: {},
  fromGlobals: (globals) => ({ woocommerceScript: isRecord(globals.woocommerce_params) || undefined }),
  required: [],
};
