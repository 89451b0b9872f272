import { isNonceRefused } from '@talat/client';

/**
 * The pause after the first failed schema load, doubled after each failure that follows up to
 * `SCHEMA_RETRY_MAX_PAUSE_MS` (not §9 constants: docs/decisions.md "A schema that failed to load is
 * asked for again after a growing pause"). A short first pause lets a server that stumbled once at
 * page load back in by the next field; the doubling keeps a server that is down, or a shopper who
 * is offline, from getting a request at every field.
 */
export const SCHEMA_RETRY_FIRST_PAUSE_MS = 2000;
export const SCHEMA_RETRY_MAX_PAUSE_MS = 60_000;

/**
 * When the contact form may ask again for a validation schema that failed to load. It is asked at
 * a shopper's change only (never on a timer, never by Send, which the server checks anyway), so at
 * most one request per action, and only once the pause since the last failure is over.
 */
export interface SchemaRetry {
  /** True when a change now may ask again. */
  due(): boolean;
  failed(error: unknown): void;
  succeeded(): void;
}

export function createSchemaRetry(now: () => number = Date.now): SchemaRetry {
  let pauseMs = 0;
  let dueAt = 0;
  let failures = 0;
  /** A nonce refused after the client's one refresh would be refused again: no more asking. */
  let refused = false;
  return {
    due: () => failures > 0 && !refused && now() >= dueAt,
    failed(error) {
      failures += 1;
      if (isNonceRefused(error)) refused = true;
      pauseMs = failures === 1 ? SCHEMA_RETRY_FIRST_PAUSE_MS : Math.min(pauseMs * 2, SCHEMA_RETRY_MAX_PAUSE_MS);
      dueAt = now() + pauseMs;
    },
    succeeded() {
      failures = 0;
      refused = false;
    },
  };
}
