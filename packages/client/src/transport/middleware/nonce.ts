import { nonceRefusedError, type NonceStore } from '../nonce-store';
import type { RestMiddleware, RestRequest } from '../rest-request';
import { withHeader } from '../rest-request';

/** WordPress's answer to a stale or foreign X-WP-Nonce (§6 Expired REST nonce). */
async function isRefusedNonce(response: Response): Promise<boolean> {
  if (response.ok) return false;
  try {
    const body: unknown = JSON.parse(await response.clone().text());
    return typeof body === 'object' && body !== null && 'code' in body && body.code === 'rest_cookie_invalid_nonce';
  } catch {
    return false;
  }
}

/** Guests without a nonce send none: WordPress verifies any nonce it gets, even for guests. */
function signed(request: RestRequest, nonce: string | undefined): RestRequest {
  return nonce === undefined || nonce === '' ? request : withHeader(request, 'X-WP-Nonce', nonce);
}

/**
 * §7: every REST call carries X-WP-Nonce; a refused nonce is refreshed once (admin-ajax
 * ?action=rest-nonce, shared by concurrent calls) and the call is sent again, once. A second
 * refusal is an error, never a third try: a page served from a day-old cache must not loop
 * (DESIGN "Guests"; the old client retried forever).
 */
export function nonce(store: NonceStore): RestMiddleware {
  return async (request, next) => {
    const sent = store.get();
    const first = await next(signed(request, sent));
    if (!(await isRefusedNonce(first))) return first;
    // Another call may have refreshed the nonce while this one was in flight; reuse it.
    const current = store.get();
    const fresh = current !== undefined && current !== sent ? current : await store.refresh(request.options);
    const second = await next(signed(request, fresh));
    if (await isRefusedNonce(second)) {
      throw nonceRefusedError('The REST nonce was refused again after a refresh. Reload the page.', second.status);
    }
    return second;
  };
}
