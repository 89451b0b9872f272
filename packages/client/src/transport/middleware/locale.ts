import type { RestMiddleware } from '../rest-request';
import { withUrl } from '../rest-request';

/**
 * §7: every REST call asks for the user's locale, so WordPress answers in the language the
 * shopper's account is set to (Thai for this shop), as wp.apiFetch does. A `_locale` the caller
 * chose is kept.
 */
export const locale: RestMiddleware = (request, next) => {
  if (request.url.searchParams.has('_locale')) return next(request);
  const url = new URL(request.url.href);
  url.searchParams.set('_locale', 'user');
  return next(withUrl(request, url));
};
