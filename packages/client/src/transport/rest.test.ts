import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AJAX, BASE, queryPairs, REST, testClient, useServer } from '../test-support';

const server = useServer();
const POSTS = `${REST}wp/v2/posts`;
const INVALID_NONCE = { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } };

describe('§7 REST client behaviour', () => {
  it('adds _locale=user, X-WP-Nonce and the apiFetch Accept header', async () => {
    let seen: unknown;
    server.use(
      http.get(POSTS, ({ request }) => {
        seen = {
          method: request.method,
          query: queryPairs(request.url),
          nonce: request.headers.get('X-WP-Nonce'),
          accept: request.headers.get('Accept'),
          override: request.headers.get('X-HTTP-Method-Override'),
        };
        return HttpResponse.json([{ id: 1 }]);
      }),
    );
    const result = await testClient().rest.request<Array<{ id: number }>>('wp/v2/posts', { query: { status: 'publish', include: [1, 2] } });
    expect(seen).toEqual({
      method: 'GET',
      query: [
        ['status', 'publish'],
        ['include[]', '1'],
        ['include[]', '2'],
        ['_locale', 'user'],
      ],
      nonce: 'nonce-1',
      accept: 'application/json, */*;q=0.1',
      override: null,
    });
    expect(result).toEqual([{ id: 1 }]);
  });

  it('sends no X-WP-Nonce when there is none (guests), and a leading slash in the path is under the root', async () => {
    let nonce: string | null = 'unset';
    server.use(
      http.get(POSTS, ({ request }) => {
        nonce = request.headers.get('X-WP-Nonce');
        return HttpResponse.json([]);
      }),
    );
    await testClient({ restNonce: undefined }).rest.request('/wp/v2/posts');
    expect(nonce).toBeNull();
  });

  it('keeps a _locale the caller chose', async () => {
    let query: Array<[string, string]> = [];
    server.use(
      http.get(POSTS, ({ request }) => {
        query = queryPairs(request.url);
        return HttpResponse.json([]);
      }),
    );
    await testClient().rest.request('wp/v2/posts', { query: { _locale: 'site' } });
    expect(query).toEqual([['_locale', 'site']]);
  });

  it('joins paths with plain permalinks (?rest_route=/)', async () => {
    let query: Array<[string, string]> = [];
    server.use(
      http.get(`${BASE}/`, ({ request }) => {
        query = queryPairs(request.url);
        return HttpResponse.json({ ok: true });
      }),
    );
    await testClient({ restRoot: '/?rest_route=/' }).rest.request('wp/v2/posts/5?context=edit');
    expect(query).toEqual([
      ['rest_route', '/wp/v2/posts/5'],
      ['context', 'edit'],
      ['_locale', 'user'],
    ]);
  });

  it.each(['PATCH', 'PUT', 'DELETE'] as const)('sends %s as POST with X-HTTP-Method-Override', async (method) => {
    let seen: unknown;
    server.use(
      http.post(`${POSTS}/5`, async ({ request }) => {
        seen = {
          method: request.method,
          override: request.headers.get('X-HTTP-Method-Override'),
          type: request.headers.get('Content-Type'),
          query: queryPairs(request.url),
          body: await request.json(),
        };
        return HttpResponse.json({ id: 5 });
      }),
    );
    await expect(testClient().rest.request('wp/v2/posts/5', { method, json: { title: 'ใหม่' } })).resolves.toEqual({ id: 5 });
    expect(seen).toEqual({
      method: 'POST',
      override: method,
      type: 'application/json',
      query: [['_locale', 'user']],
      body: { title: 'ใหม่' },
    });
  });

  it('sends POST as POST without an override header', async () => {
    let override: string | null = 'unset';
    server.use(
      http.post(POSTS, ({ request }) => {
        override = request.headers.get('X-HTTP-Method-Override');
        return HttpResponse.json({ id: 6 }, { status: 201 });
      }),
    );
    await expect(testClient().rest.request('wp/v2/posts', { method: 'POST', json: {} })).resolves.toEqual({ id: 6 });
    expect(override).toBeNull();
  });

  it('fetches per_page=-1 in pages of 100 following Link rel="next", and concatenates them', async () => {
    const pages: Array<Array<[string, string]>> = [];
    server.use(
      http.get(POSTS, ({ request }) => {
        const url = new URL(request.url);
        pages.push(queryPairs(request.url));
        const page = Number(url.searchParams.get('page'));
        const headers: Record<string, string> = { 'X-WP-TotalPages': '3' };
        const link = (n: number, rel: string) => `<${POSTS}?orderby=id&per_page=100&page=${n}&_locale=user>; rel="${rel}"`;
        if (page < 3) headers.Link = [page > 1 ? link(page - 1, 'prev') : '', link(page + 1, 'next')].filter(Boolean).join(', ');
        else headers.Link = link(2, 'prev');
        return HttpResponse.json([{ id: page * 10 + 1 }, { id: page * 10 + 2 }], { headers });
      }),
    );
    const result = await testClient().rest.request('wp/v2/posts', { query: { orderby: 'id', per_page: -1 } });
    expect(pages.map((q) => Object.fromEntries(q))).toEqual([
      { orderby: 'id', per_page: '100', page: '1', _locale: 'user' },
      { orderby: 'id', per_page: '100', page: '2', _locale: 'user' },
      { orderby: 'id', per_page: '100', page: '3', _locale: 'user' },
    ]);
    expect(result).toEqual([{ id: 11 }, { id: 12 }, { id: 21 }, { id: 22 }, { id: 31 }, { id: 32 }]);
  });

  it('stops paging at an empty page even when it links to yet another page', async () => {
    let count = 0;
    server.use(
      http.get(POSTS, ({ request }) => {
        count += 1;
        const page = Number(new URL(request.url).searchParams.get('page'));
        const next = { Link: `<${POSTS}?per_page=100&page=${page + 1}&_locale=user>; rel="next"` };
        return HttpResponse.json(page === 1 ? [{ id: 1 }] : [], { headers: next });
      }),
    );
    await expect(testClient().rest.request('wp/v2/posts', { query: { per_page: -1 } })).resolves.toEqual([{ id: 1 }]);
    expect(count).toBe(2);
  });

  it('stops paging when a next link points back to a page already read', async () => {
    let count = 0;
    server.use(
      http.get(POSTS, () => {
        count += 1;
        return HttpResponse.json([{ id: count }], { headers: { Link: `<${POSTS}?per_page=100&page=1&_locale=user>; rel="next"` } });
      }),
    );
    await expect(testClient().rest.request('wp/v2/posts', { query: { per_page: -1 } })).resolves.toEqual([{ id: 1 }]);
    expect(count).toBe(1);
  });

  it('a 204 yields undefined', async () => {
    server.use(http.post(`${POSTS}/5`, () => new HttpResponse(null, { status: 204 })));
    await expect(testClient().rest.request('wp/v2/posts/5', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('runs the caller’s parse on the JSON', async () => {
    server.use(http.get(POSTS, () => HttpResponse.json([{ id: 1 }, { id: 2 }])));
    const count = await testClient().rest.request('wp/v2/posts', { parse: (data) => (Array.isArray(data) ? data.length : 0) });
    expect(count).toBe(2);
  });
});

describe('§7 REST client behaviour: rest_cookie_invalid_nonce (§6 Expired REST nonce)', () => {
  function restRefusing(nonces: string[], refused: (nonce: string | null) => boolean) {
    server.use(
      http.get(POSTS, ({ request }) => {
        const nonce = request.headers.get('X-WP-Nonce');
        nonces.push(nonce ?? '');
        return refused(nonce) ? HttpResponse.json(INVALID_NONCE, { status: 403 }) : HttpResponse.json([{ id: 1 }]);
      }),
    );
  }
  function nonceEndpoint(reply: () => Response): { count: () => number } {
    let count = 0;
    server.use(
      http.get(AJAX, ({ request }) => {
        if (new URL(request.url).searchParams.get('action') !== 'rest-nonce') return HttpResponse.text('0', { status: 400 });
        count += 1;
        return reply();
      }),
    );
    return { count: () => count };
  }

  it('fetches a fresh nonce from admin-ajax?action=rest-nonce, stores it and retries exactly once', async () => {
    const nonces: string[] = [];
    restRefusing(nonces, (nonce) => nonce === 'nonce-1');
    const refresh = nonceEndpoint(() => HttpResponse.text('nonce-2\n'));
    const client = testClient();
    await expect(client.rest.request('wp/v2/posts')).resolves.toEqual([{ id: 1 }]);
    expect(nonces).toEqual(['nonce-1', 'nonce-2']);
    expect(refresh.count()).toBe(1);
    expect(client.rest.getNonce()).toBe('nonce-2');
    // The next call uses the stored nonce straight away.
    await client.rest.request('wp/v2/posts');
    expect(nonces).toEqual(['nonce-1', 'nonce-2', 'nonce-2']);
    expect(refresh.count()).toBe(1);
  });

  it('a guest (rest-nonce answers "0") retries once without a nonce, and later calls send none', async () => {
    const nonces: string[] = [];
    restRefusing(nonces, (nonce) => nonce !== null);
    const refresh = nonceEndpoint(() => HttpResponse.text('0'));
    const client = testClient();
    await expect(client.rest.request('wp/v2/posts')).resolves.toEqual([{ id: 1 }]);
    await expect(client.rest.request('wp/v2/posts')).resolves.toEqual([{ id: 1 }]);
    expect(nonces).toEqual(['nonce-1', '', '']);
    expect(refresh.count()).toBe(1);
  });

  it('a guest whose retry without a nonce is refused too gets a clear error, no loop', async () => {
    const nonces: string[] = [];
    restRefusing(nonces, () => true);
    const refresh = nonceEndpoint(() => HttpResponse.text('0'));
    const error = await testClient().rest.request('wp/v2/posts').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'server', code: 'rest_cookie_invalid_nonce' });
    expect(nonces).toEqual(['nonce-1', '']);
    expect(refresh.count()).toBe(1);
  });

  it.each([
    ['"-1" with 400', () => HttpResponse.text('-1', { status: 400 })],
    ['a 403', () => HttpResponse.text('Forbidden', { status: 403 })],
    ['an empty body', () => HttpResponse.text('')],
  ])('a refused refresh (%s) fails clearly and does not loop', async (_label, reply) => {
    const nonces: string[] = [];
    restRefusing(nonces, () => true);
    const refresh = nonceEndpoint(reply);
    const error = await testClient().rest.request('wp/v2/posts').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'TalatRequestError', kind: 'server', code: 'rest_cookie_invalid_nonce' });
    expect((error as Error).message).toMatch(/could not be fetched/);
    expect(nonces).toEqual(['nonce-1']);
    expect(refresh.count()).toBe(1);
  });

  it('a retry refused again fails clearly, with no third try', async () => {
    const nonces: string[] = [];
    restRefusing(nonces, () => true);
    const refresh = nonceEndpoint(() => HttpResponse.text('nonce-2'));
    const error = await testClient().rest.request('wp/v2/posts').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'server', code: 'rest_cookie_invalid_nonce', status: 403 });
    expect((error as Error).message).toMatch(/refused again/);
    expect(nonces).toEqual(['nonce-1', 'nonce-2']);
    expect(refresh.count()).toBe(1);
  });

  it('concurrent calls share one refresh', async () => {
    const nonces: string[] = [];
    restRefusing(nonces, (nonce) => nonce === 'nonce-1');
    const refresh = nonceEndpoint(() => HttpResponse.text('nonce-2'));
    const client = testClient();
    await Promise.all([client.rest.request('wp/v2/posts'), client.rest.request('wp/v2/posts'), client.rest.request('wp/v2/posts')]);
    expect(refresh.count()).toBe(1);
    expect(nonces.filter((n) => n === 'nonce-2')).toHaveLength(3);
  });

  it('a caller that aborts while the refresh is in flight gets aborted, not a hang', async () => {
    const nonces: string[] = [];
    restRefusing(nonces, () => true);
    server.use(
      http.get(AJAX, async () => {
        await delay(500);
        return HttpResponse.text('nonce-2');
      }),
    );
    const controller = new AbortController();
    const call = testClient().rest.request('wp/v2/posts', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
    expect(nonces).toEqual(['nonce-1']);
  });

  it('other 403s are not nonce problems: no refresh', async () => {
    server.use(
      http.get(POSTS, () =>
        HttpResponse.json({ code: 'rest_forbidden', message: 'ขออภัย คุณไม่ได้รับอนุญาต', data: { status: 403 } }, { status: 403 }),
      ),
    );
    const refresh = nonceEndpoint(() => HttpResponse.text('nonce-2'));
    await expect(testClient().rest.request('wp/v2/posts')).rejects.toMatchObject({
      kind: 'server',
      status: 403,
      code: 'rest_forbidden',
      message: 'ขออภัย คุณไม่ได้รับอนุญาต',
      data: { status: 403 },
    });
    expect(refresh.count()).toBe(0);
  });
});

describe('§7 REST client behaviour: the middlewares together', () => {
  it('every page of a per_page=-1 fetch carries _locale and the nonce, and a page refused for its nonce is retried once', async () => {
    const seen: Array<[string | null, string | null, string | null]> = [];
    let refreshes = 0;
    server.use(
      http.get(AJAX, () => {
        refreshes += 1;
        return HttpResponse.text('nonce-2');
      }),
      http.get(POSTS, ({ request }) => {
        const url = new URL(request.url);
        const page = url.searchParams.get('page');
        const nonce = request.headers.get('X-WP-Nonce');
        seen.push([page, url.searchParams.get('_locale'), nonce]);
        if (page === '2' && nonce === 'nonce-1') return HttpResponse.json(INVALID_NONCE, { status: 403 });
        const next = page === '1' ? { Link: `<${POSTS}?per_page=100&page=2>; rel="next"` } : undefined;
        return HttpResponse.json([{ id: Number(page) }], next ? { headers: next } : {});
      }),
    );
    const client = testClient();
    await expect(client.rest.request('wp/v2/posts', { query: { per_page: -1 } })).resolves.toEqual([{ id: 1 }, { id: 2 }]);
    expect(seen).toEqual([
      ['1', 'user', 'nonce-1'],
      ['2', 'user', 'nonce-1'],
      ['2', 'user', 'nonce-2'],
    ]);
    expect(refreshes).toBe(1);
  });

  it('an upload refused for its nonce is sent again once before any media recovery', async () => {
    const uploads: Array<string | null> = [];
    server.use(
      http.get(AJAX, () => HttpResponse.text('nonce-2')),
      http.post(`${REST}wp/v2/media`, ({ request }) => {
        uploads.push(request.headers.get('X-WP-Nonce'));
        return uploads.length === 1
          ? HttpResponse.json(INVALID_NONCE, { status: 403 })
          : HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    await expect(testClient().rest.uploadMedia(new Blob(['x'], { type: 'image/png' }))).resolves.toEqual({ id: 9 });
    expect(uploads).toEqual(['nonce-1', 'nonce-2']);
  });
});
