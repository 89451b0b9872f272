import { TalatRequestError } from '../errors';
import type { CallOptions, TransportContext } from './context';
import { errorFromResponse, toRequestError } from './request-error';
import { resolveUrl } from './url';

/** Rejects once the signal aborts: not every fetch (mocked ones) ends a body stream on abort. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

/** Statuses whose Response may not carry a body. */
const NULL_BODY_STATUSES = [101, 204, 205, 304];

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
 * One HTTP exchange over the browser's fetch. Resolves with the response whatever its status
 * (callers that need the status, like the nonce retry and media recovery, look at it); network,
 * time-out and abort failures reject as TalatRequestError. Nothing is retried here: every retry
 * is explicit. (Why not ky, as DESIGN.md first planned: docs/decisions.md "Transport without ky".)
 */
export async function exchange(ctx: TransportContext, request: HttpRequest, options: CallOptions = {}): Promise<Response> {
  const url = typeof request.url === 'string' ? resolveUrl(request.url, ctx.config.baseUrl) : request.url;
  const timeoutMs = options.timeoutMs ?? request.timeoutMs ?? ctx.defaultTimeoutMs;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  // Looked up per call, not at createClient time, so msw (which patches the global) sees it.
  const fetchImpl = ctx.config.fetch ?? globalThis.fetch;
  try {
    const response = await fetchImpl.call(globalThis, url.href, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
    });
    // The time-out and the caller's abort cover the body too: a reply whose body stalls must end
    // like one that never came, so the body is read here, inside them.
    const body = await Promise.race([response.arrayBuffer(), whenAborted(controller.signal)]);
    const buffered = new Response(NULL_BODY_STATUSES.includes(response.status) ? null : body, response);
    Object.defineProperty(buffered, 'url', { value: response.url });
    return buffered;
  } catch (error) {
    if (timedOut && !options.signal?.aborted) {
      throw new TalatRequestError({ kind: 'timeout', message: `No answer in ${timeoutMs} ms`, cause: error });
    }
    throw await toRequestError(error, options.signal);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Like `exchange`, but a non-2xx reply rejects ('http', or 'server' for a WordPress error body). */
export async function send(ctx: TransportContext, request: HttpRequest, options: CallOptions = {}): Promise<Response> {
  const response = await exchange(ctx, request, options);
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}
