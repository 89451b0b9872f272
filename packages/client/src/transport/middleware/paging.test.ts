import { describe, expect, it } from 'vitest';
import { paging } from './paging';
import { json, POSTS, recordingNext, restRequest, sent } from './test-fixtures';

const link = (page: number, rel = 'next') => `<${POSTS}?per_page=100&page=${page}&_locale=user>; rel="${rel}"`;

describe('paging middleware (§7 per_page=-1)', () => {
  it('passes through anything that is not a GET with per_page=-1', async () => {
    for (const request of [
      restRequest({ url: new URL(`${POSTS}?per_page=10`) }),
      restRequest({ url: new URL(`${POSTS}?per_page=-1`), method: 'POST' }),
    ]) {
      const reply = json([]);
      const next = recordingNext(() => reply);
      const dispatch = recordingNext(() => json([]));
      await expect(paging(dispatch)(request, next)).resolves.toBe(reply);
      expect(next.calls).toEqual([request]);
      expect(dispatch.calls).toEqual([]);
    }
  });

  it('asks for 100 a page, sends page 1 down the chain, later pages from the top, and answers with every item', async () => {
    const next = recordingNext(() => json([{ id: 11 }, { id: 12 }], { headers: { Link: link(2) } }));
    const dispatch = recordingNext(
      () => json([{ id: 21 }], { headers: { Link: `${link(1, 'prev')}, ${link(3)}` } }),
      () => json([{ id: 31 }], { headers: { Link: link(2, 'prev') } }),
    );
    const options = { timeoutMs: 50 };
    const request = restRequest({ url: new URL(`${POSTS}?orderby=id&per_page=-1&_locale=user`), headers: new Headers({ 'X-A': '1' }), options });
    const reply = await paging(dispatch)(request, next);
    expect(reply.status).toBe(200);
    await expect(reply.json()).resolves.toEqual([{ id: 11 }, { id: 12 }, { id: 21 }, { id: 31 }]);
    expect(next.calls.map(sent)).toEqual([
      { method: 'GET', url: `${POSTS}?orderby=id&per_page=100&_locale=user&page=1`, headers: { 'x-a': '1' } },
    ]);
    expect(dispatch.calls.map(sent)).toEqual([
      { method: 'GET', url: `${POSTS}?per_page=100&page=2&_locale=user`, headers: { 'x-a': '1' } },
      { method: 'GET', url: `${POSTS}?per_page=100&page=3&_locale=user`, headers: { 'x-a': '1' } },
    ]);
    // Later pages are new requests at the server's address; the caller's options go with them.
    expect(dispatch.calls.map((r) => [r.target, r.options])).toEqual([
      [{ url: new URL(`${POSTS}?per_page=100&page=2&_locale=user`) }, options],
      [{ url: new URL(`${POSTS}?per_page=100&page=3&_locale=user`) }, options],
    ]);
  });

  it('stops at an empty page and at a link back to a page already read', async () => {
    const emptyNext = recordingNext(() => json([{ id: 1 }], { headers: { Link: link(2) } }));
    const emptyDispatch = recordingNext(() => json([], { headers: { Link: link(3) } }));
    const everyPage = restRequest({ url: new URL(`${POSTS}?per_page=-1`) });
    await expect((await paging(emptyDispatch)(everyPage, emptyNext)).json()).resolves.toEqual([{ id: 1 }]);
    expect(emptyDispatch.calls).toHaveLength(1);

    const loopNext = recordingNext(() => json([{ id: 1 }], { headers: { Link: `<${POSTS}?page=1&per_page=100>; rel="next"` } }));
    const loopDispatch = recordingNext(() => json([{ id: 2 }]));
    await expect((await paging(loopDispatch)(everyPage, loopNext)).json()).resolves.toEqual([{ id: 1 }]);
    expect(loopDispatch.calls).toHaveLength(0);
  });

  it('a failed page fails the call with that page’s error; a page that is not a list is invalid-json', async () => {
    const everyPage = restRequest({ url: new URL(`${POSTS}?per_page=-1`) });
    const forbidden = recordingNext(() => json({ code: 'rest_forbidden', message: 'ไม่ได้รับอนุญาต' }, { status: 403 }));
    await expect(paging(recordingNext())(everyPage, forbidden)).rejects.toMatchObject({ kind: 'server', status: 403, code: 'rest_forbidden' });
    const notAList = recordingNext(() => json({ id: 1 }));
    await expect(paging(recordingNext())(everyPage, notAList)).rejects.toMatchObject({ kind: 'invalid-json' });
  });
});
