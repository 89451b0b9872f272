/**
 * No layout shift under the pointer (issue 11, part 3). Pressing Send blurs the field the shopper
 * just fixed; its change re-validates it, and a tip that goes (or comes) moves Send while the
 * button is held, so the release lands outside it and nothing is sent. While any pointer is down
 * on the page, field errors wait; they are applied once the press is over:
 * - after its `click`, in a task of its own, so the click (and the submit it starts) comes first;
 * - or, when no click follows, `RELEASE_GRACE_MS` after `pointerup` / `pointercancel`: a tap's
 *   click comes in a later task than its `pointerup`, up to ~300 ms later where the page allows
 *   double-tap zoom;
 * - or when the window loses focus mid-press (an alert, a switch of window), which ends it too.
 */
export const RELEASE_GRACE_MS = 350;

export interface LayoutHold {
  holdLayout(): void;
  releaseLayout(): void;
}

export function bindPointerHold(doc: Document, hold: LayoutHold): () => void {
  const win = doc.defaultView;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let down = false;

  const release = () => {
    timer = undefined;
    if (!down) return;
    down = false;
    hold.releaseLayout();
  };
  const releaseAfter = (ms: number) => {
    if (!down) return;
    clearTimeout(timer);
    timer = setTimeout(release, ms);
  };
  const onDown = () => {
    clearTimeout(timer);
    timer = undefined;
    down = true;
    hold.holdLayout();
  };
  const onUp = () => releaseAfter(RELEASE_GRACE_MS);
  const onClick = () => releaseAfter(0);
  const onBlur = () => {
    clearTimeout(timer);
    release();
  };

  // Capture on the document: a theme's handler that stops propagation cannot hide a press.
  const options = { capture: true, passive: true } as const;
  doc.addEventListener('pointerdown', onDown, options);
  doc.addEventListener('pointerup', onUp, options);
  doc.addEventListener('pointercancel', onUp, options);
  doc.addEventListener('click', onClick, options);
  win?.addEventListener('blur', onBlur);
  return () => {
    doc.removeEventListener('pointerdown', onDown, options);
    doc.removeEventListener('pointerup', onUp, options);
    doc.removeEventListener('pointercancel', onUp, options);
    doc.removeEventListener('click', onClick, options);
    win?.removeEventListener('blur', onBlur);
    clearTimeout(timer);
    release();
  };
}
