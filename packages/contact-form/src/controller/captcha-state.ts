import { errorMessageKey, isNonceRefused, isTalatRequestError } from '@talat/client';

/**
 * Why a captcha picture could not be renewed. A page from a full-page cache (§2.12) carries a
 * challenge the server has already forgotten: until a refill brings a new one, no answer can be
 * right, so the widget says what went wrong instead of letting the server refuse the answer.
 */
export type CaptchaProblem =
  | { key: 'captchaOffline' | 'captchaTimeout' | 'captchaBadReply' | 'captchaRefused' }
  | { key: 'captchaHttp'; status: number };

/**
 * The captcha of a form whose printed challenge is stale (issue 11, part 6):
 * - `fresh`: the picture on the page is one the server will check against (the usual case);
 * - `loading`: a refill is on its way;
 * - `failed`: the last refill failed, the picture is still the stale one;
 * - `ready`: a refill succeeded after the shopper was shown a problem; the notice says so once.
 * `held` is true once a submission was kept back for it, so the notice can say it was not sent;
 * `shown` is true when the shopper already saw a problem (the first load's refill is not shown).
 */
export type CaptchaState =
  | { state: 'fresh' }
  | { state: 'loading'; held: boolean; shown: boolean }
  | { state: 'failed'; problem: CaptchaProblem; held: boolean }
  | { state: 'ready'; held: boolean };

/** The problem a refill failure (or an answer without a new picture) is shown as. */
export function captchaProblemOf(error: unknown): CaptchaProblem {
  // Before the status: "the server answered 403" says nothing a shopper can act on. The retry goes
  // through the client's one refresh of the nonce again, so pressing it can help (§8 REST client).
  if (isNonceRefused(error)) return { key: 'captchaRefused' };
  if (isTalatRequestError(error) && (error.kind === 'http' || error.kind === 'server') && error.status !== undefined) {
    return { key: 'captchaHttp', status: error.status };
  }
  const key = errorMessageKey(error);
  if (key === 'fetch_error') return { key: 'captchaOffline' };
  if (key === 'timeout') return { key: 'captchaTimeout' };
  // Junk, an empty (204) answer or one without the picture: the server did not give a usable one.
  return { key: 'captchaBadReply' };
}

export type StaleCaptcha = Extract<CaptchaState, { state: 'loading' | 'failed' }>;

/** True while the picture on the page cannot be answered (stale, being renewed or failed). */
export function captchaIsStale(state: CaptchaState): state is StaleCaptcha {
  return state.state === 'loading' || state.state === 'failed';
}
