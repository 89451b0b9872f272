import type { CallOptions, TransportContext } from './context';
import { readJson } from './body';
import { exchange, type RequestBody } from './http';
import { nonceRefusedError, type NonceStore } from './nonce';
import { fetchAllPages } from './paging';
import { errorFromResponse } from './request-error';
import { addQuery, type Query, resolveUrl } from './url';

/**
 * The REST middlewares of §7 'REST client behaviour', in the order wp.apiFetch applies them:
 * `_locale=user`, X-WP-Nonce, method override, per_page=-1 paging and the nonce refresh with a
 * single retry (the old client could retry a refused nonce forever — DESIGN "do better").
 */

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

export interface RestTransport {
  /** One call with every middleware and the nonce retry; resolves whatever the final status. */
  exchange(target: RestTarget, init: RestRequestInit<unknown>, options?: CallOptions): Promise<Response>;
  request<T = unknown>(target: RestTarget, init?: RestRequestInit<T>, options?: CallOptions): Promise<T | undefined>;
}

/** apiFetch's default Accept, which Contact Form 7 also sends (§7 Contact forms). */
export const REST_ACCEPT = 'application/json, */*;q=0.1';

const OVERRIDDEN = new Set<RestMethod>(['PUT', 'PATCH', 'DELETE']);

export function restUrl(ctx: TransportContext, target: RestTarget, query?: Query): URL {
  let url: URL;
  if ('url' in target) {
    url = typeof target.url === 'string' ? resolveUrl(target.url, ctx.config.baseUrl) : new URL(target.url.href);
  } else {
    const root = ctx.config.restRoot;
    let path = target.path.replace(/^\/+/, '');
    // With plain permalinks the root is '/?rest_route=/': the path's own query must join with '&'.
    if (root.includes('?')) path = path.replace('?', '&');
    url = resolveUrl(root + path, ctx.config.baseUrl);
  }
  addQuery(url, query);
  if (!url.searchParams.has('_locale')) url.searchParams.set('_locale', 'user');
  return url;
}

async function isInvalidNonce(response: Response): Promise<boolean> {
  if (response.ok) return false;
  try {
    const body: unknown = JSON.parse(await response.clone().text());
    return typeof body === 'object' && body !== null && 'code' in body && body.code === 'rest_cookie_invalid_nonce';
  } catch {
    return false;
  }
}

export function createRestTransport(ctx: TransportContext, nonces: NonceStore): RestTransport {
  function once(url: URL, init: RestRequestInit<unknown>, nonce: string | undefined, options?: CallOptions) {
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', REST_ACCEPT);
    // Guests without a nonce send none: WordPress verifies any nonce it gets, even for guests.
    if (nonce !== undefined && nonce !== '') headers.set('X-WP-Nonce', nonce);
    if (OVERRIDDEN.has(method)) headers.set('X-HTTP-Method-Override', method);
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
    const wireMethod = method === 'GET' ? 'GET' : 'POST';
    return exchange(ctx, { method: wireMethod, url, headers, ...(body === undefined ? {} : { body }) }, options);
  }

  async function exchangeUrl(url: URL, init: RestRequestInit<unknown>, options?: CallOptions): Promise<Response> {
    const sent = nonces.get();
    const first = await once(url, init, sent, options);
    if (!(await isInvalidNonce(first))) return first;
    // Another call may have refreshed the nonce while this one was in flight; reuse it.
    const current = nonces.get();
    const fresh = current !== undefined && current !== sent ? current : await nonces.refresh(options);
    const second = await once(url, init, fresh, options);
    if (await isInvalidNonce(second)) {
      // Exactly one retry: a page served from a day-old cache must not loop (DESIGN "Guests").
      throw nonceRefusedError('The REST nonce was refused again after a refresh. Reload the page.', second.status);
    }
    return second;
  }

  async function request<T>(target: RestTarget, init: RestRequestInit<T> = {}, options?: CallOptions): Promise<T | undefined> {
    const url = restUrl(ctx, target, init.query);
    if ((init.method ?? 'GET') === 'GET' && url.searchParams.get('per_page') === '-1') {
      const all = await fetchAllPages(url, (page) => exchangeUrl(restUrl(ctx, { url: page }), init, options));
      return init.parse ? init.parse(all) : (all as T);
    }
    const response = await exchangeUrl(url, init, options);
    if (!response.ok) throw await errorFromResponse(response);
    if (response.status === 204) return undefined;
    const data = await readJson(response);
    return init.parse ? init.parse(data) : (data as T);
  }

  return {
    exchange: (target, init, options) => exchangeUrl(restUrl(ctx, target, init.query), init, options),
    request,
  };
}
