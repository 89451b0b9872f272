import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createClient, type TalatClient } from '../client';
import { errorMessageKey, isAbortError, TalatRequestError } from '../errors';
import { AJAX, CONFIG, REST, testClient, useServer } from '../test-support';

const server = useServer();
const compare = (client: Pick<TalatClient, 'compare'> = testClient()) => client.compare.getCompareProduct({ product_id: 'refresh', add_remove: 'add' });

describe('transport failures → TalatRequestError kinds (§8)', () => {
  it('network failure → network / fetch_error', async () => {
    server.use(http.post(AJAX, () => HttpResponse.error()));
    const error = await compare().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TalatRequestError);
    expect(error).toMatchObject({ kind: 'network' });
    expect(errorMessageKey(error)).toBe('fetch_error');
  });

  it('time-out → timeout / timeout', async () => {
    server.use(
      http.post(AJAX, async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const error = await testClient()
      .compare.getCompareProduct({ product_id: 'refresh', add_remove: 'add' }, { timeoutMs: 20 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(errorMessageKey(error)).toBe('timeout');
  });

  it('a body that stalls after the headers still times out, and still aborts', async () => {
    const stalled = () =>
      new HttpResponse(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"no_product":'));
          },
        }),
        { headers: { 'Content-Type': 'application/json' } },
      );
    server.use(http.post(AJAX, stalled));
    await expect(testClient().compare.getCompareProduct({ product_id: 'refresh', add_remove: 'add' }, { timeoutMs: 30 })).rejects.toMatchObject({ kind: 'timeout' });
    const abort = new AbortController();
    const pending = testClient().compare.getCompareProduct({ product_id: 'refresh', add_remove: 'add' }, { signal: abort.signal });
    setTimeout(() => abort.abort(), 30);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('the client-wide timeoutMs applies when the call gives none', async () => {
    server.use(
      http.post(AJAX, async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    await expect(compare(testClient({ timeoutMs: 20 }))).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('abort through the caller’s AbortSignal → aborted, and isAbortError says so', async () => {
    server.use(
      http.post(AJAX, async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const call = testClient().compare.getCompareProduct({ product_id: 'refresh', add_remove: 'add' }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    const error = await call.catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'aborted' });
    expect(isAbortError(error)).toBe(true);
    expect(errorMessageKey(error)).toBe('unknown_error');
  });

  it('an already-aborted signal → aborted without a response', async () => {
    server.use(http.post(AJAX, () => HttpResponse.json({})));
    const error = await testClient()
      .compare.getCompareProduct({ product_id: 'refresh', add_remove: 'add' }, { signal: AbortSignal.abort() })
      .catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });

  it('500 with an HTML body → http with the status', async () => {
    server.use(http.post(AJAX, () => HttpResponse.html('<h1>Error</h1>', { status: 500 })));
    const error = await compare().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 500, data: '<h1>Error</h1>' });
    expect(errorMessageKey(error)).toBe('unknown_error');
  });

  it('403 with a WordPress error body → server, keeping code, message and data', async () => {
    server.use(
      http.get(`${REST}wp/v2/users/me`, () =>
        HttpResponse.json({ code: 'rest_forbidden', message: 'ขออภัย คุณไม่ได้รับอนุญาต', data: { status: 403 } }, { status: 403 }),
      ),
    );
    const error = await testClient().rest.request('wp/v2/users/me').catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'server',
      status: 403,
      code: 'rest_forbidden',
      message: 'ขออภัย คุณไม่ได้รับอนุญาต',
      data: { status: 403 },
    });
    expect(errorMessageKey(error)).toBe('unknown_error');
  });

  it('unparsable JSON on a 2xx → invalid-json / invalid_json', async () => {
    server.use(http.post(AJAX, () => new HttpResponse('<br /><b>Warning</b>: {', { headers: { 'Content-Type': 'application/json' } })));
    const error = await compare().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invalid-json', status: 200 });
    expect(errorMessageKey(error)).toBe('invalid_json');
  });
});

describe('errorMessageKey / isAbortError', () => {
  it.each([
    [new TalatRequestError({ kind: 'network', message: '' }), 'fetch_error'],
    [new TalatRequestError({ kind: 'timeout', message: '' }), 'timeout'],
    [new TalatRequestError({ kind: 'invalid-json', message: '' }), 'invalid_json'],
    [new TalatRequestError({ kind: 'server', code: 'post_process', message: '' }), 'post_process'],
    [new TalatRequestError({ kind: 'server', code: 'rest_forbidden', message: '' }), 'unknown_error'],
    [new TalatRequestError({ kind: 'http', status: 500, message: '' }), 'unknown_error'],
    [new TalatRequestError({ kind: 'aborted', message: '' }), 'unknown_error'],
    [new Error('boom'), 'unknown_error'],
    ['not an error', 'unknown_error'],
  ] as const)('%o → %s', (error, key) => {
    expect(errorMessageKey(error)).toBe(key);
  });

  it('recognises a DOM AbortError too', () => {
    expect(isAbortError(new DOMException('stop', 'AbortError'))).toBe(true);
    expect(isAbortError(new TalatRequestError({ kind: 'network', message: '' }))).toBe(false);
    expect(isAbortError('AbortError')).toBe(false);
  });
});

describe('fetch and URLs', () => {
  it('uses the injected fetch', async () => {
    const injected = vi.fn<typeof fetch>(async () => Response.json({ no_product: '1' }));
    await expect(compare(createClient({ ...CONFIG, fetch: injected }))).resolves.toEqual({ no_product: '1' });
    expect(injected).toHaveBeenCalledTimes(1);
    const [request] = injected.mock.calls[0] ?? [];
    expect(request instanceof Request ? request.url : request).toBe('http://shop.test/wp-admin/admin-ajax.php');
  });

  it('looks globalThis.fetch up at call time, not at createClient time', async () => {
    const client = testClient();
    const later = vi.fn<typeof fetch>(async () => Response.json({ no_product: '1' }));
    vi.stubGlobal('fetch', later);
    await compare(client);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a relative URL with no baseUrl and no document fails with a clear error', async () => {
    const client = createClient({ ...CONFIG, baseUrl: undefined });
    await expect(compare(client)).rejects.toThrow(/pass ClientConfig.baseUrl/);
  });

  it('absolute URLs need no baseUrl', async () => {
    server.use(http.post(AJAX, () => HttpResponse.json({ no_product: '1' })));
    const client = createClient({ ...CONFIG, baseUrl: undefined, ajaxUrl: AJAX });
    await expect(compare(client)).resolves.toEqual({ no_product: '1' });
  });

  it('rejects a config without the required URLs', () => {
    expect(() => createClient({ ...CONFIG, ajaxUrl: '' })).toThrow(/ajaxUrl/);
  });

  it('rejects a wc-ajax template without %%endpoint%%', async () => {
    await expect(testClient({ wcAjaxUrl: '/?wc-ajax=' }).cart.getRefreshedFragments()).rejects.toThrow(/%%endpoint%%/);
  });
});

describe('on ky', () => {
  const stalledBody = (status: number) =>
    new HttpResponse(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"code":'));
        },
      }),
      { status, headers: { 'Content-Type': 'application/json' } },
    );

  it.each([408, 429, 503])('retries nothing itself: a GET answered %i is asked once', async (status) => {
    let count = 0;
    server.use(
      http.get(AJAX, () => {
        count += 1;
        return HttpResponse.text('busy', { status, headers: { 'Retry-After': '0' } });
      }),
    );
    await expect(testClient().search.getSuggestions({ match: 'ครีม' })).rejects.toMatchObject({ kind: 'http', status });
    expect(count).toBe(1);
  });

  it('retries nothing itself: a GET whose network fails is asked once', async () => {
    let count = 0;
    server.use(
      http.get(AJAX, () => {
        count += 1;
        return HttpResponse.error();
      }),
    );
    await expect(testClient().search.getSuggestions({ match: 'ครีม' })).rejects.toMatchObject({ kind: 'network' });
    expect(count).toBe(1);
  });

  it('no headers in time is ky’s TimeoutError; a stalled body is our time-out over the rest of the budget', async () => {
    server.use(
      http.post(AJAX, async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const atHeaders = await compare(testClient({ timeoutMs: 20 })).catch((e: unknown) => e);
    expect(atHeaders).toMatchObject({ kind: 'timeout', message: 'No answer in 20 ms' });
    expect((atHeaders as Error).cause).toMatchObject({ name: 'TimeoutError' });
    server.use(http.post(AJAX, () => stalledBody(200)));
    const inBody = await compare(testClient({ timeoutMs: 40 })).catch((e: unknown) => e);
    expect(inBody).toMatchObject({ kind: 'timeout', message: 'No answer in 40 ms' });
    expect((inBody as Error).cause).toMatchObject({ name: 'AbortError' });
  });

  it('an error reply whose body stalls times out too (ky’s HTTPError body is read within the time-out)', async () => {
    server.use(http.post(AJAX, () => stalledBody(500)));
    await expect(testClient({ timeoutMs: 30 }).compare.getCompareProduct({ product_id: 'refresh', add_remove: 'add' })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('the injected fetch gets the method, headers and body the call made, the body as bytes (not ky’s cloned stream)', async () => {
    let seen: unknown[] = [];
    const injected = vi.fn<typeof fetch>(async (input, init) => {
      const headers = new Headers(init?.headers);
      seen = [typeof input, init?.method, headers.get('Content-Type'), init?.body instanceof ArrayBuffer, new TextDecoder().decode(init?.body as ArrayBuffer)];
      return Response.json({ no_product: '1' });
    });
    await compare(createClient({ ...CONFIG, fetch: injected }));
    expect(seen).toEqual(['string', 'POST', 'application/x-www-form-urlencoded;charset=UTF-8', true, 'action=th_get_compare_product&product_id=refresh&add_remove=add']);
  });
});
