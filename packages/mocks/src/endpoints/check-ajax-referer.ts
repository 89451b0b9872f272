import { wpDie } from '../router/responses';
import type { WpRequest } from '../router/wp-request';
import type { FakeShop } from '../shop';

/**
 * check_ajax_referer( $action, $query_arg ): the nonce in `field` (or `_ajax_nonce`, then
 * `_wpnonce`, as WordPress falls back) must be the shop's nonce `nonceName`. Refused →
 * `wp_die( '-1', 403 )`, the response to return; accepted → undefined.
 */
export function checkAjaxReferer(request: WpRequest, shop: FakeShop, nonceName: string, field: string): Response | undefined {
  const sent = request.params[field] ?? request.params._ajax_nonce ?? request.params._wpnonce;
  const expected = shop.settings.nonces[nonceName];
  if (sent !== undefined && expected !== undefined && sent === expected) return undefined;
  return wpDie('-1', 403);
}
