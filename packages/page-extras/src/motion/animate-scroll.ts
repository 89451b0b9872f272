import { jumpTo, scrollTopOf, type PageScroller } from './page-scroller';
import { prefersReducedMotion } from './reduced-motion';

export interface ScrollAnimationOptions {
  /** The whole animation, in ms (§9 Page: 600 for the scroll-to-top button, 1000 for notices). */
  durationMs: number;
  /** Called once, when the page is where it was sent (`false`) or the shopper took over (`true`). */
  onEnd?: (interrupted: boolean) => void;
}

/** jQuery's default easing ('swing'), which the theme's and WooCommerce's `animate()` used. */
export const swing = (progress: number): number => 0.5 - Math.cos(progress * Math.PI) / 2;

/** What tells us the shopper is scrolling by hand: the animation must stop and let them. */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls `scroller` to `top` over `durationMs` with jQuery's swing easing, one write per frame and
 * no layout read (the start is read once). With `prefers-reduced-motion: reduce` it jumps at once.
 * A wheel, touch, key or press stops it where it is, so the page never fights the shopper.
 * Returns a cancel that stops it without calling `onEnd`.
 */
export function animateScrollTo(win: Window, scroller: PageScroller, top: number, { durationMs, onEnd }: ScrollAnimationOptions): () => void {
  const target = Math.max(0, Math.round(top));
  const from = scrollTopOf(scroller);
  if (durationMs <= 0 || prefersReducedMotion(win) || from === target) {
    jumpTo(scroller, target);
    onEnd?.(false);
    return () => undefined;
  }
  let frame = 0;
  let startedAt: number | undefined;
  const listenerOptions = { capture: true, passive: true } as const;
  const stop = () => {
    if (frame) win.cancelAnimationFrame(frame);
    frame = 0;
    for (const type of TAKE_OVER) win.removeEventListener(type, takeOver, listenerOptions);
  };
  function takeOver() {
    stop();
    onEnd?.(true);
  }
  const step = (now: number) => {
    startedAt ??= now;
    const progress = Math.min(1, (now - startedAt) / durationMs);
    jumpTo(scroller, Math.round(from + (target - from) * swing(progress)));
    if (progress < 1) {
      frame = win.requestAnimationFrame(step);
      return;
    }
    stop();
    onEnd?.(false);
  };
  for (const type of TAKE_OVER) win.addEventListener(type, takeOver, listenerOptions);
  frame = win.requestAnimationFrame(step);
  return stop;
}
