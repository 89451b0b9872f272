/**
 * The markup TH Advance Product Search prints in a theme header, used by the view tests and
 * stories. `iconMode` prints the icon_style variant with its search icon.
 */
export function searchBoxMarkup({ iconMode = false, value = '' }: { iconMode?: boolean; value?: string } = {}): string {
  return `
<div id="thaps-search-box" class="thaps-search-box ${iconMode ? 'icon_style' : 'default_style'}">
  ${iconMode ? '<span class="th-icon th-icon-vector-search click-icon"></span>' : ''}
  <form class="thaps-search-form" action="/" id="thaps-search-form" method="get" role="search">
    <div class="thaps-from-wrap">
      <input id="thaps-search-autocomplete-1" name="s" placeholder="ค้นหาสินค้า..." class="thaps-search-autocomplete thaps-form-control" value="${value}" type="search" title="ค้นหาสินค้า" />
      <div class="thaps-preloader"></div>
      <input type="hidden" name="post_type" value="product" />
      <input type="hidden" name="thaps_srch" value="1" />
      <button id="thaps-search-button" type="submit">ค้นหา</button>
    </div>
  </form>
</div>`;
}

export const PLUGIN_OPTIONS_SCRIPT = {
  ajaxUrl: '/wp-admin/admin-ajax.php',
  thaps_nonce: 'a1b2c3d4e5',
  thaps_length: '1',
};
