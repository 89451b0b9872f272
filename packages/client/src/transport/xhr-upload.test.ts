import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTalatRequestError, type TalatRequestError } from '../errors';
import type { TransportContext } from './context';
import { createPaymentCalls } from '../calls/payment';
import { postWithUploadProgress } from './xhr-upload';

/** A fake XMLHttpRequest: the test plays the network by calling its handlers. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  sent: unknown;
  aborted = false;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getResponseHeader(name: string) {
    return this.headers[name.toLowerCase()] ?? null;
  }
  reply(status: number, text: string, type = 'application/json') {
    this.status = status;
    this.responseText = text;
    this.headers['content-type'] = type;
    this.onload?.();
  }
}

const ctx: TransportContext = { config: { ajaxUrl: 'http://shop.test/wp-admin/admin-ajax.php' }, defaultTimeoutMs: 15_000 };
const url = new URL('http://shop.test/wp-admin/admin-ajax.php');

function start(options: Parameters<typeof postWithUploadProgress>[3] = {}) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const body = new FormData();
  body.append('action', 'wcp_confirm_payment');
  const promise = postWithUploadProgress(ctx, url, body, options);
  const xhr = FakeXhr.last as FakeXhr;
  return { promise, xhr, body };
}

async function failure(promise: Promise<unknown>): Promise<TalatRequestError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isTalatRequestError(error)) throw new Error('expected a TalatRequestError');
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('postWithUploadProgress (XHR upload transport, issue 15)', () => {
  it('POSTs the FormData itself to the URL and resolves with the reply', async () => {
    const { promise, xhr, body } = start({ timeoutMs: 30_000 });
    expect([xhr.method, xhr.url, xhr.sent]).toEqual(['POST', url.href, body]);
    xhr.reply(200, '{"errors":[]}');
    const response = await promise;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ errors: [] });
  });

  it('times out after the context default of silence when the call gives none', async () => {
    vi.useFakeTimers();
    try {
      const { promise, xhr } = start();
      const caught = failure(promise);
      vi.advanceTimersByTime(14_999);
      expect(xhr.aborted).toBe(false);
      vi.advanceTimersByTime(1);
      expect(xhr.aborted).toBe(true);
      expect((await caught).kind).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a slow upload that keeps making progress is not timed out; silence after it is', async () => {
    vi.useFakeTimers();
    try {
      const { promise, xhr } = start({ timeoutMs: 1000, onUploadProgress: () => undefined });
      const caught = failure(promise);
      // Five seconds of upload, a progress event every 900 ms: longer than the time-out, never silent for it.
      for (let sent = 1; sent <= 5; sent += 1) {
        vi.advanceTimersByTime(900);
        xhr.upload.onprogress?.({ lengthComputable: true, loaded: sent * 400, total: 2000 });
      }
      expect(xhr.aborted).toBe(false);
      // Then the reply does not come.
      vi.advanceTimersByTime(1000);
      expect(xhr.aborted).toBe(true);
      expect((await caught).kind).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a reply before the time-out clears it (no late abort)', async () => {
    vi.useFakeTimers();
    try {
      const { promise, xhr } = start({ timeoutMs: 1000 });
      xhr.reply(200, '{}');
      await promise;
      vi.advanceTimersByTime(5000);
      expect(xhr.aborted).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports upload progress (loaded, total) only when the size is known', async () => {
    const seen: Array<[number, number]> = [];
    const { promise, xhr } = start({ onUploadProgress: (loaded, total) => seen.push([loaded, total]) });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 5, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 500, total: 2000 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 2000, total: 2000 });
    xhr.reply(200, '{}');
    await promise;
    expect(seen).toEqual([
      [500, 2000],
      [2000, 2000],
    ]);
  });

  it("rejects a non-2xx reply as 'http' with its status", async () => {
    const { promise, xhr } = start();
    xhr.reply(500, 'Internal Server Error', 'text/html');
    const error = await failure(promise);
    expect([error.kind, error.status]).toEqual(['http', 500]);
  });

  it("rejects a WordPress error body as 'server' with its code", async () => {
    const { promise, xhr } = start();
    xhr.reply(403, '{"code":"invalid_nonce","message":"Bad"}');
    const error = await failure(promise);
    expect([error.kind, error.status, error.code]).toEqual(['server', 403, 'invalid_nonce']);
  });

  it("rejects a network failure as 'network'", async () => {
    const { promise, xhr } = start();
    xhr.onerror?.();
    expect((await failure(promise)).kind).toBe('network');
  });

  it("aborts the request when the caller's signal fires, rejecting as 'aborted'", async () => {
    const controller = new AbortController();
    const { promise, xhr } = start({ signal: controller.signal });
    controller.abort();
    expect(xhr.aborted).toBe(true);
    expect((await failure(promise)).kind).toBe('aborted');
  });

  it('sends nothing when the signal is already aborted', async () => {
    FakeXhr.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const error = await failure(postWithUploadProgress(ctx, url, new FormData(), { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('aborted');
    expect(FakeXhr.last).toBeUndefined();
  });
});

describe('confirmPayment with onUploadProgress (issue 15)', () => {
  it('goes over XMLHttpRequest to admin-ajax, reports progress and reads the reply as the ky path does', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const form = new FormData();
    form.append('action', 'wcp_confirm_payment');
    const seen: number[] = [];
    const pending = createPaymentCalls(ctx).confirmPayment(form, { onUploadProgress: (loaded) => seen.push(loaded) });
    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url, xhr.sent]).toEqual(['POST', 'http://shop.test/wp-admin/admin-ajax.php', form]);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 20 });
    xhr.reply(200, '{"success":"<p>ok</p>","errors":[]}');
    await expect(pending).resolves.toEqual({ errors: {}, success: '<p>ok</p>' });
    expect(seen).toEqual([10]);
  });

  it("rejects junk as 'invalid-json', like the ky path", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = createPaymentCalls(ctx).confirmPayment(new FormData(), { onUploadProgress: () => undefined });
    (FakeXhr.last as FakeXhr).reply(200, '<b>Notice</b>{');
    expect((await failure(pending)).kind).toBe('invalid-json');
  });
});
