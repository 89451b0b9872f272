import { vi } from 'vitest';

/**
 * jsdom neither scrolls nor answers media queries: a test's window whose scrollTo moves scrollY
 * (firing a scroll event, as a browser does) and whose matchMedia answers as the test says.
 * Test-only (imported by *.test.ts files).
 */
/** Taken before any test spies on it, so a second fakeScrolling in a file never calls its own spy. */
const nativeRect = HTMLElement.prototype.getBoundingClientRect;

export function fakeScrolling(win: Window = window, media: Record<string, boolean> = {}, { sentinelTop = 0 } = {}) {
  let y = 0;
  Object.defineProperty(win, 'scrollY', { configurable: true, get: () => y });
  // The scroll sentinel is where a browser would put it: `sentinelTop` px below the page's top
  // (0, or more where a theme's CSS moves it), seen from the window scrolled by y.
  // A plain function, not a spy: a test's vi.spyOn(element, 'getBoundingClientRect') then mocks
  // that element alone instead of taking over this one.
  (win as Window & typeof globalThis).HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    if (!this.hasAttribute('data-talat-scroll-sentinel')) return nativeRect.call(this);
    return { top: sentinelTop - y, bottom: sentinelTop - y, left: 0, right: 1, width: 1, height: 0, x: 0, y: sentinelTop - y } as DOMRect;
  };
  const observers = new Set<FakeIntersectionObserver>();
  /** jsdom has no IntersectionObserver: this one sees the sentinel at the document's top, as a browser would. */
  class FakeIntersectionObserver {
    private readonly reach: number;
    private targets: Element[] = [];
    constructor(
      private readonly callback: IntersectionObserverCallback,
      options: IntersectionObserverInit = {},
    ) {
      this.reach = Number.parseFloat(options.rootMargin ?? '0') || 0;
    }
    observe(target: Element) {
      this.targets.push(target);
      observers.add(this);
      win.requestAnimationFrame(() => this.deliver());
    }
    disconnect() {
      this.targets = [];
      observers.delete(this);
    }
    deliver() {
      if (!observers.has(this)) return;
      const entries = this.targets.map((target) => ({ target, isIntersecting: sentinelTop - y >= -this.reach }) as IntersectionObserverEntry);
      this.callback(entries, this as unknown as IntersectionObserver);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  let pending = 0;
  const scrollTo = vi.fn((options: ScrollToOptions | number, top?: number) => {
    y = typeof options === 'number' ? (top ?? 0) : (options.top ?? y);
    win.document.dispatchEvent(new Event('scroll', { bubbles: true }));
    pending ||= win.requestAnimationFrame(() => {
      pending = 0;
      for (const observer of observers) observer.deliver();
    });
  });
  win.scrollTo = scrollTo as unknown as Window['scrollTo'];
  const queries = new Map<string, { matches: boolean; listeners: Set<() => void> }>();
  win.matchMedia = ((query: string) => {
    let entry = queries.get(query);
    if (!entry) {
      entry = { matches: Boolean(media[query.replace(/[()]/g, '').replace(/\s+/g, ' ')]), listeners: new Set() };
      queries.set(query, entry);
    }
    const state = entry;
    return {
      get matches() {
        return state.matches;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => state.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => state.listeners.delete(listener),
    } as unknown as MediaQueryList;
  }) as Window['matchMedia'];
  return {
    scrollTo,
    /** Scrolls as the shopper would (no animation): sets the position and fires the event. */
    scrollBy: (top: number) => scrollTo({ top }),
    get y() {
      return y;
    },
    /** Changes a media query's answer and tells its listeners, as the system setting would. */
    setMedia(query: string, matches: boolean) {
      for (const [text, entry] of queries) {
        if (text.replace(/[()]/g, '').replace(/\s+/g, ' ') !== query) continue;
        entry.matches = matches;
        for (const listener of entry.listeners) listener();
      }
      media[query] = matches;
    },
  };
}

/** Runs the frames due within `ms` (fake timers fake requestAnimationFrame at 16 ms a frame). */
export const frames = (ms = 16) => vi.advanceTimersByTime(ms);
