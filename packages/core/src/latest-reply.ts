/**
 * "The latest reply wins": of a series of requests for the same thing (suggestions for what is
 * typed, the cart's fragments, a form's submission or refill), only the newest one's reply may be
 * applied. Replies come back in any order (the old front ends applied whichever landed last,
 * DESIGN.md "What the old front ends got wrong"), so each request gets a signal that is aborted as
 * soon as a newer one begins: passed to the call, it stops the transport waiting (§7 Live search:
 * a new search aborts the one in flight); checked when the reply or failure comes back, it says
 * whether this request is still the newest one (`!signal.aborted`).
 */
export interface LatestReply {
  /** Starts the newest request: the one before is aborted, so its reply is stale from now on. */
  begin(): AbortSignal;
  /** Aborts the newest request without starting another: no reply still on its way is current. */
  cancel(): void;
}

export function createLatestReply(): LatestReply {
  // Only begin() and cancel() abort these signals, so an aborted one is exactly a superseded request.
  let newest: AbortController | undefined;
  const cancel = () => newest?.abort();
  return {
    begin() {
      cancel();
      return (newest = new AbortController()).signal;
    },
    cancel,
  };
}
