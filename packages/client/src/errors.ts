/**
 * The one error every call of the client rejects with (DESIGN "client": failures come back as
 * one typed error with a `kind` that the view maps to the Thai messages of §8).
 */
export type RequestErrorKind = 'network' | 'timeout' | 'http' | 'invalid-json' | 'aborted' | 'server';

export interface RequestErrorInit {
  kind: RequestErrorKind;
  message: string;
  status?: number;
  /** WordPress error code (`rest_forbidden`, `post_process`, …) when the server gave one. */
  code?: string;
  data?: unknown;
  cause?: unknown;
}

/**
 * The mark every TalatRequestError carries. The module build and each classic (IIFE) bundle carry
 * their own copy of this class, so an error made by one fails `instanceof` in another (a page may
 * load the cart's classic bundle and the live search's module); `Symbol.for` returns the same
 * symbol in every copy, so the mark is recognised across bundles.
 */
const REQUEST_ERROR_BRAND: unique symbol = Symbol.for('talat.request-error');

export class TalatRequestError extends Error {
  override readonly name = 'TalatRequestError';
  /** Read by `isTalatRequestError` instead of `instanceof` (see REQUEST_ERROR_BRAND). */
  readonly [REQUEST_ERROR_BRAND] = true;
  readonly kind: RequestErrorKind;
  readonly status?: number;
  readonly code?: string;
  readonly data?: unknown;

  constructor(init: RequestErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    if (init.status !== undefined) this.status = init.status;
    if (init.code !== undefined) this.code = init.code;
    if (init.data !== undefined) this.data = init.data;
  }
}

/** True for a TalatRequestError from any copy of the client on the page (see REQUEST_ERROR_BRAND). */
export function isTalatRequestError(error: unknown): error is TalatRequestError {
  // Any value may come here; reading a symbol key of a primitive (or through ?. of null) is safe.
  return (error as { [REQUEST_ERROR_BRAND]?: unknown } | null | undefined)?.[REQUEST_ERROR_BRAND] === true;
}

/** The message keys of §8 'REST client' / 'Contact forms' that a view turns into Thai text. */
export type ErrorMessageKey = 'fetch_error' | 'timeout' | 'invalid_json' | 'unknown_error' | 'post_process';

export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (!isTalatRequestError(error)) return 'unknown_error';
  // Checked first: a failed media recovery is a 'server' error with its own message (§8 REST client).
  if (error.code === 'post_process') return 'post_process';
  if (error.kind === 'network') return 'fetch_error';
  // No answer in time is not "offline": the network may be up and the server slow (issue 11).
  if (error.kind === 'timeout') return 'timeout';
  if (error.kind === 'invalid-json') return 'invalid_json';
  return 'unknown_error';
}

/**
 * True for a request the caller cancelled. Controllers abort superseded requests on purpose
 * (§7 Live search, §7 Wishlist sort/quantity) and must stay silent about them.
 */
export function isAbortError(error: unknown): boolean {
  if (isTalatRequestError(error)) return error.kind === 'aborted';
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * True when WordPress refused the REST nonce even after the client's one refresh and retry (§8 REST
 * client `rest_cookie_invalid_nonce`; transport/middleware/nonce.ts), or when no fresh nonce could
 * be had. Asking again soon would only refuse again: DESIGN says never loop on a refused nonce.
 */
export function isNonceRefused(error: unknown): boolean {
  return isTalatRequestError(error) && error.code === 'rest_cookie_invalid_nonce';
}
