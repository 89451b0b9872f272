import { checkAjaxReferer } from '../../endpoints/check-ajax-referer';
import { sanitizeTextField } from '../../endpoints/php-values';
import { defineAjaxAction } from '../../router/registry';
import { wpJsonSuccess } from '../../router/responses';
import { compareSearch } from './filter-results';

// §7 Compare, action=th_compare_filter_product (pre-rename release, admin/back/init.php
// filter_product; research §4): the nonce, then `inputs` sanitized and cut to 50 (PHP substr
// counts bytes; the fake cuts at a whole character within them), and
// wp_send_json_success([{image_url, label, id}]) — 20 rows for '', up to 100 for a text — or
// wp_send_json_success({no_product: 'No Product Found'}).

/** substr($text, 0, 50) without splitting a multi-byte character. */
function cutTo50Bytes(text: string): string {
  const encoder = new TextEncoder();
  let out = '';
  for (const char of text) {
    if (encoder.encode(out + char).length > 50) break;
    out += char;
  }
  return out;
}

export const compareFilterProduct = defineAjaxAction('th_compare_filter_product', (request, shop) => {
  const refused = checkAjaxReferer(request, shop, 'th_product_compare_nonce', 'nonce');
  if (refused) return refused;
  const text = cutTo50Bytes(sanitizeTextField(request.params.inputs));
  return wpJsonSuccess(compareSearch(shop, text, { empty: 20, text: 100 }));
});
