// The busy mark of the page's actions (remove.ts uses the same class): the element dims, ignores
// the pointer (styles.ts) and says aria-busy, so a second click cannot send the call again.

export const BUSY = 'talat-wishlist-busy';

export function setBusy(element: Element, busy: boolean): void {
  element.classList.toggle(BUSY, busy);
  if (busy) element.setAttribute('aria-busy', 'true');
  else element.removeAttribute('aria-busy');
}

export const isBusy = (element: Element) => element.classList.contains(BUSY);

/** A plain left click: a modified one opens the plugin's link (its no-JavaScript path) as the browser would. */
export const plainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
