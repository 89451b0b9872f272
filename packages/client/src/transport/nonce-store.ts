import { TalatRequestError } from '../errors';
import { ajaxUrl } from './ajax';
import type { CallOptions, TransportContext } from './context';
import { exchange } from './http';

/**
 * The REST nonce (X-WP-Nonce) and its refresh through GET admin-ajax.php?action=rest-nonce
 * (§7 REST client behaviour, §6 Expired REST nonce). Sending it, and the one retry after a
 * refusal, is the nonce middleware's (middleware/nonce.ts); this holds the value one client shares.
 */
export interface NonceStore {
  get(): string | undefined;
  set(nonce: string): void;
  /** Fetches and stores a fresh nonce. Concurrent callers share one request. */
  refresh(options?: CallOptions): Promise<string>;
}

export function nonceRefusedError(message: string, status?: number, cause?: unknown): TalatRequestError {
  return new TalatRequestError({
    kind: 'server',
    code: 'rest_cookie_invalid_nonce',
    message,
    ...(status === undefined ? {} : { status }),
    ...(cause === undefined ? {} : { cause }),
  });
}

export function createNonceStore(ctx: TransportContext, initial?: string): NonceStore {
  let nonce = initial;
  let inFlight: Promise<string> | undefined;

  async function fetchNonce(options: CallOptions): Promise<string> {
    const response = await exchange(ctx, { method: 'GET', url: ajaxUrl(ctx, { action: 'rest-nonce' }) }, options);
    const text = (await response.text()).trim();
    // '0' means no handler: the rest-nonce action exists only for logged-in users (DESIGN
    // "Guests"), so this visitor is a guest whose cached page carried a stale nonce. The retry
    // then goes without a nonce, which WordPress treats as a guest request; '' is stored so later
    // calls skip the stale nonce too. Still exactly one retry.
    if (text === '0') return '';
    // '-1' (refused), any other failure or an empty body: no nonce to be had.
    if (!response.ok || text === '' || text === '-1') {
      throw nonceRefusedError(
        `The REST nonce was refused and a fresh one could not be fetched (rest-nonce answered ${response.status} "${text}"). Reload the page.`,
        response.status,
      );
    }
    return text;
  }

  return {
    get: () => nonce,
    set: (value) => {
      nonce = value;
    },
    refresh(options = {}) {
      // Not tied to one caller's signal: another caller may be waiting on the same refresh.
      inFlight ??= fetchNonce(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs })
        .then((fresh) => {
          nonce = fresh;
          return fresh;
        })
        .finally(() => {
          inFlight = undefined;
        });
      return abortable(inFlight, options.signal);
    },
  };
}

/** Lets one waiter give up on a shared promise without cancelling it for the others. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  const aborted = () => new TalatRequestError({ kind: 'aborted', message: 'The request was aborted.', cause: signal.reason });
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
