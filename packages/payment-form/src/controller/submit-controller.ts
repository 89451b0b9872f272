import { atom, isAbortErrorLike, isTalatRequestError, type ReadableAtom } from './deps';

/** Why a submission got no usable answer (§8 REST client kinds, said in Thai by the view). */
export type FailureReason = 'network' | 'timeout' | 'server' | 'junk';

/** §4 Payment confirmation form: idle → loading → success | errors; plus failed and cancelled. */
export type SubmitState =
  | { status: 'idle' }
  /** `percent`: of the upload, null until the browser knows the body's size. */
  | { status: 'loading'; percent: number | null }
  | { status: 'success'; message: string }
  | { status: 'errors'; errors: Readonly<Record<string, string>> }
  | { status: 'failed'; reason: FailureReason }
  | { status: 'cancelled' };

export interface ConfirmReply {
  errors: Record<string, string>;
  success?: string;
}

export interface SubmitOptions {
  confirm: (form: FormData, options: { signal: AbortSignal; onUploadProgress: (loaded: number, total: number) => void }) => Promise<ConfirmReply>;
}

export interface SubmitController {
  readonly state: ReadableAtom<SubmitState>;
  /**
   * The progress said to a screen reader: the last quarter passed (0, 25, 50, 75, 100), so the
   * polite region speaks four times per upload, not a hundred (issue 15). Null when not uploading.
   */
  readonly announcedPercent: ReadableAtom<number | null>;
  /** Sends the form; false (nothing sent) while a submission is already on its way. */
  submit(form: FormData): boolean;
  /** Aborts the upload in flight; the form keeps everything (the session never touched it). */
  cancel(): void;
  dispose(): void;
}

/** Announce each quarter of the upload. */
export const ANNOUNCE_STEP_PERCENT = 25;

export function failureReason(error: unknown): FailureReason {
  if (!isTalatRequestError(error)) return 'server';
  if (error.kind === 'network') return 'network';
  if (error.kind === 'timeout') return 'timeout';
  if (error.kind === 'invalid-json') return 'junk';
  return 'server';
}

export function createSubmitController(options: SubmitOptions): SubmitController {
  const state = atom<SubmitState>({ status: 'idle' });
  const announcedPercent = atom<number | null>(null);
  let inFlight: AbortController | undefined;

  const progress = (loaded: number, total: number) => {
    if (total <= 0) return;
    const percent = Math.min(100, Math.floor((loaded / total) * 100));
    state.set({ status: 'loading', percent });
    const step = Math.floor(percent / ANNOUNCE_STEP_PERCENT) * ANNOUNCE_STEP_PERCENT;
    if (step !== announcedPercent.get()) announcedPercent.set(step);
  };

  return {
    state,
    announcedPercent,
    submit(form) {
      if (inFlight) return false;
      const controller = (inFlight = new AbortController());
      state.set({ status: 'loading', percent: null });
      announcedPercent.set(null);
      void options.confirm(form, { signal: controller.signal, onUploadProgress: progress }).then(
        (reply) => {
          // Only the submission in flight may set the state: one cancelled (or disposed) since is
          // stale, even when its answer arrives after a new submission started.
          if (inFlight !== controller) return;
          inFlight = undefined;
          announcedPercent.set(null);
          // §7: errors empty (PHP's [] or {}, both normalised by the client) means success.
          const fields = Object.keys(reply.errors);
          state.set(fields.length === 0 ? { status: 'success', message: reply.success ?? '' } : { status: 'errors', errors: reply.errors });
        },
        (error: unknown) => {
          // cancel() has already said 'cancelled'; a late rejection must not overwrite the state
          // of a submission started after it (cancel, then submit again).
          if (inFlight !== controller) return;
          inFlight = undefined;
          announcedPercent.set(null);
          if (isAbortErrorLike(error)) {
            state.set({ status: 'cancelled' });
            return;
          }
          console.error('[Talat] payment-form: the confirmation failed; the form keeps everything', error);
          state.set({ status: 'failed', reason: failureReason(error) });
        },
      );
      return true;
    },
    cancel() {
      if (!inFlight) return;
      const controller = inFlight;
      inFlight = undefined;
      controller.abort();
      announcedPercent.set(null);
      state.set({ status: 'cancelled' });
    },
    dispose() {
      inFlight?.abort();
      inFlight = undefined;
    },
  };
}
