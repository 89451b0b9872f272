import { contactFormGlobalsScript, leadFormGlobalsScript, searchBoxMarkup, searchPluginOptions, type FakeShop } from '@talat/mocks';

/**
 * What a site builder pastes for each widget, exactly as the README shows it. The demo pages use
 * these, so the README snippets are proven by the e2e tests.
 */
export interface PageOptions {
  /** `?classic=1`: load the classic (IIFE) builds instead of module scripts. */
  classic: boolean;
  /** `?icon=1`: print the search box in icon mode (collapsed behind the search icon). */
  iconMode: boolean;
  /** `?jquery=1`: load real jQuery before the widgets, as most WordPress themes do. */
  jquery: boolean;
  /**
   * `?cached=1`: the page plays one served from a full-page cache, so Contact Form 7 prints
   * `wpcf7.cached = 1` and the contact form refills its captcha and quiz on load (§2.12).
   */
  cached: boolean;
  /**
   * WooCommerce's "Redirect to the cart page after successful addition" for this visitor: the
   * shop setting ('yes', §9) unless the footer switch stored another value in a cookie.
   */
  redirectAfterAdd: 'yes' | 'no';
  /** The query the results page echoes into the search input. */
  query?: string;
}

/** The globals the WordPress plugins print (wp_localize_script) on every page. */
export function pluginGlobals(nonces: Record<string, string>): string {
  return `<script>var th_advance_product_search_options = ${JSON.stringify(searchPluginOptions(nonces))};</script>`;
}

/**
 * The globals Contact Form 7 (`wpcf7`) and Lead Form Builder (`frontendajax`) print in <head> of
 * every page, since both enqueue their scripts site-wide (the footer lead form is on every page).
 */
export function formPluginGlobals(shop: FakeShop, options: PageOptions): string {
  return `${contactFormGlobalsScript({ cached: options.cached })}\n${leadFormGlobalsScript(shop)}`;
}

/** The Talat config block: shared keys for every widget (README "Configuration"). */
export function talatConfigBlock(): string {
  const config = { ajaxUrl: '/wp-admin/admin-ajax.php', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', restRoot: '/wp-json/', locale: 'th' };
  return `<script type="application/json" id="talat-config">${JSON.stringify(config)}</script>`;
}

/** The search form TH Advance Product Search prints into the header. */
export function searchBox(options: PageOptions): string {
  return searchBoxMarkup({ iconMode: options.iconMode, value: options.query ?? '' });
}

/** What the theme enqueues before any plugin script: jQuery on `?jquery=1` (served from node_modules). */
export function vendorScripts(options: PageOptions): string {
  return options.jquery ? '<script src="/assets/vendor/jquery.min.js"></script>' : '';
}

/** The script tags, module or classic, for the widgets on a page. */
export function widgetScripts(options: PageOptions, widgets: readonly string[]): string {
  return widgets
    .map((name) =>
      options.classic
        ? `<script src="/talat/classic/${name}.js" defer></script>`
        : `<script type="module" src="/talat/${name}.js"></script>`,
    )
    .join('\n');
}
