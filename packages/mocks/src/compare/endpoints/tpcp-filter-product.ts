import { sanitizeTextField } from '../../endpoints/php-values';
import { defineAjaxAction } from '../../router/registry';
import { wpJsonSuccess } from '../../router/responses';
import { compareSearch } from './filter-results';

// The renamed release's search (tpcp_filter_product, research §4 "HEAD"): no nonce, no 50-character
// cut, 20 rows for any text; an empty 200 without `inputs` (the handler only answers inside
// `if (isset($_POST['inputs']))`).

export const tpcpFilterProduct = defineAjaxAction('tpcp_filter_product', (request, shop) => {
  const inputs = request.params.inputs;
  if (inputs === undefined) return new Response('', { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
  return wpJsonSuccess(compareSearch(shop, sanitizeTextField(inputs), { empty: 20, text: 20 }));
});
