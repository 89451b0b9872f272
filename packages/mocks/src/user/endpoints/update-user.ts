import { sessionIdFromCookie } from '../../cart/session';
import { defineRestRoute } from '../../router/registry';
import { wpErrorResponse, wpJson } from '../../router/responses';
import type { WpRequest } from '../../router/wp-request';
import { isComingSoonBannerDismissed, restNonceFor, setComingSoonBannerDismissed, userIdOf } from '../banner-state';

// §7 Coming-soon banner: POST /wp/v2/users/{id} (WooCommerce prints `rest_url( 'wp/v2/users/' .
// $current_user_id )`; `users/me` is the same user) with woocommerce_meta.coming_soon_banner_dismissed.
// Cookie authentication as WordPress does it (rest_cookie_check_errors): a nonce that is not this
// visitor's current one is refused with 403 rest_cookie_invalid_nonce; without a nonce the request
// is a guest's. Faults (500, junk JSON, hang, offline) come from the router like for every endpoint.

/** The setting from a JSON body or from jQuery's form encoding (`woocommerce_meta[coming_soon_banner_dismissed]`). */
function dismissedIn(request: WpRequest): string | undefined {
  const json = request.json as { woocommerce_meta?: { coming_soon_banner_dismissed?: unknown } } | undefined;
  const value = json?.woocommerce_meta?.coming_soon_banner_dismissed ?? request.params['woocommerce_meta[coming_soon_banner_dismissed]'];
  return typeof value === 'string' ? value : undefined;
}

export const updateUser = defineRestRoute(['POST', 'PUT', 'PATCH'], '/wp/v2/users/:id', (request, shop) => {
  const session = sessionIdFromCookie(request.headers.get('cookie'));
  const nonce = request.headers.get('X-WP-Nonce') ?? request.params._wpnonce;
  if (nonce && nonce !== restNonceFor(shop, session)) return wpErrorResponse('rest_cookie_invalid_nonce', 'Cookie check failed', 403);
  const userId = nonce ? userIdOf(session) : 0;
  const wanted = request.routeParams.id === 'me' ? userId : Number(request.routeParams.id);
  if (userId === 0) return wpErrorResponse('rest_not_logged_in', 'You are not currently logged in.', 401);
  if (wanted !== userId) return wpErrorResponse('rest_cannot_edit', 'Sorry, you are not allowed to edit this user.', 403);
  const value = dismissedIn(request);
  if (value !== undefined) setComingSoonBannerDismissed(shop, session, value === 'yes');
  return wpJson({
    id: userId,
    woocommerce_meta: { coming_soon_banner_dismissed: isComingSoonBannerDismissed(shop, session) ? 'yes' : 'no' },
  });
});
