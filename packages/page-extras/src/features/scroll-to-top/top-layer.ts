/**
 * Shows or hides a floating control in the browser's top layer (`popover="manual"`), where no
 * theme's overflow, transform or z-index can clip or cover it (as @talat/ui's setInTopLayer does
 * for the drawers; that module carries React, which this chunk does not need). Hidden, it is also
 * `hidden`, so it is out of the tab order and the accessibility tree in every browser, and a
 * browser without the Popover API still hides and shows it.
 */
export function showFloating(element: HTMLElement, shown: boolean): void {
  element.hidden = !shown;
  if (typeof element.showPopover !== 'function') return;
  if (!element.hasAttribute('popover')) element.setAttribute('popover', 'manual');
  const open = element.matches(':popover-open');
  if (shown && !open && element.isConnected) element.showPopover();
  if (!shown && open) element.hidePopover();
}
