import { atom, type ReadableAtom } from '@talat/core';

/** What the widget asks or tells the shopper: §8's alerts and §4's manual-number questions. */
export type DocumentsDialog =
  | { kind: 'alert'; message: string }
  | { kind: 'confirm'; message: string; url: string };

export interface DialogStore {
  readonly $dialog: ReadableAtom<DocumentsDialog | null>;
  alert(message: string): void;
  confirm(message: string, url: string): void;
  close(): void;
}

/** One dialog at a time: a newer one replaces the older (the shopper answers the latest). */
export function createDialogStore(): DialogStore {
  const $dialog = atom<DocumentsDialog | null>(null);
  return {
    $dialog,
    alert: (message) => $dialog.set({ kind: 'alert', message }),
    confirm: (message, url) => $dialog.set({ kind: 'confirm', message, url }),
    close: () => $dialog.set(null),
  };
}
