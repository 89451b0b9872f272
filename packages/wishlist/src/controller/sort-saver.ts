import { atom, createLatestReply, type ReadableAtom } from '@talat/core';

export interface SortSaver {
  /** The last order the server refused, to put the rows back; null while none has failed. */
  readonly $failed: ReadableAtom<readonly string[] | null>;
  /** Sends the new order (§7 sort_wishlist_items); an earlier sort still on its way is aborted. */
  save(order: readonly string[], before: readonly string[]): void;
  dispose(): void;
}

/**
 * The order of a wishlist table as the server keeps it. A failure hands back the order the server
 * still holds, so the page can show it again: the shopper sees what is saved, not what was hoped.
 */
export function createSortSaver(send: (positions: readonly string[], signal: AbortSignal) => Promise<void>): SortSaver {
  const $failed = atom<readonly string[] | null>(null);
  const sorts = createLatestReply();
  /** What the server holds: the order before the first unsent change, then each saved one. */
  let saved: readonly string[] | undefined;
  return {
    $failed,
    save(order, before) {
      saved ??= before;
      $failed.set(null);
      const signal = sorts.begin();
      send(order, signal).then(
        () => {
          if (!signal.aborted) saved = order;
        },
        () => {
          if (!signal.aborted) $failed.set(saved ?? before);
        },
      );
    },
    dispose: () => sorts.cancel(),
  };
}
