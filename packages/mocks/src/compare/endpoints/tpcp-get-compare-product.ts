import { intval, sanitizeTextField } from '../../endpoints/php-values';
import { defineAjaxAction } from '../../router/registry';
import { changeCompareListRenamed, type CompareTarget } from '../compare-state';
import { COMPARE_LABELS as L } from '../labels';
import { compareJson, compareMarkup, requestCompareList } from './compare-reply';
import { compareSetCookie } from '../cookie';

// The renamed release's one action (tpcp_get_compare_product, research §4 "HEAD" and §5): no
// nonce; add_remove 'add' / 'remove' / 'removeall' (with product_id 'refresh', replacing
// th_remove_all_compare). Every reply is wp_send_json_success: data {html, compare_limit,
// footer_bar (when the bar is on), product_limit?}, or the strings 'all_removed' / 'no_product'.
// The markup is the pre-rename release's (the renamed release adds classes and slots the widget
// does not read); the limit is the shop's option for both releases.

export const tpcpGetCompareProduct = defineAjaxAction('tpcp_get_compare_product', (request, shop) => {
  const rawId = request.params.product_id;
  // `if (isset($_POST['product_id'])) … die();`: an empty 200 otherwise.
  if (rawId === undefined) return new Response('', { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
  const id: CompareTarget = rawId === 'refresh' ? 'refresh' : intval(rawId);
  const addRemove = sanitizeTextField(request.params.add_remove);
  const limit = shop.settings.compare.limit;
  const { name, ids } = requestCompareList(request, shop);
  const change = changeCompareListRenamed(ids, id, addRemove, limit);
  if (change.ids.length === 0) {
    // all_cookie_id_remove(), then 'all_removed' after removing the last product, else 'no_product'.
    return compareJson({ success: true, data: addRemove === 'remove' ? 'all_removed' : 'no_product' }, compareSetCookie(name, null));
  }
  if (rawId === 'refresh' && request.params.add_remove === 'removeall') {
    return compareJson({ success: true, data: 'all_removed' }, compareSetCookie(name, null));
  }
  const { html, footer_bar } = compareMarkup(shop, request, change.ids);
  const data = {
    html,
    compare_limit: limit,
    ...(shop.settings.compare.footerBar ? { footer_bar } : {}),
    ...(change.limit ? { product_limit: L.productLimit } : {}),
  };
  return compareJson({ success: true, data }, change.write ? compareSetCookie(name, change.ids) : undefined);
});
