import { esc } from './html';

/**
 * What a site builder pastes for each widget, exactly as the README shows it. The demo pages use
 * these, so the README snippets are proven by the e2e tests.
 */
export interface PageOptions {
  /** `?classic=1`: load the classic (IIFE) builds instead of module scripts. */
  classic: boolean;
  /** `?icon=1`: print the search box in icon mode (collapsed behind the search icon). */
  iconMode: boolean;
  /** The query the results page echoes into the search input. */
  query?: string;
}

/** The globals the WordPress plugins print (wp_localize_script) on every page. */
export function pluginGlobals(nonces: Record<string, string>): string {
  const searchOptions = {
    ajaxUrl: '/wp-admin/admin-ajax.php',
    thaps_nonce: nonces.thaps_nonce ?? '',
    thaps_length: '1',
  };
  return `<script>var th_advance_product_search_options = ${JSON.stringify(searchOptions)};</script>`;
}

/** The Talat config block: shared keys for every widget (README "Configuration"). */
export function talatConfigBlock(): string {
  const config = { ajaxUrl: '/wp-admin/admin-ajax.php', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', restRoot: '/wp-json/', locale: 'th' };
  return `<script type="application/json" id="talat-config">${JSON.stringify(config)}</script>`;
}

/** The search form TH Advance Product Search prints into the header. */
export function searchBox(options: PageOptions): string {
  const icon = options.iconMode;
  return `<div id="thaps-search-box" class="thaps-search-box ${icon ? 'icon_style' : 'default_style'} submit-active">
  ${icon ? '<span class="th-icon th-icon-vector-search click-icon" title="ค้นหา">&#128269;</span>' : ''}
  <form class="thaps-search-form" action="/" id="thaps-search-form" method="get" role="search">
    <div class="thaps-from-wrap">
      <input id="thaps-search-autocomplete-1" name="s" placeholder="ค้นหาสินค้า เช่น ขวดลูกกลิ้ง, เซรั่ม..." class="thaps-search-autocomplete thaps-form-control" value="${esc(options.query ?? '')}" type="search" title="ค้นหาสินค้า" />
      <div class="thaps-preloader"></div>
      <input type="hidden" name="post_type" value="product" />
      <input type="hidden" name="thaps_srch" value="1" />
      <button id="thaps-search-button" type="submit">ค้นหา</button>
    </div>
  </form>
</div>`;
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
