import { isHTTPError, isTimeoutError, type KyInstance } from 'ky';
import { createCallSignal } from './call-signal';
import type { CallOptions, TransportContext } from './context';
import { fetchFor, kyRejecting, kyResolving } from './ky-instances';
import { payloadOf } from './payload';
import { readWholeBody } from './read-body';
import { errorFromResponse, timeoutError, toRequestError } from './request-error';
import { resolveUrl } from './url';

export type RequestBody = FormData | URLSearchParams | string | Blob;

/** PUT, PATCH and DELETE reach the wire only if a caller skips the REST method override. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  method: HttpMethod;
  /** Absolute, or relative to the configured base. */
  url: string | URL;
  headers?: HeadersInit;
  body?: RequestBody;
  /** Sent as JSON by ky (Content-Type application/json unless `headers` say otherwise); wins over `body`. */
  json?: unknown;
  /** The §9 time-out of this call, when it has one; the caller's `timeoutMs` still wins. */
  timeoutMs?: number;
}

/**
 * One HTTP exchange on ky. The budget is shared: ky's `timeout` covers the wait for the headers,
 * and what is left of it covers the body (call-signal.ts). Network, time-out and abort failures,
 * and ky's HTTPError, reject as TalatRequestError. Nothing is retried here: every retry is explicit.
 */
async function perform(
  ky: KyInstance,
  ctx: TransportContext,
  request: HttpRequest,
  options: CallOptions,
): Promise<Response> {
  // Resolved here, not by ky: under jsdom a relative URL must be read against document.baseURI.
  const url = typeof request.url === 'string' ? resolveUrl(request.url, ctx.config.baseUrl) : request.url;
  const timeoutMs = options.timeoutMs ?? request.timeoutMs ?? ctx.defaultTimeoutMs;
  const call = createCallSignal(options.signal);
  const started = Date.now();
  const startBodyTimeout = () => call.expireAfter(Math.max(0, timeoutMs - (Date.now() - started)));
  try {
    let response: Response;
    try {
      response = await ky(url.href, {
        method: request.method,
        headers: request.headers,
        ...payloadOf(request),
        signal: call.signal,
        timeout: timeoutMs,
        fetch: fetchFor(ctx.config),
      });
    } catch (error) {
      if (!isHTTPError(error)) throw error;
      // ky rejects as soon as the status is known; WordPress's code and message are in the body,
      // which is read within the time-out like any other.
      startBodyTimeout();
      throw await errorFromResponse(await readWholeBody(error.response, call.signal));
    }
    startBodyTimeout();
    return await readWholeBody(response, call.signal);
  } catch (error) {
    if ((call.expired || isTimeoutError(error)) && !options.signal?.aborted) throw timeoutError(timeoutMs, error);
    throw await toRequestError(error, options.signal);
  } finally {
    call.dispose();
  }
}

/**
 * Resolves with the response whatever its status, for callers that look at it (the REST chain:
 * nonce retry, media recovery, paging).
 */
export function exchange(ctx: TransportContext, request: HttpRequest, options: CallOptions = {}): Promise<Response> {
  return perform(kyResolving, ctx, request, options);
}

/** Like `exchange`, but a non-2xx reply rejects ('http', or 'server' for a WordPress error body). */
export function send(ctx: TransportContext, request: HttpRequest, options: CallOptions = {}): Promise<Response> {
  return perform(kyRejecting, ctx, request, options);
}
