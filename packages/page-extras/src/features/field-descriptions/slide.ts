import { prefersReducedMotion } from '../../motion/reduced-motion';

/** Collapsed: no height, padding or margin, so nothing of the box shows while it slides. */
const COLLAPSED: Keyframe = { height: '0px', paddingTop: '0px', paddingBottom: '0px', marginTop: '0px', marginBottom: '0px', overflow: 'hidden' };

/**
 * jQuery's slideDown/slideUp for one element, on the Web Animations API (the compositor runs it;
 * no timers): open shows it (`display: block` over the theme's `display: none`) and grows it from
 * nothing to its height, measured once at the start; close shrinks it and then hands it back to
 * the theme's CSS (hidden). Instant with reduced motion or without the API. Returns a stop that
 * leaves the element in its final state.
 */
export function slide(win: Window, element: HTMLElement, open: boolean, durationMs: number): () => void {
  element.getAnimations?.().forEach((running) => running.cancel());
  if (open) element.style.display = 'block';
  const settle = () => {
    if (!open) element.style.removeProperty('display');
  };
  if (typeof element.animate !== 'function' || prefersReducedMotion(win) || durationMs <= 0) {
    settle();
    return () => undefined;
  }
  const height = `${element.offsetHeight}px`;
  const keyframes = open ? [COLLAPSED, { height, overflow: 'hidden' }] : [{ height, overflow: 'hidden' }, COLLAPSED];
  const animation = element.animate(keyframes, { duration: durationMs, easing: 'ease-in-out' });
  animation.onfinish = settle;
  return () => {
    animation.onfinish = null;
    animation.cancel();
    settle();
  };
}
