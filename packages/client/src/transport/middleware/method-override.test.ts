import { describe, expect, it } from 'vitest';
import { methodOverride } from './method-override';
import { POSTS, recordingNext, restRequest, sent } from './test-fixtures';

describe('method override middleware (§7)', () => {
  it.each(['PUT', 'PATCH', 'DELETE'] as const)('sends %s as POST with X-HTTP-Method-Override, body and URL unchanged', async (method) => {
    const next = recordingNext(() => new Response('{}'));
    const request = restRequest({ method, url: new URL(`${POSTS}/5?_locale=user`), json: { title: 'ใหม่' } });
    await methodOverride(request, next);
    expect(next.calls.map(sent)).toEqual([
      { method: 'POST', url: `${POSTS}/5?_locale=user`, headers: { 'x-http-method-override': method }, json: { title: 'ใหม่' } },
    ]);
    expect(request.method).toBe(method);
    expect(request.headers.has('X-HTTP-Method-Override')).toBe(false);
  });

  it.each(['GET', 'POST'] as const)('leaves %s alone', async (method) => {
    const next = recordingNext(() => new Response('{}'));
    const request = restRequest({ method });
    await methodOverride(request, next);
    expect(next.calls).toEqual([request]);
  });
});
