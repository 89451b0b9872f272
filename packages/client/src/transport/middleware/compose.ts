/**
 * Joins middlewares into one handler, first in the list outermost, the way @wordpress/api-fetch
 * runs `(options, next) => Promise`: each step may change the request, call `next` (once, twice for
 * a retry, or not at all) and change the reply. Generic so the tests can drive it with plain values.
 */
export type Handler<Req, Res> = (request: Req) => Promise<Res>;
export type Middleware<Req, Res> = (request: Req, next: Handler<Req, Res>) => Promise<Res>;

export function compose<Req, Res>(middlewares: ReadonlyArray<Middleware<Req, Res>>, last: Handler<Req, Res>): Handler<Req, Res> {
  return middlewares.reduceRight<Handler<Req, Res>>((next, middleware) => (request) => middleware(request, next), last);
}
