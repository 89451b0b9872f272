/**
 * Drag to scroll the compare table sideways (SPEC §2.11, §9 "Drag-scroll multiplier" 3): the
 * plugin did `scrollLeft = start - (x - startX) * 3` on mousemove (docs/research/th-product-compare.md
 * §1 containerScroll). Done with pointer events and pointer capture, so a drag that leaves the
 * table keeps scrolling until the button is released. Touch is left to the browser's own panning.
 *
 * A press that turns into a drag must not also follow the link (or press the button) it ends on:
 * the click that follows a drag is swallowed in the capture phase, before the markup's own handlers.
 */

/** Moves shorter than this are a click with a shaky hand, not a drag. */
export const DRAG_THRESHOLD_PX = 3;
/** Class while a drag is under way (the plugin's own name, its CSS may style it, plus ours). */
export const DRAGGING_CLASSES = ['active', 'talat-dragging'] as const;
/** Class while the table is wider than its box: the grab cursor shows it can be dragged. */
export const DRAGGABLE_CLASS = 'talat-draggable';

export interface DragScroll {
  /** Re-checks whether the table overflows (after a fill, a resize, an open). */
  update(): void;
  unbind(): void;
}

export function bindDragScroll(container: HTMLElement, multiplier: number): DragScroll {
  let pointerId: number | null = null;
  let startX = 0;
  let startLeft = 0;
  let dragging = false;
  let swallowClick = false;
  let swallowTimer: ReturnType<typeof setTimeout> | undefined;

  const update = () => container.classList.toggle(DRAGGABLE_CLASS, container.scrollWidth > container.clientWidth);

  const onDown = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || event.button !== 0) return;
    pointerId = event.pointerId;
    startX = event.clientX;
    startLeft = container.scrollLeft;
    dragging = false;
  };

  const onMove = (event: PointerEvent) => {
    if (event.pointerId !== pointerId) return;
    const moved = event.clientX - startX;
    if (!dragging) {
      if (Math.abs(moved) < DRAG_THRESHOLD_PX) return;
      dragging = true;
      // Capture only once it is a drag: a plain click keeps its own target.
      container.setPointerCapture?.(event.pointerId);
      container.classList.add(...DRAGGING_CLASSES);
    }
    container.scrollLeft = startLeft - moved * multiplier;
  };

  const onEnd = (event: PointerEvent) => {
    if (event.pointerId !== pointerId) return;
    pointerId = null;
    if (!dragging) return;
    dragging = false;
    container.classList.remove(...DRAGGING_CLASSES);
    if (container.hasPointerCapture?.(event.pointerId)) container.releasePointerCapture(event.pointerId);
    if (event.type === 'pointercancel') return;
    swallowClick = true;
    // No click comes when the press ended off any clickable thing; forget it then.
    clearTimeout(swallowTimer);
    swallowTimer = setTimeout(() => (swallowClick = false), 0);
  };

  const onClick = (event: MouseEvent) => {
    if (!swallowClick) return;
    swallowClick = false;
    event.preventDefault();
    event.stopPropagation();
  };

  // A native drag of an image or link would take the pointer away (pointercancel) mid-scroll.
  const onDragStart = (event: DragEvent) => event.preventDefault();

  container.addEventListener('pointerdown', onDown);
  container.addEventListener('pointermove', onMove);
  container.addEventListener('pointerup', onEnd);
  container.addEventListener('pointercancel', onEnd);
  container.addEventListener('click', onClick, true);
  container.addEventListener('dragstart', onDragStart);
  container.addEventListener('pointerenter', update);
  update();

  return {
    update,
    unbind() {
      clearTimeout(swallowTimer);
      container.removeEventListener('pointerdown', onDown);
      container.removeEventListener('pointermove', onMove);
      container.removeEventListener('pointerup', onEnd);
      container.removeEventListener('pointercancel', onEnd);
      container.removeEventListener('click', onClick, true);
      container.removeEventListener('dragstart', onDragStart);
      container.removeEventListener('pointerenter', update);
      container.classList.remove(...DRAGGING_CLASSES, DRAGGABLE_CLASS);
    },
  };
}
