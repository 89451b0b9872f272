import type { RestMiddleware } from '../rest-request';
import { withHeader } from '../rest-request';

/** wp.apiFetch's default Accept, which Contact Form 7 also sends (§7 Contact forms). */
export const REST_ACCEPT = 'application/json, */*;q=0.1';

/** Every REST call says it wants JSON (docs/decisions.md 20), unless the caller said otherwise. */
export const accept: RestMiddleware = (request, next) =>
  next(request.headers.has('Accept') ? request : withHeader(request, 'Accept', REST_ACCEPT));
