/**
 * Load on intent (issue 30, docs/decisions.md 503): a widget's lazy chunk, and the runtime it
 * imports, is fetched when the shopper is about to use the widget, not whenever the page is idle.
 * The signs, each on one of the widget's zones (its controls and the area around them, a selector
 * the widget names):
 *   - the pointer comes over a zone, or touches one (a phone has no hover: touchstart comes about
 *     100 ms before the click it turns into);
 *   - focus comes into a zone (the keyboard, a screen reader, an autofocus field);
 *   - a zone is in or near the viewport once the shopper has scrolled (a footer form scrolled to);
 *   - the first claimed action, which every widget's first load already holds and replays
 *     (lazy-chunk.ts `claimChunk`): a press with no sign before it still works.
 * What must run at page start without any sign (the visit count, stale cart fragments, an open
 * compare list) calls `loadChunk` itself.
 */
import { chunkRequested, loadChunk, type ChunkLoader } from './lazy-chunk';

/** "Near" the viewport: a zone this far below or above it counts as scrolled to. */
const NEAR_VIEWPORT_MARGIN = '50% 0px';

/** The events that say a pointer, a finger or focus has come into a zone. */
const SIGNS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Captured, so a theme's stopPropagation does not hide a sign; passive, so scrolling never waits. */
const LISTENING = { capture: true, passive: true } as const;

/**
 * Loads `load` once at the first sign of intent in `zones` (the elements matching a selector, or
 * one element, and whatever is inside them), then runs `then` with the chunk. A failed load is
 * left to the first claimed interaction, which asks again. Returns the undo, which stops the
 * watching (a load already started goes on).
 */
export function prefetchOnIntent<T>(doc: Document, zones: string | Element, load: ChunkLoader<T>, then?: (chunk: T) => void): () => void {
  const win = doc.defaultView;
  let observer: IntersectionObserver | undefined;
  let done = false;
  const inZone = (target: EventTarget | null | undefined) =>
    target instanceof Node && (typeof zones === 'string' ? target instanceof Element && target.closest(zones) !== null : zones.contains(target));
  const listen = (method: 'addEventListener' | 'removeEventListener') => {
    for (const type of SIGNS) doc[method](type, onSign, LISTENING);
    win?.[method]('scroll', onFirstScroll, LISTENING);
  };
  const stop = () => {
    done = true;
    listen('removeEventListener');
    observer?.disconnect();
  };
  const fire = () => {
    if (done) return;
    stop();
    void loadChunk(load).then(then, () => undefined);
  };
  function onSign(event: Event) {
    // A shadow root retargets: the event's path still starts at the element under the pointer.
    if (inZone(event.composedPath()[0] ?? event.target)) fire();
  }
  function onFirstScroll() {
    win?.removeEventListener('scroll', onFirstScroll, LISTENING);
    const targets = typeof zones === 'string' ? doc.querySelectorAll(zones) : [zones];
    if (targets.length === 0 || done) return;
    if (!win?.IntersectionObserver) return fire();
    observer = new win.IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), { rootMargin: NEAR_VIEWPORT_MARGIN });
    targets.forEach((target) => observer!.observe(target));
  }

  listen('addEventListener');
  // A sign that came before this script: focus already in a zone, or the pointer resting on one
  // (no pointerover comes until it moves). And a chunk already on the page (a widget mounted
  // again, one printed after another's sign) costs nothing more: no reason to wait.
  // Focus on <body> is no focus at all (nothing has it yet), even for a zone that is the page.
  const focused = doc.activeElement === doc.body ? null : doc.activeElement;
  if (chunkRequested(load) || inZone(focused) || [...doc.querySelectorAll(':hover')].some(inZone)) fire();
  return stop;
}
