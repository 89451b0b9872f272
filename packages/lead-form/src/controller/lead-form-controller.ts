import { atom, type ReadableAtom, type RestMessageKey } from '@talat/core';
import { errorMessageKey, isAbortError, isTalatRequestError, type CallOptions, type LeadFormCalls } from '@talat/client';

/**
 * The lead form's submit flow with no DOM and no framework (DESIGN.md "controller"): SPEC §4
 * "Lead form", §5 "Lead forms", §7 "Lead forms", §8 "Lead forms". The page side (what is
 * serialised, where the captcha lives, how busy looks) is injected, so every step is testable.
 */
export type LeadFormPhase = 'idle' | 'submitting' | 'sent';

/** What the form says: one of its own messages, or a §8 REST message after a failed request. */
export type LeadFormNoticeKey =
  | 'invalidCaptcha'
  | 'invalidData'
  | 'notSent'
  | 'serverFailed'
  | 'requestRefused'
  | 'fieldsInvalid'
  | 'termsRequired'
  | 'sent'
  | RestMessageKey;

export interface LeadFormMessage {
  kind: 'error' | 'success';
  key: LeadFormNoticeKey;
}

export interface LeadFormControllerOptions {
  verifyCaptcha: LeadFormCalls['verifyCaptcha'];
  save: LeadFormCalls['save'];
  /** The form's fields, serialised as jQuery's `.serialize()` (§3 "Lead form submission"). */
  serialize(): string;
  /** `_wpnonce` sent with the save (the plugin's `frontendajax._wpnonce`). */
  nonce: string;
  /** False when the form's captcha status is 'disable' (§4 step 2). */
  captchaEnabled: boolean;
  /** The reCAPTCHA token the shopper earned ('' when none). */
  captchaResponse(): string;
  resetCaptcha(): void;
  /** Checks the required and e-mail fields; the page shows each field's message. True when all are fine. */
  checkFields?(): boolean;
  /** Checks every term-acceptance box (§5); the page marks the unchecked ones. True when all are checked. */
  checkTerms(): boolean;
  /** The success block's redirect address; blank means stay (§2.13). */
  redirectUrl(): string;
  navigate(url: string): void;
}

export interface LeadFormController {
  readonly $phase: ReadableAtom<LeadFormPhase>;
  readonly $message: ReadableAtom<LeadFormMessage | null>;
  /** True while a request is in flight: the button is disabled and the loading image shown. */
  readonly $busy: ReadableAtom<boolean>;
  /** Runs the whole flow; resolves when it is over. A submit while one runs, or after success, does nothing. */
  submit(): Promise<void>;
  /**
   * The checks of `submit` alone, with their messages, and nothing sent: for a submit held before
   * the chunk on a form whose captcha was not yet there to solve. True when the fields and terms are fine.
   */
  check(): boolean;
  /** Aborts the request in flight and ignores any reply that still lands. */
  dispose(): void;
}

/** §7 Lead forms: the captcha check answers 'Yes' when the token is valid. */
const CAPTCHA_VALID = 'Yes';

/**
 * What a failed request tells the shopper (issue 11, part 6): §8's own message where §8 names one
 * (offline), the time-out's, and for an HTTP error what happened and what to do: a 5xx is the
 * shop's fault and worth another try; a 4xx (a security plugin or firewall refusing admin-ajax,
 * an expired session) will fail again as it is, so the page needs reloading. Anything else is
 * "not sent, please try again", never "an unknown error occurred".
 */
export function failureKey(error: unknown): LeadFormNoticeKey {
  if (isTalatRequestError(error) && error.status !== undefined && (error.kind === 'http' || error.kind === 'server')) {
    if (error.status >= 500) return 'serverFailed';
    if (error.status >= 400) return 'requestRefused';
  }
  const key = errorMessageKey(error);
  return key === 'unknown_error' || key === 'invalid_json' ? 'notSent' : key;
}

export function createLeadFormController(options: LeadFormControllerOptions): LeadFormController {
  const $phase = atom<LeadFormPhase>('idle');
  const $message = atom<LeadFormMessage | null>(null);
  const $busy = atom(false);
  let inFlight: AbortController | undefined;
  let disposed = false;
  /** The check said 'Yes': the server spent the token, so any outcome but 'inserted' needs a new one. */
  let captchaSpent = false;
  const renewSpentCaptcha = () => {
    if (captchaSpent) options.resetCaptcha();
    captchaSpent = false;
  };

  const fail = (key: LeadFormNoticeKey) => $message.set({ kind: 'error', key });
  const failCaptcha = () => {
    fail('invalidCaptcha');
    options.resetCaptcha();
  };

  /** The save's reply (§4 step 3); 'INVAILD' is the plugin's own spelling. */
  function settle(reply: string): void {
    switch (reply) {
      case 'inserted': {
        $message.set({ kind: 'success', key: 'sent' });
        // Listeners show the success block and hide the form before any navigation starts.
        $phase.set('sent');
        options.resetCaptcha();
        const redirect = options.redirectUrl().trim();
        if (redirect !== '') options.navigate(redirect);
        return;
      }
      case 'invalidcaptcha':
        return failCaptcha();
      case 'INVAILD':
        renewSpentCaptcha();
        return fail('invalidData');
      default:
        renewSpentCaptcha();
        // The plugin showed nothing here; an unknown reply (a PHP notice, a '0') must not look like success.
        return fail('notSent');
    }
  }

  async function run(call: CallOptions): Promise<void> {
    if (options.captchaEnabled) {
      const verdict = await options.verifyCaptcha({ captcha_res: options.captchaResponse() }, call);
      if (disposed) return;
      if (verdict !== CAPTCHA_VALID) return failCaptcha();
      captchaSpent = true;
    }
    const reply = await options.save({ fdata: options.serialize(), _wpnonce: options.nonce }, call);
    if (!disposed) settle(reply);
  }

  /** The plugin's order: the fields first, then the terms boxes. */
  function check(): boolean {
    if (options.checkFields && !options.checkFields()) {
      fail('fieldsInvalid');
      return false;
    }
    if (!options.checkTerms()) {
      fail('termsRequired');
      return false;
    }
    return true;
  }

  return {
    $phase,
    $message,
    $busy,
    check: () => !disposed && $phase.get() === 'idle' && check(),
    async submit() {
      if (disposed || $phase.get() !== 'idle') return;
      if (!check()) return;
      captchaSpent = false;
      const request = (inFlight = new AbortController());
      $message.set(null);
      $phase.set('submitting');
      $busy.set(true);
      try {
        await run({ signal: request.signal });
      } catch (error) {
        if (!disposed && !isAbortError(error)) {
          renewSpentCaptcha();
          fail(failureKey(error));
        }
      } finally {
        inFlight = undefined;
        // §4 step 4, on every reply: the old plugin left the button disabled after a failure (DESIGN "do better").
        if (!disposed) {
          if ($phase.get() === 'submitting') $phase.set('idle');
          $busy.set(false);
        }
      }
    },
    dispose() {
      disposed = true;
      inFlight?.abort();
    },
  };
}
