import { describe, expect, it, vi } from 'vitest';
import { TalatRequestError } from '../../errors';
import type { CallOptions } from '../context';
import type { NonceStore } from '../nonce-store';
import { nonce } from './nonce';
import { json, recordingNext, restRequest } from './test-fixtures';

const REFUSED = () => json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }, { status: 403 });
const OK = () => json([{ id: 1 }]);

/** A store whose refresh answers `fresh` (or fails with it) and counts its calls. */
function fakeStore(initial: string | undefined, fresh: string | Error = 'nonce-2') {
  let value = initial;
  const refresh = vi.fn(async (_options?: CallOptions) => {
    if (fresh instanceof Error) throw fresh;
    value = fresh;
    return fresh;
  });
  const store: NonceStore = { get: () => value, set: (v) => (value = v), refresh };
  return { store, refresh };
}

const nonceHeaders = (calls: ReadonlyArray<{ headers: Headers }>) => calls.map((r) => r.headers.get('X-WP-Nonce'));

describe('nonce middleware (§7 X-WP-Nonce, §6 Expired REST nonce)', () => {
  it('sends the stored nonce as X-WP-Nonce and nothing else changes', async () => {
    const { store, refresh } = fakeStore('nonce-1');
    const next = recordingNext(OK);
    const request = restRequest({ headers: new Headers({ Accept: 'application/json' }) });
    await expect(nonce(store)(request, next)).resolves.toMatchObject({ status: 200 });
    expect(next.calls.map((r) => Object.fromEntries(r.headers))).toEqual([{ accept: 'application/json', 'x-wp-nonce': 'nonce-1' }]);
    expect(request.headers.has('X-WP-Nonce')).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
  });

  it.each([undefined, ''])('sends no X-WP-Nonce for a guest (stored nonce %o)', async (stored) => {
    const next = recordingNext(OK);
    await nonce(fakeStore(stored).store)(restRequest(), next);
    expect(nonceHeaders(next.calls)).toEqual([null]);
  });

  it('a refused nonce is refreshed once and the same request is sent again once, with the fresh nonce', async () => {
    const { store, refresh } = fakeStore('nonce-1');
    const next = recordingNext(REFUSED, OK);
    const options = { timeoutMs: 1234 };
    const request = restRequest({ method: 'POST', json: { a: 1 }, options });
    const reply = await nonce(store)(request, next);
    await expect(reply.json()).resolves.toEqual([{ id: 1 }]);
    expect(nonceHeaders(next.calls)).toEqual(['nonce-1', 'nonce-2']);
    expect(next.calls.map((r) => [r.method, r.url.href, r.json])).toEqual([
      ['POST', request.url.href, { a: 1 }],
      ['POST', request.url.href, { a: 1 }],
    ]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith(options);
  });

  it('a second refusal is not retried: it fails clearly after exactly two sends and one refresh', async () => {
    const { store, refresh } = fakeStore('nonce-1');
    const next = recordingNext(REFUSED);
    const error = await nonce(store)(restRequest(), next).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TalatRequestError);
    expect(error).toMatchObject({ kind: 'server', code: 'rest_cookie_invalid_nonce', status: 403 });
    expect((error as Error).message).toMatch(/refused again/);
    expect(nonceHeaders(next.calls)).toEqual(['nonce-1', 'nonce-2']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a guest (refresh answers "") retries once without X-WP-Nonce', async () => {
    const next = recordingNext(REFUSED, OK);
    await nonce(fakeStore('stale', '').store)(restRequest(), next);
    expect(nonceHeaders(next.calls)).toEqual(['stale', null]);
  });

  it('the retry drops the stale nonce but keeps an X-WP-Nonce the caller put in the request itself', async () => {
    const next = recordingNext(REFUSED, OK);
    await nonce(fakeStore('stale', '').store)(restRequest({ headers: new Headers({ 'X-WP-Nonce': 'callers' }) }), next);
    expect(nonceHeaders(next.calls)).toEqual(['stale', 'callers']);
  });

  it('reuses a nonce another call refreshed while this one was in flight, without refreshing again', async () => {
    const { store, refresh } = fakeStore('nonce-1');
    const next = recordingNext(() => {
      store.set('nonce-from-elsewhere');
      return REFUSED();
    }, OK);
    await nonce(store)(restRequest(), next);
    expect(nonceHeaders(next.calls)).toEqual(['nonce-1', 'nonce-from-elsewhere']);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('a refresh that fails ends the call with its error, without a second send', async () => {
    const refused = new TalatRequestError({ kind: 'server', code: 'rest_cookie_invalid_nonce', message: 'could not be fetched' });
    const next = recordingNext(REFUSED);
    await expect(nonce(fakeStore('nonce-1', refused).store)(restRequest(), next)).rejects.toBe(refused);
    expect(next.calls).toHaveLength(1);
  });

  it.each([
    ['another WordPress error', () => json({ code: 'rest_forbidden', message: 'no' }, { status: 403 })],
    ['a non-JSON 403', () => new Response('Forbidden', { status: 403 })],
    ['a 200 that mentions the code', () => json({ code: 'rest_cookie_invalid_nonce' })],
  ])('%s is handed back as it is, with no refresh', async (_label, reply) => {
    const { store, refresh } = fakeStore('nonce-1');
    const next = recordingNext(reply);
    const response = await nonce(store)(restRequest(), next);
    expect(next.calls).toHaveLength(1);
    expect(refresh).not.toHaveBeenCalled();
    // Left unread for the caller (errorFromResponse reads WordPress's code and message from it).
    expect(response.bodyUsed).toBe(false);
  });
});
