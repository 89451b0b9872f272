import { useLayoutEffect } from 'react';

/**
 * Shows an element in the browser's top layer while `open` (`popover="manual"`, where the Popover
 * API exists): a theme's `transform`, `overflow` or `z-index` around the mount point cannot clip
 * or cover a modal drawer there (issue 11). Without the API nothing changes: the element keeps its
 * fixed position and high z-index.
 *
 * Closed, the element is left displayed by its own stylesheet (a `[popover]` is `display: none`
 * by default; the widgets' CSS overrides that where it slides the element out), so leaving the top
 * layer and the slide-out can happen together.
 */
export function setInTopLayer(element: HTMLElement, open: boolean): void {
  if (typeof element.showPopover !== 'function') return;
  if (!element.hasAttribute('popover')) element.setAttribute('popover', 'manual');
  const shown = element.matches(':popover-open');
  if (open && !shown && element.isConnected) element.showPopover();
  if (!open && shown) element.hidePopover();
}

/** `setInTopLayer` as a layout effect: in the top layer before focus moves in (useModal's effect). */
export function useTopLayer(element: HTMLElement | null, open: boolean): void {
  useLayoutEffect(() => {
    if (!element) return;
    setInTopLayer(element, open);
    // Unmounted while open (a widget torn down, the element swapped): out of the top layer too.
    return () => {
      if (open) setInTopLayer(element, false);
    };
  }, [element, open]);
}

/**
 * Whether a press on `element` was really outside its box: a modal `<dialog>`'s `::backdrop` is
 * hit-tested as the dialog itself. A popover's `::backdrop` is not hit-tested in Chromium 150 (a
 * press there reaches the page behind, inert, so `<body>`), which the caller's path check covers;
 * this keeps the dialog case right too.
 */
export function isOnBackdrop(element: Element, event: Event): boolean {
  if (event.target !== element || !('clientX' in event)) return false;
  const { clientX: x, clientY: y } = event as MouseEvent;
  const box = element.getBoundingClientRect();
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}
