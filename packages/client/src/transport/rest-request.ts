import type { CallOptions } from './context';
import type { RequestBody } from './http';
import type { Query } from './url';

/** What flows through the REST middlewares (transport/middleware/), and what callers give. */

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestRequestInit<T = unknown> {
  method?: RestMethod;
  query?: Query;
  /** Sent as application/json; wins over `body`. */
  json?: unknown;
  body?: RequestBody;
  headers?: Record<string, string>;
  /** Checks and narrows the parsed JSON. Not called for a 204, which yields undefined. */
  parse?: (data: unknown) => T;
}

/** A path under the REST root ('wp/v2/media'), or a full URL given by the page (§7 Coming-soon banner). */
export type RestTarget = { path: string } | { url: string | URL };

/**
 * One REST request on its way down the chain. Middlewares never change one in place: the nonce
 * retry sends the same request twice, so each step passes on a copy (`withHeader`, `withUrl`).
 */
export interface RestRequest {
  /** What the caller asked for; media recovery recognises an upload by it. */
  readonly target: RestTarget;
  readonly url: URL;
  readonly method: RestMethod;
  readonly headers: Headers;
  readonly body?: RequestBody;
  readonly json?: unknown;
  readonly options: CallOptions;
}

/** What each step hands to the next, and what the chain resolves with: the reply, whatever its status. */
export type RestHandler = (request: RestRequest) => Promise<Response>;

/** One REST behaviour, composed the way @wordpress/api-fetch composes `(options, next)`. */
export type RestMiddleware = (request: RestRequest, next: RestHandler) => Promise<Response>;

export function withHeader(request: RestRequest, name: string, value: string): RestRequest {
  const headers = new Headers(request.headers);
  headers.set(name, value);
  return { ...request, headers };
}

export function withUrl(request: RestRequest, url: URL): RestRequest {
  return { ...request, url };
}
