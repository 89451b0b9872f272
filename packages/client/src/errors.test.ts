import { describe, expect, it, vi } from 'vitest';
import { errorMessageKey, isAbortError, isNonceRefused, isTalatRequestError, TalatRequestError } from './errors';

/** A second copy of this module, as a classic bundle on the same page carries its own. */
async function anotherCopy(): Promise<typeof import('./errors')> {
  vi.resetModules();
  return import('./errors');
}

describe('isTalatRequestError across bundles', () => {
  it('recognises an error made by another copy of the class, which instanceof does not', async () => {
    const other = await anotherCopy();
    expect(other.TalatRequestError).not.toBe(TalatRequestError);
    const error = new other.TalatRequestError({ kind: 'timeout', message: 'Timed out' });
    expect(error instanceof TalatRequestError).toBe(false);
    expect(isTalatRequestError(error)).toBe(true);
    // So the views still say what went wrong, whichever bundle's client made the error.
    expect(errorMessageKey(error)).toBe('timeout');
    expect(isAbortError(new other.TalatRequestError({ kind: 'aborted', message: 'Aborted' }))).toBe(true);
  });

  it('recognises its own errors, and the other copy recognises them too', async () => {
    const error = new TalatRequestError({ kind: 'network', message: 'Failed to fetch' });
    expect(isTalatRequestError(error)).toBe(true);
    const other = await anotherCopy();
    expect(other.isTalatRequestError(error)).toBe(true);
  });

  it('does not take a plain Error for one, even one dressed like it', () => {
    expect(isTalatRequestError(new Error('Failed to fetch'))).toBe(false);
    const lookAlike = Object.assign(new Error('Timed out'), { name: 'TalatRequestError', kind: 'timeout' });
    expect(isTalatRequestError(lookAlike)).toBe(false);
    expect(errorMessageKey(lookAlike)).toBe('unknown_error');
  });

  it('does not take values that are not errors', () => {
    for (const value of [undefined, null, 'TalatRequestError', 0, {}, { kind: 'http', status: 500 }]) {
      expect(isTalatRequestError(value)).toBe(false);
    }
  });
});

describe('isNonceRefused (§8 REST client rest_cookie_invalid_nonce)', () => {
  it('is true for the refusal the nonce middleware ends with, whatever its kind or status', () => {
    expect(isNonceRefused(new TalatRequestError({ kind: 'server', status: 403, code: 'rest_cookie_invalid_nonce', message: 'x' }))).toBe(true);
    // No fresh nonce could be had (rest-nonce answered -1): the same code, nonce-store.ts.
    expect(isNonceRefused(new TalatRequestError({ kind: 'server', status: 200, code: 'rest_cookie_invalid_nonce', message: 'x' }))).toBe(true);
  });

  it('is false for other refusals and for anything that is not a request error', () => {
    expect(isNonceRefused(new TalatRequestError({ kind: 'server', status: 403, code: 'rest_forbidden', message: 'x' }))).toBe(false);
    expect(isNonceRefused(new TalatRequestError({ kind: 'http', status: 403, message: 'x' }))).toBe(false);
    expect(isNonceRefused(Object.assign(new Error('x'), { code: 'rest_cookie_invalid_nonce' }))).toBe(false);
    expect(isNonceRefused(undefined)).toBe(false);
  });
});
