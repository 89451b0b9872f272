/**
 * The mouse coming near the search box, as a sign of intent beside core's (intent.ts: over,
 * touch, focus, scrolled to): the box is one small control, and the approach to it is itself a
 * sign (docs/decisions.md 508). In the search's first load, not in the boot every first load
 * shares: only the search asks for it.
 */

/** Passive and captured, as core's intent signs are: moving the mouse never waits, a theme's stopPropagation hides nothing. */
const LISTENING = { capture: true, passive: true } as const;

/**
 * Calls `sign` once a mouse or a pen is within `near` CSS px of `zone`'s box; returns the undo.
 * The pointer's last place is measured once a frame, so a fast movement costs one layout read per
 * frame. A finger has no approach (touchstart is core's sign for it); a zone not laid out
 * (hidden) has no place to come near.
 */
export function watchMouseNear(zone: Element, near: number, sign: () => void): () => void {
  const doc = zone.ownerDocument;
  const win = doc.defaultView;
  if (!win) return () => undefined;
  let frame = 0;
  let x = 0;
  let y = 0;
  const stop = () => {
    doc.removeEventListener('pointermove', onMove, LISTENING);
    win.cancelAnimationFrame(frame);
  };
  const measure = () => {
    frame = 0;
    const box = zone.getBoundingClientRect();
    if (box.width && Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom)) <= near) {
      stop();
      sign();
    }
  };
  function onMove(event: Event) {
    const pointer = event as PointerEvent;
    if (pointer.pointerType === 'touch') return;
    x = pointer.clientX;
    y = pointer.clientY;
    frame ||= win!.requestAnimationFrame(measure);
  }
  doc.addEventListener('pointermove', onMove, LISTENING);
  return stop;
}
