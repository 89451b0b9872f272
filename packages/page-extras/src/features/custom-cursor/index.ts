import { injectStyles } from '@talat/core';
import type { PageExtra } from '../../context';
import { customCursorAllowed, EMBEDDED_DOCUMENT, overTextEntry } from './cursor-rules';
import { CUSTOM_CURSOR_CSS } from './styles';

/** The theme's cursor element (docs/research/theme-behaviours.md); its markup is the opt-in. */
import { CUSTOM_CURSOR_SELECTOR } from '../markup';

export { CUSTOM_CURSOR_SELECTOR };

/**
 * Custom cursor (§1 Page extras): the theme's decorative cursor element follows a fine pointer,
 * moved by a transform once per frame from the last pointermove (no layout read). It hides over
 * text entry (where the system cursor stays), when the pointer leaves the window or enters an
 * embedded document (an iframe shows its own cursor: it would be stuck at the edge), and altogether
 * for touch-only devices and with reduced motion; a change of either setting is followed live.
 */
export const startCustomCursor: PageExtra = ({ doc, win }) => {
  const cursor = doc.querySelector<HTMLElement>(CUSTOM_CURSOR_SELECTOR);
  if (!cursor) return undefined;
  injectStyles('page-extras-cursor', CUSTOM_CURSOR_CSS, doc);
  const hadAriaHidden = cursor.getAttribute('aria-hidden');
  cursor.setAttribute('aria-hidden', 'true');
  cursor.classList.add('talat-cursor');
  const root = doc.documentElement;

  let x = 0;
  let y = 0;
  let frame = 0;
  const paint = () => {
    frame = 0;
    cursor.style.transform = `translate3d(${x}px,${y}px,0)`;
  };
  const show = (shown: boolean) => cursor.classList.toggle('is-shown', shown);
  const onMove = (event: PointerEvent) => {
    if (event.pointerType && event.pointerType !== 'mouse' && event.pointerType !== 'pen') return;
    x = event.clientX;
    y = event.clientY;
    show(!overTextEntry(event.target));
    if (!frame) frame = win.requestAnimationFrame(paint);
  };
  const onLeave = () => show(false);
  // Per element, not a document pointerover: a boundary listener on the document makes Chromium
  // run the main thread at every frame of a scroll with the mouse resting (docs/benchmarks.md).
  const embedded = [...doc.querySelectorAll<HTMLElement>(EMBEDDED_DOCUMENT)];

  const options = { passive: true } as const;
  let on = false;
  const turn = (next: boolean) => {
    if (next === on) return;
    on = next;
    root.classList.toggle('talat-cursor-on', on);
    if (on) {
      doc.addEventListener('pointermove', onMove, options);
      root.addEventListener('pointerleave', onLeave, options);
      for (const element of embedded) element.addEventListener('pointerenter', onLeave, options);
      return;
    }
    doc.removeEventListener('pointermove', onMove);
    root.removeEventListener('pointerleave', onLeave);
    for (const element of embedded) element.removeEventListener('pointerenter', onLeave);
    if (frame) win.cancelAnimationFrame(frame);
    frame = 0;
    show(false);
  };
  const queries = typeof win.matchMedia === 'function' ? [win.matchMedia('(pointer: fine)'), win.matchMedia('(prefers-reduced-motion: reduce)')] : [];
  const follow = () => turn(customCursorAllowed(win));
  for (const query of queries) query.addEventListener?.('change', follow);
  follow();

  return () => {
    turn(false);
    for (const query of queries) query.removeEventListener?.('change', follow);
    cursor.classList.remove('talat-cursor', 'is-shown');
    cursor.style.removeProperty('transform');
    if (hadAriaHidden === null) cursor.removeAttribute('aria-hidden');
    else cursor.setAttribute('aria-hidden', hadAriaHidden);
  };
};
