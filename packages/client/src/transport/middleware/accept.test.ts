import { describe, expect, it } from 'vitest';
import { accept, REST_ACCEPT } from './accept';
import { recordingNext, restRequest } from './test-fixtures';

describe('accept middleware (apiFetch’s Accept, §7 Contact forms)', () => {
  it('asks for JSON with apiFetch’s exact header', async () => {
    const next = recordingNext(() => new Response('[]'));
    await accept(restRequest({ headers: new Headers({ 'X-Other': '1' }) }), next);
    expect(REST_ACCEPT).toBe('application/json, */*;q=0.1');
    expect(next.calls.map((r) => Object.fromEntries(r.headers))).toEqual([{ accept: 'application/json, */*;q=0.1', 'x-other': '1' }]);
  });

  it('keeps an Accept the caller set, whatever its case', async () => {
    const next = recordingNext(() => new Response('x'));
    const request = restRequest({ headers: new Headers({ accept: 'text/html' }) });
    await accept(request, next);
    expect(next.calls[0]).toBe(request);
    expect(next.calls[0]?.headers.get('Accept')).toBe('text/html');
  });
});
