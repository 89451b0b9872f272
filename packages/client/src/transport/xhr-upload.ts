import { TalatRequestError } from '../errors';
import type { CallOptions, TransportContext } from './context';
import { errorFromResponse, timeoutError } from './request-error';

/** Called as the request body goes out: bytes sent so far and the body's whole size. */
export type UploadProgress = (loaded: number, total: number) => void;

export interface UploadOptions extends CallOptions {
  onUploadProgress?: UploadProgress;
}

/**
 * A multipart POST over XMLHttpRequest, for the one call that shows upload progress (the payment
 * slip, issue 15). fetch cannot report how much of a request body has gone out over HTTP/1.1
 * (request streams need HTTP/2 and half duplex), XHR's `upload.onprogress` can. It fails with the
 * same kinds as the ky transport (http.ts): 'network', 'timeout', 'http'/'server' for a non-2xx
 * reply (read by the same errorFromResponse), 'aborted' when the caller's signal fires; the
 * time-out is for silence (no upload progress, then no reply), not for the whole exchange. It resolves
 * with a Response, so the call reads the reply exactly as it reads a ky one.
 */
export function postWithUploadProgress(ctx: TransportContext, url: URL, body: FormData, options: UploadOptions = {}): Promise<Response> {
  const { signal, onUploadProgress } = options;
  const timeoutMs = options.timeoutMs ?? ctx.defaultTimeoutMs;
  return new Promise<Response>((resolve, reject) => {
    const aborted = () => new TalatRequestError({ kind: 'aborted', message: 'Aborted', cause: signal?.reason });
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    // Looked up per call, like the fetch in ky-instances.ts: tests and msw replace the global.
    const xhr = new globalThis.XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    // The time-out counts silence, not the whole exchange (XHR's own `timeout` would): a 2 MB slip
    // still going out on a slow mobile line for longer than the time-out is not "no answer". Each
    // upload progress event starts it again; after the last byte it waits for the reply.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const arm = () => {
      clearTimeout(timer);
      if (timeoutMs > 0 && Number.isFinite(timeoutMs)) {
        timer = setTimeout(() => {
          timedOut = true;
          xhr.abort();
        }, timeoutMs);
      }
    };
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbortSignal);
    };
    xhr.open('POST', url.href);
    xhr.upload.onprogress = (event) => {
      arm();
      if (onUploadProgress && event.lengthComputable) onUploadProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      done();
      const type = xhr.getResponseHeader('Content-Type');
      // Status 0 with a load event does not happen in browsers; treated as a network failure anyway.
      if (xhr.status < 200 || xhr.status > 599) {
        reject(new TalatRequestError({ kind: 'network', message: `No status from ${url.href}` }));
        return;
      }
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, {
        status: xhr.status,
        headers: type ? { 'Content-Type': type } : {},
      });
      if (response.ok) resolve(response);
      else void errorFromResponse(response).then(reject);
    };
    xhr.onerror = () => {
      done();
      reject(new TalatRequestError({ kind: 'network', message: `Request to ${url.href} failed` }));
    };
    xhr.onabort = () => {
      done();
      reject(timedOut ? timeoutError(timeoutMs, undefined) : aborted());
    };
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(body);
    arm();
  });
}
