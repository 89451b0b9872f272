import ky, { type Input, type KyInstance } from 'ky';
import type { ClientConfig } from '../config';

/**
 * The client's two ky instances (docs/decisions.md "Transport on ky").
 * `retry: 0`: every retry in this client is explicit and counted (the one nonce retry, the media
 * post-process attempts); ky's automatic retries would re-send a refused nonce or a POST.
 * The time-out is given per call (§9 differs per endpoint), so none is set here.
 */

/** Resolves with the response whatever its status: the nonce retry and media recovery read it. */
export const kyResolving: KyInstance = /* @__PURE__ */ ky.create({ retry: 0, throwHttpErrors: false });

/** Rejects a non-2xx reply with ky's HTTPError, which http.ts turns into a TalatRequestError. */
export const kyRejecting: KyInstance = /* @__PURE__ */ kyResolving.extend({ throwHttpErrors: true });

/**
 * ky's `fetch` option for one client. The fetch is looked up on every request, not when the client
 * is made: msw (tests, Storybook) patches `globalThis.fetch` after the widgets have started.
 *
 * ky hands fetch a Request whose body it has cloned, which turns the body into a tee'd stream:
 * Chromium then uploads it as a stream, which its DevTools protocol (and so Playwright's
 * `postData()`) cannot show. A body is small here (a form, a slip of 2 MB at most), so it is read
 * to bytes first and sent as the browser sends a form's (docs/decisions.md, "ky's cloned bodies").
 */
export function fetchFor(config: ClientConfig): (input: Input, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const send = config.fetch ?? globalThis.fetch;
    if (!(input instanceof Request) || input.body === null) return send.call(globalThis, input, init);
    const body = await input.arrayBuffer();
    const { url, method, headers, signal, credentials, cache, redirect, referrer, referrerPolicy, integrity, keepalive, mode } = input;
    return send.call(globalThis, url, { method, headers, body, signal, credentials, cache, redirect, referrer, referrerPolicy, integrity, keepalive, mode, ...init });
  };
}
