import { pageScroller, type PageScroller } from './page-scroller';

/** Told whether the page is scrolled past the threshold: once at start, then at each crossing. */
export type ThresholdListener = (past: boolean) => void;

interface Sentinel {
  element: HTMLElement;
  users: number;
}

const sentinels = new WeakMap<Document, Sentinel>();

/**
 * Follows whether the page is scrolled more than `thresholdPx` from its top, without any scroll
 * listener (decision "Scroll thresholds by IntersectionObserver"): one empty, invisible sentinel
 * element at the page's top, shared by every watcher of the document, and an IntersectionObserver
 * per threshold whose root reaches `thresholdPx` above the window (rootMargin). The sentinel
 * leaves that root exactly when the page has scrolled past the threshold.
 *
 * Why not a passive scroll listener batched per frame: on the 1,000-product listing with the CPU
 * 4× slower, a passive scroll listener that does nothing at all makes Chromium run the main thread
 * at every scrolled frame (about 35 long tasks of 50–220 ms in 40 wheel steps), where the page
 * without one scrolls on the compositor alone (0). An observer is told only at a crossing.
 *
 * Where the theme made `<body>` the scroller, the observer's root is the body and the sentinel
 * sits in its flow (zero height, no margin: nothing moves); else it is absolutely placed at the
 * document's top, out of the flow. Where a theme's CSS moves it down, the root's margin is made
 * that much smaller (offsetOf), so the crossing is still at exactly `thresholdPx`.
 */
export function watchScrollPast(win: Window, thresholdPx: number, listener: ThresholdListener): () => void {
  const doc = win.document;
  const scroller = pageScroller(win);
  const sentinel = acquireSentinel(doc, scroller !== win);
  let last: boolean | undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      const past = !entry.isIntersecting;
      if (past === last) return;
      last = past;
      listener(past);
    },
    { root: scroller === win ? null : (scroller as HTMLElement), rootMargin: `${thresholdPx - offsetOf(sentinel.element, scroller)}px 0px 0px 0px` },
  );
  observer.observe(sentinel.element);
  return () => {
    observer.disconnect();
    releaseSentinel(doc, sentinel);
  };
}

/**
 * How far below the very top of the scrolled content the sentinel sits (read once, at start): 0
 * on most pages, but a theme's `body { position: relative }` under WordPress's admin bar
 * (`html { margin-top: 32px }`), or a body scroller's padding, moves it, and the threshold must
 * still count from the top of the page.
 */
function offsetOf(element: HTMLElement, scroller: PageScroller): number {
  const top = element.getBoundingClientRect().top;
  if ('scrollY' in scroller) return top + scroller.scrollY;
  return top - scroller.getBoundingClientRect().top - scroller.clientTop + scroller.scrollTop;
}

function acquireSentinel(doc: Document, inFlow: boolean): Sentinel {
  let sentinel = sentinels.get(doc);
  if (!sentinel) {
    const element = doc.createElement('div');
    element.setAttribute('aria-hidden', 'true');
    element.dataset.talatScrollSentinel = '';
    element.style.cssText = inFlow
      ? 'display:block;height:0;width:1px;margin:0;padding:0;border:0;visibility:hidden;pointer-events:none'
      : 'position:absolute;top:0;left:0;height:0;width:1px;margin:0;padding:0;border:0;visibility:hidden;pointer-events:none';
    doc.body.prepend(element);
    sentinel = { element, users: 0 };
    sentinels.set(doc, sentinel);
  }
  sentinel.users++;
  return sentinel;
}

function releaseSentinel(doc: Document, sentinel: Sentinel): void {
  sentinel.users--;
  if (sentinel.users > 0) return;
  sentinel.element.remove();
  if (sentinels.get(doc) === sentinel) sentinels.delete(doc);
}
