import { readJson } from './body';
import type { CallOptions, TransportContext } from './context';
import { exchange, type HttpRequest } from './http';
import { accept } from './middleware/accept';
import { compose } from './middleware/compose';
import { locale } from './middleware/locale';
import { mediaRecovery } from './middleware/media-recovery';
import { methodOverride } from './middleware/method-override';
import { nonce } from './middleware/nonce';
import { paging } from './middleware/paging';
import type { NonceStore } from './nonce-store';
import { payloadOf } from './payload';
import { errorFromResponse } from './request-error';
import type { RestHandler, RestRequest, RestRequestInit, RestTarget } from './rest-request';
import { restUrl } from './rest-url';

export type { RestMethod, RestRequestInit, RestTarget } from './rest-request';

export interface RestTransport {
  /** One call through every middleware; resolves whatever the final status. */
  exchange(target: RestTarget, init: RestRequestInit<unknown>, options?: CallOptions): Promise<Response>;
  request<T = unknown>(target: RestTarget, init?: RestRequestInit<T>, options?: CallOptions): Promise<T | undefined>;
}

function toRestRequest(ctx: TransportContext, target: RestTarget, init: RestRequestInit<unknown>, options: CallOptions): RestRequest {
  return {
    target,
    url: restUrl(ctx, target, init.query),
    method: init.method ?? 'GET',
    headers: new Headers(init.headers),
    ...payloadOf(init),
    options,
  };
}

function toHttpRequest(request: RestRequest): HttpRequest {
  return { method: request.method, url: request.url, headers: request.headers, ...payloadOf(request) };
}

/**
 * The REST behaviours of §7 'REST client behaviour' as one chain, outermost first: media recovery
 * (around everything an upload does), `_locale=user`, per_page=-1 paging (each page below it),
 * X-WP-Nonce with one refresh and one retry, method override, Accept, then the wire.
 */
export function createRestTransport(ctx: TransportContext, nonces: NonceStore): RestTransport {
  const wire: RestHandler = (request) => exchange(ctx, toHttpRequest(request), request.options);
  const run = async (target: RestTarget, init: RestRequestInit<unknown>, options: CallOptions = {}) =>
    chain(toRestRequest(ctx, target, init, options));
  const chain: RestHandler = compose(
    [mediaRecovery(run), locale, paging((request) => chain(request)), nonce(nonces), methodOverride, accept],
    wire,
  );

  async function request<T>(target: RestTarget, init: RestRequestInit<T> = {}, options?: CallOptions): Promise<T | undefined> {
    const response = await run(target, init, options);
    if (!response.ok) throw await errorFromResponse(response);
    if (response.status === 204) return undefined;
    const data = await readJson(response);
    return init.parse ? init.parse(data) : (data as T);
  }

  return { exchange: run, request };
}
