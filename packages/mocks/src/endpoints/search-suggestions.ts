import { defineAjaxAction } from '../router/registry';
import { wpJson } from '../router/responses';
import { buildSuggestions } from '../search/suggestions';
import type { SuggestionsResponse } from '../search/suggestion-rows';

// §7 Live search: GET admin-ajax.php?action=thaps_ajax_get_search_value&match={query}.
// The plugin reads $_REQUEST, so POST works too. It never checks `thaps_nonce`, and neither do we:
// a nonce from a day-old cached page must not break search.
export const searchSuggestions = defineAjaxAction('thaps_ajax_get_search_value', (request, shop) => {
  const body: SuggestionsResponse = { suggestions: buildSuggestions(shop, request.params.match ?? '') };
  return wpJson(body);
});
