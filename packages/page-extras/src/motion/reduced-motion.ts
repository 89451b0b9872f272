/**
 * Whether the shopper asked for less motion (`prefers-reduced-motion: reduce`). Read at the moment
 * an animation starts, never cached, so a change in the system setting counts from the next one.
 * A window without matchMedia (old engines, some test DOMs) gets the full animation.
 */
export function prefersReducedMotion(win: Window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
