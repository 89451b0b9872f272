import { saveLead } from '../lead-form/save-lead';
import { defineAjaxAction } from '../router/registry';
import { wpDie } from '../router/responses';
import { checkAjaxReferer } from './check-ajax-referer';

// §7 Lead forms: action=Save_Form_Data&fdata={serialised form}&_wpnonce={frontendajax._wpnonce}.
// A refused nonce is check_ajax_referer's `-1` with 403; otherwise 200 with the plugin's plain
// text: 'inserted', 'invalidcaptcha' or 'INVAILD'.
export const saveFormData = defineAjaxAction('Save_Form_Data', (request, shop) => {
  const refused = checkAjaxReferer(request, shop, 'lfb_front_nonce', '_wpnonce');
  if (refused) return refused;
  return wpDie(saveLead(shop, request.params.fdata ?? ''), 200);
});
