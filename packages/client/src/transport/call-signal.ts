/**
 * One call's cancellation, as a single signal that ky's fetch and the body read both obey: it
 * aborts when the caller aborts and when the time-out over the body runs out. ky's own `timeout`
 * stops counting when the headers arrive, so a reply whose body stalls would hang forever without
 * this (docs/decisions.md 31 "Time-outs cover the body").
 */
export interface CallSignal {
  readonly signal: AbortSignal;
  /** True once the body's time-out aborted the signal (not the caller). */
  readonly expired: boolean;
  /** Starts the time-out for what is left of the call's budget once ky has the headers. */
  expireAfter(ms: number): void;
  /** Stops the timer and lets go of the caller's signal. */
  dispose(): void;
}

export function createCallSignal(caller: AbortSignal | undefined): CallSignal {
  const controller = new AbortController();
  let expired = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const forwardAbort = () => controller.abort();
  if (caller?.aborted) controller.abort();
  else caller?.addEventListener('abort', forwardAbort, { once: true });
  return {
    signal: controller.signal,
    get expired() {
      return expired;
    },
    expireAfter(ms) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        expired = true;
        controller.abort();
      }, ms);
    },
    dispose() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', forwardAbort);
    },
  };
}
