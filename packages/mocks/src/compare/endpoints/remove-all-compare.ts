import { checkAjaxReferer } from '../../endpoints/check-ajax-referer';
import { defineAjaxAction } from '../../router/registry';
import { compareJson, requestCompareList } from './compare-reply';
import { compareSetCookie } from '../cookie';

// §7 Compare, action=th_remove_all_compare (pre-rename release, product.php remove_all_products;
// research §4): the cookie expired and {no_product: "1"} — a string here, unlike get_products' 1.

export const removeAllCompare = defineAjaxAction('th_remove_all_compare', (request, shop) => {
  const refused = checkAjaxReferer(request, shop, 'th_product_compare_nonce', 'nonce');
  if (refused) return refused;
  return compareJson({ no_product: '1' }, compareSetCookie(requestCompareList(request, shop).name, null));
});
