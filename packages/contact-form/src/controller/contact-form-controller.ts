import {
  errorMessageKey,
  isAbortError,
  isTalatRequestError,
  type ContactFormCalls,
  type ContactFormFeedback,
  type ContactFormId,
  type ContactFormRefill,
  type ContactFormSchema,
} from '@talat/client';
import { atom, createLatestReply, restMessages, type ReadableAtom } from '@talat/core';
import { captchaIsStale, captchaProblemOf, type CaptchaState } from './captcha-state';
import { createSchemaRetry } from './schema-retry';
import { validateSchema, type FieldValues } from './schema';
import { statusFromServer, submissionEventName, type FormStatus } from './status';

/** One field's error: from the schema (on change) or from the server's `invalid_fields`. */
export interface FieldError {
  field: string;
  /** '' when the schema gave no text; the view then shows its own generic message. */
  message: string;
}

/** The response output: the server's own message, or what went wrong on the way (§8). */
export type ResponseMessage =
  | { kind: 'server'; text: string }
  | { kind: 'error'; key: 'fetch_error' | 'timeout' | 'invalid_json' | 'unknown_error' | 'noReply' }
  | { kind: 'error'; key: 'httpError'; status: number };

/** What the controller asks of the page; the DOM layer implements it (dom/form-effects.ts). */
export interface ContactFormEffects {
  /** Puts the refill's captcha images and quiz questions in place (§7 refill). */
  applyRefill(refill: ContactFormRefill): void;
  setPostedDataHash(hash: string): void;
  /** Resets the form's fields; the page's reset event then calls `reset()` (§4: sent → reset → sent). */
  resetFields(): void;
  /** Takes the shopper to the captcha answer, whose notice says why the form was not sent. */
  focusCaptcha(): void;
  /** Raises `wpcf7{name}` on the form, as Contact Form 7 does for themes and analytics. */
  emit(name: string, detail: { status: FormStatus; apiResponse?: unknown; formData?: FormData }): void;
}

export interface ContactFormControllerOptions {
  formId: ContactFormId;
  calls: ContactFormCalls;
  effects: ContactFormEffects;
  initialStatus?: FormStatus;
  /** Errors and message a no-JS round trip printed, kept until the shopper acts. */
  initialErrors?: readonly FieldError[];
  initialMessage?: ResponseMessage | null;
  /**
   * The printed captcha challenge is stale (a page from a full-page cache, §2.12): no answer can
   * pass until a refill brings a new picture, so a submission waits for one (`captcha`).
   */
  staleCaptcha?: boolean;
}

export interface ContactFormController {
  readonly $status: ReadableAtom<FormStatus>;
  readonly $errors: ReadableAtom<readonly FieldError[]>;
  readonly $message: ReadableAtom<ResponseMessage | null>;
  readonly $schema: ReadableAtom<ContactFormSchema | undefined>;
  /** The captcha picture's state when it was printed stale; always `fresh` otherwise. */
  readonly $captcha: ReadableAtom<CaptchaState>;
  loadSchema(): Promise<void>;
  /** §4 'A field change goes to validating, then back': checks `fields` against the schema. */
  validate(values: FieldValues, fields: readonly string[]): void;
  submit(formData: FormData): Promise<void>;
  /** The refill after any reset of the form (§4, §7). */
  reset(): Promise<void>;
  /**
   * §2.12: a page from a full-page cache refills its form once loaded, unless a Send or a reset came
   * first: its reply, or the picture a kept-back Send asked for, took the place of this refill.
   */
  refillCachedPage(): Promise<void>;
  /** The shopper's retry: asks for a new captcha picture only (what is typed, quiz included, stays). */
  refillCaptcha(): Promise<void>;
  /**
   * A pointer is down (between `pointerdown` and its click): field errors found meanwhile wait for
   * `releaseLayout`, so no tip appears or goes while it would move a control under the pointer.
   */
  holdLayout(): void;
  releaseLayout(): void;
  dispose(): void;
}

function firstErrorPerField(feedback: ContactFormFeedback): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const { field, message } of feedback.invalid_fields) {
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message });
  }
  return errors;
}

function failureMessage(error: unknown): ResponseMessage {
  // The plugin being replaced said nothing on a non-2xx reply; the shopper is told (DESIGN "do better").
  // 'server' is a non-2xx reply whose body was a WP_Error; it is a refused submission all the same.
  if (isTalatRequestError(error) && (error.kind === 'http' || error.kind === 'server') && error.status !== undefined) {
    return { kind: 'error', key: 'httpError', status: error.status };
  }
  const key = errorMessageKey(error);
  // A contact form uploads no media, so the media recovery message cannot apply.
  return { kind: 'error', key: key === 'post_process' ? 'unknown_error' : key };
}

export function createContactFormController(options: ContactFormControllerOptions): ContactFormController {
  const { formId, calls, effects } = options;
  const $status = atom<FormStatus>(options.initialStatus ?? 'init');
  const $errors = atom<readonly FieldError[]>(options.initialErrors ?? []);
  const $message = atom<ResponseMessage | null>(options.initialMessage ?? null);
  const $schema = atom<ContactFormSchema | undefined>(undefined);
  const $captcha = atom<CaptchaState>(options.staleCaptcha ? { state: 'loading', held: false, shown: false } : { state: 'fresh' });
  /** A reset's refill brings a picture too, so it supersedes a captcha retry on its way. */
  const captchaRefills = createLatestReply();
  let layoutHeld = false;
  let pendingErrors: readonly FieldError[] | undefined;
  /** Submits and resets are one series: a reply acts only while no newer one was begun. */
  const replies = createLatestReply();
  let resetAfterSent = false;
  let disposed = false;
  /** The request bringing a new captcha picture while it is on its way (a reset's or a retry's). */
  let pictureRequest: AbortSignal | undefined;
  const pictureOnItsWay = () => pictureRequest !== undefined && !pictureRequest.aborted;
  /** Until a Send or a reset: a cached page's refill at load is still to be done. */
  let cachedRefillDue = true;

  let schemaLoading: Promise<void> | undefined;
  const schemaRetry = createSchemaRetry();
  function loadSchema(): Promise<void> {
    schemaLoading ??= calls.getSchema(formId).then(
      (loaded) => {
        schemaLoading = undefined;
        schemaRetry.succeeded();
        if (!disposed) $schema.set(loaded);
      },
      (error: unknown) => {
        schemaLoading = undefined;
        schemaRetry.failed(error);
        // Without the schema the form still posts and the server still validates.
        if (!disposed) console.error(`[Talat] contact-form ${formId}: the validation schema did not load`, error);
      },
    );
    return schemaLoading;
  }

  /** The errors the shopper will see: those waiting for the pointer, else those shown. */
  const currentErrors = () => pendingErrors ?? $errors.get();
  function setErrors(next: readonly FieldError[]): void {
    if (layoutHeld) pendingErrors = next;
    else $errors.set(next);
  }

  /** After a refill: a new picture ends a stale captcha, anything else leaves it failed. */
  function settleCaptcha(renewed: boolean, error?: unknown): void {
    const current = $captcha.get();
    if (!captchaIsStale(current)) return;
    const shown = current.state === 'failed' || current.shown;
    if (renewed) $captcha.set(shown ? { state: 'ready', held: current.held } : { state: 'fresh' });
    else $captcha.set({ state: 'failed', problem: captchaProblemOf(error), held: current.held });
  }
  const bringsCaptcha = (reply: ContactFormRefill | undefined) => Object.keys(reply?.captcha ?? {}).length > 0;

  /** Asks for a new captcha picture only: a new quiz question would clear an answer the shopper typed. */
  async function renewCaptcha(): Promise<void> {
    const challenge = $captcha.get();
    if (!captchaIsStale(challenge)) return;
    $captcha.set({ state: 'loading', held: challenge.held, shown: true });
    // dispose() cancels the series too, so a stale request also means a disposed form.
    const request = captchaRefills.begin();
    pictureRequest = request;
    const answer = await fetchRefill(request);
    if (!answer) return;
    pictureRequest = undefined;
    const { refill, failure } = answer;
    // The printed quiz question still works (its answer hash needs no server state).
    if (refill?.captcha) effects.applyRefill({ captcha: refill.captcha });
    settleCaptcha(bringsCaptcha(refill), failure);
  }

  /**
   * The refill for `request`, or its failure (logged); undefined once the request is aborted (a
   * newer request, or dispose), whose answer no one waits for.
   */
  async function fetchRefill(request: AbortSignal): Promise<{ refill?: ContactFormRefill; failure?: unknown } | undefined> {
    try {
      const refill = await calls.refill(formId, { signal: request });
      return request.aborted ? undefined : { refill };
    } catch (error) {
      if (request.aborted || isAbortError(error)) return undefined;
      logFailure(error);
      return { failure: error };
    }
  }

  function logFailure(error: unknown): void {
    const key = errorMessageKey(error);
    // §8: the two transport messages are also logged, in the console's language (English).
    const status = isTalatRequestError(error) && error.status !== undefined ? ` (HTTP ${error.status})` : '';
    console.error(`[Talat] contact-form ${formId}: ${restMessages.en[key]}${status}`, error);
  }

  const controller: ContactFormController = {
    $status,
    $errors,
    $message,
    $schema,
    $captcha,

    loadSchema,

    validate(values, fields) {
      const rules = $schema.get()?.rules;
      const current = $status.get();
      if (!rules) {
        // A schema that failed to load is asked for again by a change once its pause is over, and
        // that change is then checked (issue 11: in-page validation must not stay off until a
        // reload; never a request per change: schema-retry.ts).
        if (!schemaLoading && schemaRetry.due()) void loadSchema().then(() => $schema.get() && controller.validate(values, fields));
        return;
      }
      if (current === 'submitting' || current === 'resetting') return;
      $status.set('validating');
      const found = validateSchema(rules, values, { fields: new Set(fields) });
      const kept = currentErrors().filter((error) => !fields.includes(error.field));
      const fresh = fields.flatMap((field) => {
        const text = found.get(field);
        return text === undefined ? [] : [{ field, message: text }];
      });
      setErrors([...kept, ...fresh]);
      $status.set(current);
    },

    async submit(formData) {
      if (disposed || $status.get() === 'submitting') return;
      // Its reply brings fresh challenges, and a refill at load would wipe what it shows (§2.12).
      cachedRefillDue = false;
      const challenge = $captcha.get();
      if (captchaIsStale(challenge)) {
        // Sent now, the stale answer would come back as a wrong one (issue 11, part 6): kept back,
        // told at the captcha, and a new picture asked for at once unless one is on its way. A
        // cached page's own refill waits for the load event, which a slow image or script can
        // hold back for as long as it likes; the shopper who pressed Send does not wait for it.
        if (challenge.state === 'loading') $captcha.set({ ...challenge, held: true, shown: true });
        else $captcha.set({ ...challenge, held: true });
        effects.focusCaptcha();
        if (!pictureOnItsWay()) await renewCaptcha();
        return;
      }
      if (challenge.state === 'ready') $captcha.set({ state: 'fresh' });
      const request = replies.begin();
      setErrors([]);
      $message.set(null);
      $status.set('submitting');
      effects.emit('beforesubmit', { status: 'submitting', formData });
      let reply: ContactFormFeedback | undefined;
      try {
        reply = await calls.submitFeedback(formId, formData, { signal: request });
      } catch (error) {
        if (request.aborted || isAbortError(error)) return;
        logFailure(error);
        $message.set(failureMessage(error));
        $status.set('failed');
        return;
      }
      if (request.aborted) return;
      if (!reply) {
        $message.set({ kind: 'error', key: 'noReply' });
        $status.set('failed');
        return;
      }
      const shown = statusFromServer(reply.status);
      if (reply.posted_data_hash) effects.setPostedDataHash(reply.posted_data_hash);
      if (reply.captcha || reply.quiz) effects.applyRefill(reply);
      setErrors(firstErrorPerField(reply));
      $message.set({ kind: 'server', text: reply.message });
      $status.set(shown);
      const event = submissionEventName(shown);
      if (event) effects.emit(event, { status: shown, apiResponse: reply, formData });
      effects.emit('submit', { status: shown, apiResponse: reply, formData });
      if (reply.status === 'mail_sent') {
        resetAfterSent = true;
        effects.resetFields();
      }
    },

    async reset() {
      // The browser has already emptied the fields; a submission in flight still gets its answer.
      if (disposed || $status.get() === 'submitting') return;
      cachedRefillDue = false;
      const afterSent = resetAfterSent;
      resetAfterSent = false;
      const request = replies.begin();
      // This refill brings a picture too; a retry on its way is superseded.
      captchaRefills.cancel();
      pictureRequest = request;
      const challenge = $captcha.get();
      if (challenge.state === 'ready') $captcha.set({ state: 'fresh' });
      else if (captchaIsStale(challenge)) $captcha.set({ state: 'loading', held: false, shown: challenge.state === 'failed' || challenge.shown });
      setErrors([]);
      if (!afterSent) $message.set(null);
      $status.set('resetting');
      // A failed refill: the next submission's reply brings a fresh captcha and quiz anyway, unless
      // the printed captcha is stale: then the shopper is told at the captcha (settleCaptcha).
      const answer = await fetchRefill(request);
      if (!answer) return;
      pictureRequest = undefined;
      const { refill, failure } = answer;
      if (refill) effects.applyRefill(refill);
      settleCaptcha(bringsCaptcha(refill), failure);
      const final: FormStatus = afterSent ? 'sent' : 'init';
      $status.set(final);
      effects.emit('reset', { status: final, apiResponse: refill });
    },

    refillCachedPage() {
      return cachedRefillDue ? controller.reset() : Promise.resolve();
    },

    refillCaptcha() {
      // A loading captcha already has its picture on the way.
      if (disposed || $captcha.get().state !== 'failed' || $status.get() === 'submitting') return Promise.resolve();
      return renewCaptcha();
    },

    holdLayout() {
      layoutHeld = true;
    },

    releaseLayout() {
      layoutHeld = false;
      const next = pendingErrors;
      pendingErrors = undefined;
      if (next) $errors.set(next);
    },

    dispose() {
      disposed = true;
      replies.cancel();
      captchaRefills.cancel();
    },
  };
  return controller;
}
