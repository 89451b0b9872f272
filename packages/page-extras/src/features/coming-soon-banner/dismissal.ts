import { isAbortError, isTalatRequestError, type CallOptions } from '@talat/client';
import { atom, type ReadableAtom } from '@talat/core';
import type { PageExtrasMessageKey } from '../../messages';

/**
 * §4 Coming-soon banner: shown -> hidden, after the dismissal is saved. `saving` while the call
 * is out; a failure keeps the banner with the reason, and the shopper may try again.
 */
export type DismissalState =
  | { status: 'shown' }
  | { status: 'saving' }
  | { status: 'failed'; message: PageExtrasMessageKey }
  | { status: 'hidden' };

export interface Dismissal {
  readonly state: ReadableAtom<DismissalState>;
  /** Saves the dismissal; ignored while a save is out or once saved. */
  dismiss(): void;
  /** Aborts a save under way; an answer that comes later changes nothing. */
  dispose(): void;
}

/** Why the save failed, in the words the shopper reads (messages/woocommerce.ts). */
export function failureMessage(error: unknown): PageExtrasMessageKey {
  if (!isTalatRequestError(error)) return 'comingSoonFailed';
  // A nonce refused again after its one refresh (§7): only a new page brings a fresh one.
  if (error.code === 'rest_cookie_invalid_nonce') return 'comingSoonExpired';
  if (error.kind === 'network') return 'comingSoonOffline';
  if (error.kind === 'timeout') return 'comingSoonTimeout';
  // A 5xx, a 4xx, junk instead of JSON: not known to be saved, so the banner stays.
  return 'comingSoonFailed';
}

/** The banner's state machine around one save call (the shared client's REST transport in the page). */
export function createDismissal(save: (options: CallOptions) => Promise<void>): Dismissal {
  const state = atom<DismissalState>({ status: 'shown' });
  let controller: AbortController | undefined;
  let disposed = false;

  return {
    state,
    dismiss() {
      const { status } = state.get();
      if (disposed || status === 'saving' || status === 'hidden') return;
      const current = new AbortController();
      controller = current;
      state.set({ status: 'saving' });
      save({ signal: current.signal }).then(
        () => {
          if (!disposed) state.set({ status: 'hidden' });
        },
        (error: unknown) => {
          if (disposed || isAbortError(error)) return;
          state.set({ status: 'failed', message: failureMessage(error) });
        },
      );
    },
    dispose() {
      disposed = true;
      controller?.abort();
    },
  };
}
