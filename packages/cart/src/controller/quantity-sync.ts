import { atom, type ReadableAtom, type WritableAtom } from '@talat/core';

/**
 * Coalesces quantity changes so the side cart never shows a wrong number (the replaced plugin
 * fired one request per click with no ordering). The shopper's latest intent per line is kept in
 * `$pending` and shown at once; at most one request per line waits in the cart queue, and it
 * sends whatever the intent is when its turn comes, so thirty rapid clicks cost two or three
 * requests. An intent is forgotten once a request carrying exactly it has settled.
 */
export interface QuantitySync {
  /** Records the shopper's intent for one line (0 removes it). */
  set(key: string, quantity: number): void;
  /** Forgets the intent for `key` if it is still `quantity` (the server has confirmed it). */
  settle(key: string, quantity: number): void;
  /** Intents not yet confirmed by the server, by cart item key. */
  readonly $pending: ReadableAtom<Readonly<Record<string, number>>>;
}

export function createQuantitySync(
  /** Sends one line's quantity; rejects on failure. `isLatest`: no cart change was queued after it. */
  send: (key: string, quantity: number, isLatest: () => boolean) => Promise<unknown>,
  /** Puts a job on the cart queue (it is run later, once, in order). */
  schedule: (job: (isLatest: () => boolean) => Promise<unknown>) => void,
  /** Where the intents are kept (the controller's, so the page can read them before this loads). */
  $pending: WritableAtom<Readonly<Record<string, number>>> = atom({}),
): QuantitySync {
  const waiting = new Set<string>();

  function forget(key: string, quantity: number): void {
    const { [key]: current, ...rest } = $pending.get();
    if (current === quantity) $pending.set(rest);
  }

  return {
    $pending,
    settle: forget,
    set(key, quantity) {
      $pending.set({ ...$pending.get(), [key]: quantity });
      if (waiting.has(key)) return;
      waiting.add(key);
      schedule(async (isLatest) => {
        // From here on a new intent needs a new request, so it must schedule one.
        waiting.delete(key);
        const latest = $pending.get()[key];
        if (latest === undefined) return;
        try {
          await send(key, latest, isLatest);
        } finally {
          forget(key, latest);
        }
      });
    },
  };
}
