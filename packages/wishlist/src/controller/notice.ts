import { atom, type ReadableAtom } from '@talat/core';

/** What the floating notice or a feedback popup says: the server's message as text, or one of ours. */
export type WishlistNotice = { kind: 'success' | 'error'; text: string; id: number } | null;

export interface NoticeStore {
  readonly $notice: ReadableAtom<WishlistNotice>;
  /** Shows a notice for `timeoutMs` (§9 "Notice timeout", 3000 ms); a newer one replaces it. */
  show(kind: 'success' | 'error', text: string): void;
  dismiss(): void;
  dispose(): void;
}

/**
 * The floating notice of §2.10: one at a time, each shown for the notice timeout and then gone. A
 * repeated message gets a new id, so a screen reader hears it again.
 */
export function createNoticeStore(timeoutMs: number): NoticeStore {
  const $notice = atom<WishlistNotice>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ids = 0;
  const dismiss = () => {
    clearTimeout(timer);
    $notice.set(null);
  };
  return {
    $notice,
    show(kind, text) {
      clearTimeout(timer);
      $notice.set({ kind, text, id: ++ids });
      timer = setTimeout(() => $notice.set(null), timeoutMs);
    },
    dismiss,
    dispose: () => clearTimeout(timer),
  };
}
