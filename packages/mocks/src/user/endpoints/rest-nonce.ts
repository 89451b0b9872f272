import { sessionIdFromCookie } from '../../cart/session';
import { defineAjaxAction } from '../../router/registry';
import { wpDie } from '../../router/responses';
import { isLoggedIn, restNonceFor } from '../banner-state';

// §7 REST client behaviour: GET admin-ajax.php?action=rest-nonce answers a fresh `wp_rest` nonce
// as text (wp_ajax_rest_nonce). WordPress registers it for logged-in users only (no `nopriv`), so a
// guest gets admin-ajax's '0' (DESIGN "Guests").
export const restNonceAction = defineAjaxAction('rest-nonce', (request, shop) => {
  const session = sessionIdFromCookie(request.headers.get('cookie'));
  if (!isLoggedIn(session)) return wpDie('0', 400);
  return wpDie(restNonceFor(shop, session), 200);
});
