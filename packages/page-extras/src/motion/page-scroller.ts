/**
 * The element that scrolls the page. Usually the viewport (window.scrollY), but some themes make
 * `<body>` the scroller (`html { overflow: hidden } body { overflow-y: auto }`, the demo's hostile
 * theme, off-canvas menus): then window.scrollY stays 0 and only body.scrollTop moves.
 */
export type PageScroller = Window | HTMLElement;

/** The page's scroller. Reads computed style once: call it when a scroll starts, never per frame. */
export function pageScroller(win: Window): PageScroller {
  const body = win.document.body;
  if (!body) return win;
  const overflow = win.getComputedStyle(body).overflowY;
  return (overflow === 'auto' || overflow === 'scroll') && body.scrollHeight > body.clientHeight ? body : win;
}

/** How far `scroller` is scrolled from its top. */
export function scrollTopOf(scroller: PageScroller): number {
  return 'scrollY' in scroller ? scroller.scrollY : scroller.scrollTop;
}

/** Jumps `scroller` to `top` at once, ignoring a theme's `scroll-behavior: smooth`. */
export function jumpTo(scroller: PageScroller, top: number): void {
  scroller.scrollTo({ top, left: 'scrollX' in scroller ? scroller.scrollX : scroller.scrollLeft, behavior: 'instant' });
}
