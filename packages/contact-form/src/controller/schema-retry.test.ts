import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TalatRequestError } from '@talat/client';
import { createSchemaRetry, SCHEMA_RETRY_FIRST_PAUSE_MS, SCHEMA_RETRY_MAX_PAUSE_MS } from './schema-retry';

// When a contact form may ask again for a schema that failed to load (issue "the contact form asks
// for a missing schema in a loop"; §7 Contact forms, §8 REST client).

const DOWN = new TalatRequestError({ kind: 'http', status: 500, message: 'x' });
const REFUSED = new TalatRequestError({ kind: 'server', status: 403, code: 'rest_cookie_invalid_nonce', message: 'x' });

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

/** How long after a failure the retry becomes due, to the millisecond. */
function pauseAfterFailure(retry: ReturnType<typeof createSchemaRetry>, error: unknown = DOWN): number {
  retry.failed(error);
  let waited = 0;
  while (!retry.due()) {
    vi.advanceTimersByTime(1);
    waited += 1;
  }
  return waited;
}

describe('schema retry pause', () => {
  it('is not due before anything failed (the load at mount is on its way)', () => {
    expect(createSchemaRetry().due()).toBe(false);
  });

  it('waits 2 s after the first failure, then doubles up to one minute', () => {
    const retry = createSchemaRetry();
    const pauses = Array.from({ length: 8 }, () => pauseAfterFailure(retry));
    expect(pauses).toEqual([2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect([SCHEMA_RETRY_FIRST_PAUSE_MS, SCHEMA_RETRY_MAX_PAUSE_MS]).toEqual([2000, 60_000]);
  });

  it('stays due until it is used: the pause counts from the failure, not from the last change', () => {
    const retry = createSchemaRetry();
    retry.failed(DOWN);
    vi.advanceTimersByTime(1999);
    expect(retry.due()).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(retry.due()).toBe(true);
    expect(retry.due()).toBe(true);
  });

  it('a success ends it, and a later failure starts again from 2 s', () => {
    const retry = createSchemaRetry();
    pauseAfterFailure(retry);
    pauseAfterFailure(retry);
    retry.succeeded();
    expect(retry.due()).toBe(false);
    expect(pauseAfterFailure(retry)).toBe(2000);
  });

  it('a nonce refused after the client refreshed it once is never asked again', () => {
    const retry = createSchemaRetry();
    retry.failed(REFUSED);
    vi.advanceTimersByTime(24 * 3_600_000);
    expect(retry.due()).toBe(false);
  });
});
