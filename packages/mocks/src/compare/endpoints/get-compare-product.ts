import { intval, sanitizeTextField } from '../../endpoints/php-values';
import { checkAjaxReferer } from '../../endpoints/check-ajax-referer';
import { defineAjaxAction } from '../../router/registry';
import { wpJsonError } from '../../router/responses';
import { changeCompareList, type CompareTarget } from '../compare-state';
import { COMPARE_LABELS as L } from '../labels';
import { compareJson, compareMarkup, requestCompareList } from './compare-reply';
import { compareSetCookie } from '../cookie';

// §7 Compare, action=th_get_compare_product (pre-rename release, product.php get_products;
// research §4). Nonce first (check_ajax_referer → '-1' 403), then product_id ('refresh' or a
// positive id) and add_remove, each refused with wp_send_json_error({message}). The reply is a
// plain object: {html, footer_bar, add_more, product_limit?}, or {no_product: 1} (an integer)
// when the list is empty.

export const getCompareProduct = defineAjaxAction('th_get_compare_product', (request, shop) => {
  const refused = checkAjaxReferer(request, shop, 'th_product_compare_nonce', 'nonce');
  if (refused) return refused;
  const rawId = request.params.product_id;
  if (rawId === undefined) return wpJsonError({ message: L.missingProductId });
  const text = sanitizeTextField(rawId);
  const id: CompareTarget = text === 'refresh' ? 'refresh' : intval(text);
  if (id !== 'refresh' && id <= 0) return wpJsonError({ message: L.invalidProductId });
  const addRemove = request.params.add_remove;
  if (addRemove === undefined) return wpJsonError({ message: L.missingAction });

  const { name, ids } = requestCompareList(request, shop);
  const change = changeCompareList(ids, id, sanitizeTextField(addRemove), shop.settings.compare.limit);
  const setCookie = change.write ? compareSetCookie(name, change.ids) : undefined;
  if (change.ids.length === 0) return compareJson({ no_product: 1 }, setCookie);
  const { html, footer_bar } = compareMarkup(shop, request, change.ids);
  return compareJson({ html, footer_bar, add_more: footer_bar, ...(change.limit ? { product_limit: L.productLimit } : {}) }, setCookie);
});
