import { createSettings } from '../settings';
import { escapeXml } from './escape';

/**
 * What WordPress prints for the live search: TH Advance Product Search's header form and the
 * options global it localises. One copy, used by the demo shop's pages, the view tests and the
 * stories, so all three enhance the same markup a real theme serves.
 */

/** The plugin draws its icon with an icon font; the same shape as inline SVG needs no font. */
const SEARCH_ICON =
  '<svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"><circle cx="10.5" cy="10.5" r="6.5"/><path d="m15.5 15.5 5 5"/></svg>';

export interface SearchBoxOptions {
  /** `icon_style`: the form starts collapsed behind the search icon. */
  iconMode?: boolean;
  /** The query the results page echoes into the input. */
  value?: string;
}

export function searchBoxMarkup({ iconMode = false, value = '' }: SearchBoxOptions = {}): string {
  return `<div id="thaps-search-box" class="thaps-search-box ${iconMode ? 'icon_style' : 'default_style'} submit-active">
  ${iconMode ? `<span class="th-icon th-icon-vector-search click-icon" title="ค้นหา">${SEARCH_ICON}</span>` : ''}
  <form class="thaps-search-form" action="/" id="thaps-search-form" method="get" role="search">
    <div class="thaps-from-wrap">
      <input id="thaps-search-autocomplete-1" name="s" placeholder="ค้นหาสินค้า เช่น ขวดลูกกลิ้ง, เซรั่ม..." class="thaps-search-autocomplete thaps-form-control" value="${escapeXml(value)}" type="search" title="ค้นหาสินค้า" />
      <div class="thaps-preloader"></div>
      <input type="hidden" name="post_type" value="product" />
      <input type="hidden" name="thaps_srch" value="1" />
      <button id="thaps-search-button" type="submit">ค้นหา</button>
    </div>
  </form>
</div>`;
}

/** `th_advance_product_search_options`, as the plugin's wp_localize_script prints it. */
export function searchPluginOptions(nonces: Record<string, string> = createSettings().nonces) {
  return { ajaxUrl: '/wp-admin/admin-ajax.php', thaps_nonce: nonces.thaps_nonce ?? '', thaps_length: '1' };
}
