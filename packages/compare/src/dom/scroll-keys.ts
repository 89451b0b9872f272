/**
 * The compare table's scroll container is a focusable region (issue 14: "scrolled with the
 * keyboard too"). Chromium scrolls a focused scroller with the arrow keys, but Home and End go to
 * its top and bottom, which a sideways table does not have; and other engines differ. So the keys
 * that mean "sideways" are handled here, the same everywhere: arrows by a step, Home/End to the
 * ends. PageUp/PageDown stay the browser's (they page the popup up and down).
 * Only when the region itself has focus: a link inside keeps its own keys. The shop is Thai, left
 * to right; a right-to-left page gets the browser's own arrows only (Home/End would be mirrored).
 */

/** About what Chromium scrolls for one arrow press. */
export const ARROW_STEP_PX = 40;

export function bindScrollKeys(container: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== container || event.altKey || event.ctrlKey || event.metaKey) return;
    if (getComputedStyle(container).direction === 'rtl') return;
    const max = Math.max(0, container.scrollWidth - container.clientWidth);
    const targets: Record<string, number> = {
      ArrowLeft: container.scrollLeft - ARROW_STEP_PX,
      ArrowRight: container.scrollLeft + ARROW_STEP_PX,
      Home: 0,
      End: max,
    };
    const left = targets[event.key];
    if (left === undefined) return;
    event.preventDefault();
    container.scrollLeft = Math.min(max, Math.max(0, left));
  };
  container.addEventListener('keydown', onKeyDown);
  return () => container.removeEventListener('keydown', onKeyDown);
}
