/**
 * Everything that floats (the suggestion list now; dropdowns, popups, tooltips and date pickers
 * later) is shown where no theme can clip or cover it (issue 11, decision 80):
 *
 * - in the browser's top layer, as a `popover="manual"` element, where the Popover API exists:
 *   no ancestor's `overflow`, `z-index` or `transform` reaches it, yet it stays where it is in the
 *   DOM, so ARIA relations, event delegation and inherited text styles are unchanged;
 * - positioned against its anchor (the box holding the input and its button): below it, or above
 *   it when there is not room below; when neither side has room (a phone held sideways), on the
 *   bigger side, filling it and scrolling inside; never over the anchor; at most `maxHeightPx` tall.
 *   Where the popup goes is one pure function, `placePopup`, recomputed once per frame while open
 *   on scroll (any scroller, captured), resize and changes of the anchor's or the popup's size;
 *   nothing is measured while closed. Where CSS anchor positioning exists (Chromium 129+, Safari
 *   26, Firefox 147+) it is written as `position-area` against the anchor, so the browser keeps
 *   the popup on the anchor in the very frame the page scrolls; elsewhere as fixed coordinates.
 *   Both paths make the same choice (e2e/hostile-theme.spec.ts drives both).
 *
 * Without the Popover API (Safari < 17, Firefox < 125) the popup is `position: fixed` at the
 * highest z-index: out of every `overflow` clip, though not out of a transformed ancestor.
 */

export interface AnchoredPopupOptions {
  /** The popup's height cap (SPEC §9: 300 px for the suggestion list). */
  maxHeightPx: number;
  /** Space between anchor and popup. */
  gapPx?: number;
  /** Below this width the popup is as wide as this, even when the anchor is narrower (icon mode). */
  minWidthPx?: number;
}

export interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface Placement {
  side: 'below' | 'above';
  /** Fixed-position coordinates in CSS px; `top` when below, `bottom` (from the viewport's bottom) when above. */
  top?: number;
  bottom?: number;
  left: number;
  width: number;
  maxHeight: number;
}

/** Where the popup goes: a pure function of the anchor's box, the viewport and the content. */
export function placePopup(anchor: Rect, viewport: { width: number; height: number }, contentHeight: number, options: AnchoredPopupOptions): Placement {
  const gap = options.gapPx ?? 4;
  const wanted = Math.min(contentHeight, options.maxHeightPx);
  const below = Math.max(0, viewport.height - anchor.bottom - gap);
  const above = Math.max(0, anchor.top - gap);
  const side = below >= wanted || below >= above ? 'below' : 'above';
  const width = Math.min(Math.max(anchor.right - anchor.left, options.minWidthPx ?? 0), viewport.width);
  // Kept inside the viewport sideways: a right-aligned icon-mode box would push it off the edge.
  const left = Math.max(0, Math.min(anchor.left, viewport.width - width));
  const maxHeight = Math.min(options.maxHeightPx, side === 'below' ? below : above);
  return side === 'below'
    ? { side, top: anchor.bottom + gap, left, width, maxHeight }
    : { side, bottom: viewport.height - anchor.top + gap, left, width, maxHeight };
}

export interface AnchoredPopup {
  /** Shows the popup in the top layer and keeps it placed until `hide`. */
  show(): void;
  hide(): void;
  /** Places it again now (the content changed). */
  update(): void;
  dispose(): void;
}

function supportsPopover(element: HTMLElement): boolean {
  return typeof element.showPopover === 'function' && typeof element.hidePopover === 'function';
}

function supportsAnchoring(win: Window): boolean {
  const css = (win as Window & { CSS?: typeof CSS }).CSS;
  // position-area came a release after anchor-name in Chromium (129 after 125): both are needed.
  return typeof css?.supports === 'function' && css.supports('anchor-name: --a') && css.supports('position-area: block-end span-inline-end');
}

let anchorCount = 0;

/**
 * Ties the popup to its anchor with CSS anchor positioning; returns how to undo it. The browser
 * then keeps the popup against the anchor in the same frame as any scroll or layout change; which
 * side and how tall is still `placePopup`'s choice, written as `position-area` and `max-height`
 * (`useArea`). No `position-try-fallbacks`: Chromium keeps the last fallback that fitted for as
 * long as it fits (a list filled for twelve rows stayed that tall for one), and tries five at
 * most, too few for every side and alignment (decision 112).
 */
function anchorWithCss(popup: HTMLElement, anchor: HTMLElement, options: AnchoredPopupOptions): () => void {
  const name = `--talat-anchor-${++anchorCount}`;
  const before = anchor.style.getPropertyValue('anchor-name');
  // Added to any name the theme gave the anchor, never replacing it.
  anchor.style.setProperty('anchor-name', before ? `${before}, ${name}` : name);
  const style = popup.style;
  style.setProperty('position-anchor', name);
  style.inset = 'auto';
  style.width = 'anchor-size(width)';
  style.minWidth = `min(${options.minWidthPx ?? 0}px, 100vw)`;
  return () => {
    if (before) anchor.style.setProperty('anchor-name', before);
    else anchor.style.removeProperty('anchor-name');
  };
}

/**
 * Writes a placement as CSS anchor positioning: below or above the anchor, running right from its
 * left edge or, when `placePopup` moved it left to stay in the viewport, left from its right edge.
 */
function useArea(popup: HTMLElement, anchor: Rect, placement: Placement, gap: number): void {
  const block = placement.side === 'below' ? 'block-end' : 'block-start';
  const inline = placement.left < anchor.left ? 'span-inline-start' : 'span-inline-end';
  const style = popup.style;
  style.setProperty('position-area', `${block} ${inline}`);
  style.margin = placement.side === 'below' ? `${gap}px 0 0` : `0 0 ${gap}px`;
  style.maxHeight = `${placement.maxHeight}px`;
}

/** Writes a placement as fixed coordinates (no anchor positioning). */
function useCoordinates(popup: HTMLElement, placement: Placement): void {
  const style = popup.style;
  style.left = `${placement.left}px`;
  style.width = `${placement.width}px`;
  style.maxHeight = `${placement.maxHeight}px`;
  style.top = placement.top === undefined ? 'auto' : `${placement.top}px`;
  style.bottom = placement.bottom === undefined ? 'auto' : `${placement.bottom}px`;
  style.right = 'auto';
}

export function createAnchoredPopup(popup: HTMLElement, anchor: HTMLElement, options: AnchoredPopupOptions): AnchoredPopup {
  const win = popup.ownerDocument.defaultView ?? window;
  const topLayer = supportsPopover(popup);
  if (topLayer) popup.setAttribute('popover', 'manual');
  else popup.style.zIndex = '2147483647';
  popup.style.position = 'fixed';
  popup.style.margin = '0';
  const unanchor = supportsAnchoring(win) ? anchorWithCss(popup, anchor, options) : undefined;

  let shown = false;
  let frame = 0;
  const resizes = typeof win.ResizeObserver === 'function' ? new win.ResizeObserver(() => schedule()) : undefined;

  /** Measures the anchor and the window and places the popup; one read, then writes. */
  function place(): void {
    frame = 0;
    if (!shown) return;
    const box = anchor.getBoundingClientRect();
    const viewport = { width: win.document.documentElement.clientWidth || win.innerWidth, height: win.innerHeight };
    const placement = placePopup(box, viewport, popup.scrollHeight, options);
    if (unanchor) useArea(popup, box, placement, options.gapPx ?? 4);
    else useCoordinates(popup, placement);
    popup.dataset.talatSide = placement.side;
  }

  function schedule(): void {
    if (shown && frame === 0) frame = win.requestAnimationFrame(place);
  }

  function listen(on: boolean): void {
    const method = on ? 'addEventListener' : 'removeEventListener';
    win[method]('scroll', schedule, { capture: true, passive: true } as AddEventListenerOptions);
    win[method]('resize', schedule, { passive: true } as AddEventListenerOptions);
    if (on) {
      resizes?.observe(anchor);
      resizes?.observe(popup);
    } else resizes?.disconnect();
  }

  return {
    show() {
      // Checked every time: a popup moved in the page (a theme moving its header) leaves the top layer.
      if (topLayer && popup.isConnected && !popup.matches(':popover-open')) popup.showPopover();
      if (shown) return this.update();
      shown = true;
      listen(true);
      place();
    },
    hide() {
      if (!shown) return;
      shown = false;
      listen(false);
      if (frame) win.cancelAnimationFrame(frame);
      frame = 0;
      if (topLayer && popup.isConnected && popup.matches(':popover-open')) popup.hidePopover();
    },
    update() {
      if (shown) place();
    },
    dispose() {
      this.hide();
      unanchor?.();
      if (topLayer) popup.removeAttribute('popover');
    },
  };
}

/**
 * Scrolls the popup itself so an option is in view, and nothing else: `scrollIntoView` also
 * scrolls every ancestor that can scroll, `overflow: hidden` ones included, which slid the search
 * input out of its own pill-shaped box (issue 11).
 */
export function scrollOptionIntoView(popup: HTMLElement, option: HTMLElement): void {
  const top = option.getBoundingClientRect().top - popup.getBoundingClientRect().top + popup.scrollTop;
  const bottom = top + option.offsetHeight;
  if (top < popup.scrollTop) popup.scrollTop = top;
  else if (bottom > popup.scrollTop + popup.clientHeight) popup.scrollTop = bottom - popup.clientHeight;
}
