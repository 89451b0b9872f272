import type { RestMethod, RestMiddleware } from '../rest-request';
import { withHeader } from '../rest-request';

/** Methods many hosts' firewalls and proxies refuse, which WordPress reads from the override header. */
const OVERRIDDEN: ReadonlySet<RestMethod> = new Set(['PUT', 'PATCH', 'DELETE']);

/** §7: PATCH, PUT and DELETE are sent as POST with X-HTTP-Method-Override. */
export const methodOverride: RestMiddleware = (request, next) => {
  if (!OVERRIDDEN.has(request.method)) return next(request);
  return next({ ...withHeader(request, 'X-HTTP-Method-Override', request.method), method: 'POST' });
};
