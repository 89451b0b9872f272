import { atom, type ReadableAtom } from '@talat/core';

/** SPEC §9 "Other": toast notifications hide after 5000 ms. */
export const NOTICE_HIDE_MS = 5000;

export interface FailureNotice {
  /** The message shown now, '' when none. */
  $message: ReadableAtom<string>;
  /** Shows `message` (again) for the hide time. */
  show(message: string): void;
  dispose(): void;
}

/**
 * A failed compare call changes nothing on the page (§8 Compare: only the loading state is
 * cleared), so without a word the shopper could not tell a failure from a press that did nothing.
 * This says it, for the toast time, and leaves every other state as it was.
 */
export function createFailureNotice(hideAfterMs = NOTICE_HIDE_MS): FailureNotice {
  const $message = atom('');
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    $message,
    show(message) {
      clearTimeout(timer);
      $message.set(message);
      timer = setTimeout(() => $message.set(''), hideAfterMs);
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}
