import { useEffect, useLayoutEffect, useRef } from 'react';
import { openModal, type ModalDismissReason, type ModalOptions } from './modal';

export type UseModalOptions = Omit<ModalOptions, 'onDismiss'>;

/**
 * Keeps `dialog` modal while `open` (see openModal). `options` are read when it opens; the latest
 * `onDismiss` is always the one called, so a new callback each render does not reopen it.
 */
export function useModal(
  dialog: HTMLElement | null,
  open: boolean,
  onDismiss: (reason: ModalDismissReason) => void,
  options?: UseModalOptions,
): void {
  const latest = useRef(onDismiss);
  useLayoutEffect(() => {
    latest.current = onDismiss;
  });
  // A passive effect: React puts focus back where it was after a commit's mutations, which would
  // undo a layout effect's cleanup moving focus back to the opener.
  useEffect(() => {
    if (open && dialog) return openModal(dialog, { ...options, onDismiss: (reason) => latest.current(reason) });
  }, [dialog, open]);
}
