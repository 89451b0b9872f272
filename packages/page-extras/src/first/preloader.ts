import { PAGE_CONSTANTS } from '../constants';

/**
 * The preloaders themes print (docs/research/theme-behaviours.md). The first match is taken.
 */
export const PRELOADER_SELECTOR = '[data-talat-preloader], #preloader, .preloader';

/** The fade before the preloader leaves the page (not a §9 constant; off with reduced motion). */
export const PRELOADER_FADE_MS = 300;

/** What counts as the shopper acting: the preloader must never stand between them and the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Preloader (§2.2, §9 Page "Preloader hidden after load" 2000 ms): hidden 2000 ms after the
 * window's load event, or at once at the shopper's first press, key, wheel or touch. When the
 * script runs after load already fired (a cached module, a late insert), the 2000 ms count from
 * then. It stops catching presses at once and fades out (instantly with reduced motion), then
 * leaves the layout (`display: none`, which beats a theme's `display: flex`). Returns the undo.
 */
export function startPreloader(doc: Document, win: Window): (() => void) | undefined {
  const preloader = doc.querySelector<HTMLElement>(PRELOADER_SELECTOR);
  if (!preloader) return undefined;
  const style = preloader.style;
  const before = style.cssText;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const options = { capture: true, passive: true } as const;

  const stopListening = () => {
    win.removeEventListener('load', countDown);
    for (const type of INTERACTIONS) win.removeEventListener(type, hide, options);
  };
  function hide() {
    stopListening();
    clearTimeout(timer);
    style.pointerEvents = 'none';
    const instant = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (!instant) {
      style.transition = `opacity ${PRELOADER_FADE_MS}ms`;
      style.opacity = '0';
    }
    timer = setTimeout(() => (style.display = 'none'), instant ? 0 : PRELOADER_FADE_MS);
  }
  function countDown() {
    clearTimeout(timer);
    timer = setTimeout(hide, PAGE_CONSTANTS.preloaderHideMs);
  }

  for (const type of INTERACTIONS) win.addEventListener(type, hide, options);
  if (doc.readyState === 'complete') countDown();
  else win.addEventListener('load', countDown);
  return () => {
    stopListening();
    clearTimeout(timer);
    style.cssText = before;
  };
}
