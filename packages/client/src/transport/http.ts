import ky from 'ky';
import type { CallOptions, TransportContext } from './context';
import { errorFromResponse, toRequestError } from './request-error';
import { resolveUrl } from './url';

export type RequestBody = FormData | URLSearchParams | string | Blob;

export interface HttpRequest {
  method: 'GET' | 'POST';
  /** Absolute, or relative to the configured base. */
  url: string | URL;
  headers?: HeadersInit;
  body?: RequestBody;
  /** The §9 time-out of this call, when it has one; the caller's `timeoutMs` still wins. */
  timeoutMs?: number;
}

/**
 * One HTTP exchange through ky. Resolves with the response whatever its status (callers that
 * need the status, like the nonce retry and media recovery, look at it); network, time-out and
 * abort failures reject as TalatRequestError. ky's own retry is off: every retry is explicit.
 */
export async function exchange(ctx: TransportContext, request: HttpRequest, options: CallOptions = {}): Promise<Response> {
  const url = typeof request.url === 'string' ? resolveUrl(request.url, ctx.config.baseUrl) : request.url;
  const injected = ctx.config.fetch;
  try {
    return await ky(url.href, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      timeout: options.timeoutMs ?? request.timeoutMs ?? ctx.defaultTimeoutMs,
      signal: options.signal,
      retry: 0,
      throwHttpErrors: false,
      // Looked up per call, not at createClient time, so msw (which patches the global) sees it.
      fetch: (input, init) => (injected ?? globalThis.fetch).call(globalThis, input, init),
    });
  } catch (error) {
    throw await toRequestError(error, options.signal);
  }
}

/** Like `exchange`, but a non-2xx reply rejects ('http', or 'server' for a WordPress error body). */
export async function send(ctx: TransportContext, request: HttpRequest, options: CallOptions = {}): Promise<Response> {
  const response = await exchange(ctx, request, options);
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}
