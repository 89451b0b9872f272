import { describe, expect, it } from 'vitest';
import { locale } from './locale';
import { POSTS, recordingNext, restRequest, sent } from './test-fixtures';

describe('locale middleware (§7: _locale=user)', () => {
  it('appends _locale=user after the query the caller gave', async () => {
    const next = recordingNext(() => new Response('[]'));
    const request = restRequest({ url: new URL(`${POSTS}?status=publish&include%5B%5D=1`) });
    await locale(request, next);
    expect(next.calls.map(sent)).toEqual([
      { method: 'GET', url: `${POSTS}?status=publish&include%5B%5D=1&_locale=user`, headers: {} },
    ]);
    // The request it was given is untouched: a retry further up sends it again as it was.
    expect(request.url.href).toBe(`${POSTS}?status=publish&include%5B%5D=1`);
  });

  it('keeps a _locale the caller chose', async () => {
    const next = recordingNext(() => new Response('[]'));
    await locale(restRequest({ url: new URL(`${POSTS}?_locale=site`) }), next);
    expect(next.calls.map((r) => r.url.href)).toEqual([`${POSTS}?_locale=site`]);
  });

  it('applies to every method and hands back the reply it got', async () => {
    const reply = new Response(null, { status: 204 });
    const next = recordingNext(() => reply);
    await expect(locale(restRequest({ method: 'POST', json: { a: 1 } }), next)).resolves.toBe(reply);
    expect(next.calls.map(sent)).toEqual([{ method: 'POST', url: `${POSTS}?_locale=user`, headers: {}, json: { a: 1 } }]);
  });
});
