import { expect, type Locator } from '@playwright/test';

/**
 * "Seen, not just present" (issue 11): Playwright's `toBeVisible` passes for an element an
 * ancestor's `overflow` clips or a theme's sticky header covers. A shopper sees an element when it
 * is inside the viewport and the page's own hit test (`document.elementFromPoint`) at its centre
 * and near each corner lands on it or on something inside it. That is what this asserts.
 *
 * The element is first scrolled into view only when `scroll` is on (a shopper can scroll to a
 * notice, not to a list that should already be in front of them), and only as a shopper can: the
 * page and the boxes that scroll (`overflow: auto | scroll`), never a box that clips
 * (`overflow: hidden | clip`), which script can scroll but a shopper cannot; Playwright's
 * `scrollIntoViewIfNeeded` scrolls those too and would bring a clipped element into sight.
 * Corners are probed inside the border radius and 2 px in, so rounded corners and sub-pixel edges
 * do not count as covered.
 */
export interface SeenOptions {
  /** Scroll the element into view first (default false: it must already be in view). */
  scroll?: boolean;
  /** The whole element must be inside the viewport (a list, a dialog), not just part of it. */
  whole?: boolean;
  /** How long to keep retrying, as for Playwright's own web-first assertions. */
  timeout?: number;
}

export interface SeenReport {
  /** Why the element is not seen, or '' when it is. */
  problem: string;
  /** How many of the probed points reach the element (0 to 5). */
  hits: number;
}

/** Runs in the page: where, if anywhere, the element is not the one a shopper's pointer would reach. */
function probe(element: Element, whole: boolean): SeenReport {
  const box = element.getBoundingClientRect();
  if (box.width < 1 || box.height < 1) return { problem: `has no size (${box.width}×${box.height})`, hits: 0 };
  const view = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
  const where = `(${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)} in ${view.width}×${view.height})`;
  if (box.right <= 0 || box.bottom <= 0 || box.left >= view.width || box.top >= view.height) {
    return { problem: `is outside the viewport ${where}`, hits: 0 };
  }
  // A hit test reaches a transparent element: count it unseen below a tenth of its opacity. An
  // element in the top layer is painted on its own: its DOM ancestors' opacity does not reach it.
  let opacity = 1;
  for (let node: Element | null = element; node; node = node.parentElement) {
    opacity *= Number(getComputedStyle(node).opacity);
    if (node.matches(':popover-open, :modal')) break;
  }
  if (opacity < 0.1) return { problem: `is transparent (opacity ${opacity.toFixed(2)})`, hits: 0 };
  // A sliver at the viewport's edge is not something a shopper sees.
  const inside = { width: Math.min(box.right, view.width) - Math.max(box.left, 0), height: Math.min(box.bottom, view.height) - Math.max(box.top, 0) };
  if (inside.width < Math.min(box.width, 16) || inside.height < Math.min(box.height, 16)) {
    return { problem: `shows only ${Math.round(inside.width)}×${Math.round(inside.height)} px inside the viewport ${where}`, hits: 0 };
  }
  // Half a pixel of slack for sub-pixel layout.
  if (whole && (box.left < -0.5 || box.top < -0.5 || box.right > view.width + 0.5 || box.bottom > view.height + 0.5)) {
    return { problem: `runs out of the viewport ${where}`, hits: 0 };
  }
  // Probe only the part inside the viewport: a long list may extend past the fold.
  const left = Math.max(box.left, 0);
  const top = Math.max(box.top, 0);
  const right = Math.min(box.right, view.width);
  const bottom = Math.min(box.bottom, view.height);
  // A rounded corner is not part of the box a pointer can hit, nor is the curve of a clipping
  // ancestor whose corner is the element's (an input in a pill-shaped box): probe inside the
  // curve (1 - 1/√2 ≈ 0.3 of the radius), 2 px further in for sub-pixel edges.
  type Corner = 'TopLeft' | 'TopRight' | 'BottomLeft' | 'BottomRight';
  const radiusAt = (node: Element, corner: Corner): number => {
    const own = node.getBoundingClientRect();
    const r = parseFloat(getComputedStyle(node)[`border${corner}Radius`]) || 0;
    return Math.min(r, own.width / 2, own.height / 2);
  };
  const inset = (corner: Corner): number => {
    const cx = corner.endsWith('Left') ? box.left : box.right;
    const cy = corner.startsWith('Top') ? box.top : box.bottom;
    let radius = radiusAt(element, corner);
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const other = node.getBoundingClientRect();
      const r = radiusAt(node, corner);
      const ox = corner.endsWith('Left') ? other.left : other.right;
      const oy = corner.startsWith('Top') ? other.top : other.bottom;
      if (r > 0 && Math.abs(ox - cx) < r && Math.abs(oy - cy) < r) radius = Math.max(radius, r);
    }
    return Math.min(radius * 0.3 + 2, (right - left) / 4, (bottom - top) / 4);
  };
  const tl = inset('TopLeft');
  const tr = inset('TopRight');
  const bl = inset('BottomLeft');
  const br = inset('BottomRight');
  const points: Array<[string, number, number]> = [
    ['centre', (left + right) / 2, (top + bottom) / 2],
    ['top-left', left + tl, top + tl],
    ['top-right', right - tr - 0.5, top + tr],
    ['bottom-left', left + bl, bottom - bl - 0.5],
    ['bottom-right', right - br - 0.5, bottom - br - 0.5],
  ];
  let problem = '';
  let hits = 0;
  // `pointer-events: none` hides an element from hit tests, not from sight: probe as if it had
  // none (set and undone here, with no frame painted in between).
  const style = (element as HTMLElement).style as CSSStyleDeclaration | undefined;
  const saved = style ? [style.getPropertyValue('pointer-events'), style.getPropertyPriority('pointer-events')] : undefined;
  style?.setProperty('pointer-events', 'auto', 'important');
  for (const [name, x, y] of points) {
    const hit = document.elementFromPoint(x, y);
    if (hit === element || element.contains(hit)) hits++;
    else if (!problem) {
      const what = hit ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}${hit.classList.length ? `.${[...hit.classList].join('.')}` : ''}` : 'nothing';
      problem = `is covered or clipped at its ${name} (${Math.round(x)},${Math.round(y)}): the pointer reaches ${what}`;
    }
  }
  if (style && saved) {
    if (saved[0]) style.setProperty('pointer-events', saved[0], saved[1]);
    else style.removeProperty('pointer-events');
  }
  return { problem, hits };
}

/**
 * Runs in the page: scrolls the element to the middle of each box a shopper can scroll (wheel,
 * touch, scroll bar) and of the page, innermost first. A box that clips is left as it is, and so
 * is a page whose root clips (`overflow: hidden` on <html>, or on <body> propagated to it).
 */
function scrollAsAShopperCan(element: Element): void {
  const scrolls = (value: string) => value === 'auto' || value === 'scroll';
  const centre = (node: Element) => {
    const box = element.getBoundingClientRect();
    const outer = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    node.scrollBy({
      top: scrolls(style.overflowY) ? (box.top + box.bottom) / 2 - (outer.top + outer.bottom) / 2 : 0,
      left: scrolls(style.overflowX) ? (box.left + box.right) / 2 - (outer.left + outer.right) / 2 : 0,
      behavior: 'instant',
    });
  };
  // <body>'s overflow belongs to the viewport when <html>'s is visible (CSS Overflow §3.3);
  // otherwise <body> is a box like any other and the viewport follows <html>.
  const rootStyle = getComputedStyle(document.documentElement);
  const bodyIsViewport = rootStyle.overflowX === 'visible' && rootStyle.overflowY === 'visible';
  for (let node = element.parentElement; node && node !== document.documentElement; node = node.parentElement) {
    if (node === document.body && bodyIsViewport) break;
    centre(node);
  }
  const viewportY = (bodyIsViewport ? getComputedStyle(document.body) : rootStyle).overflowY;
  if (viewportY === 'hidden' || viewportY === 'clip') return;
  const box = element.getBoundingClientRect();
  window.scrollBy({ top: (box.top + box.bottom) / 2 - document.documentElement.clientHeight / 2, left: 0, behavior: 'instant' });
}

/**
 * Asks `look` again until it answers '' or `timeout` has passed, each try awaited to its end, then
 * fails with the last answer. Not expect.poll: at its timeout it leaves the try in flight, and on a
 * busy machine that try could outlive the test and fail it from the closed page ("…was not bound
 * in the connection") after the caller had already caught the expected failure.
 */
async function pollUntilClear(look: () => Promise<string>, timeout: number, message: string): Promise<void> {
  const deadline = Date.now() + timeout;
  for (let delay = 100; ; delay = Math.min(delay * 2, 1_000)) {
    const problem = await look();
    if (problem === '') return;
    if (Date.now() >= deadline) throw new Error(`${message}: ${problem}`);
    await new Promise((done) => setTimeout(done, Math.min(delay, Math.max(0, deadline - Date.now()))));
  }
}

/** Asserts that a shopper sees the element (see above); retries until `timeout`. */
export async function expectSeen(locator: Locator, { scroll = false, whole = false, timeout = 5_000 }: SeenOptions = {}): Promise<void> {
  await expect(locator).toBeVisible({ timeout });
  // Scrolled to on every try, as a shopper would again: the page may still move (a form scrolling
  // to its first error) after the first scroll.
  const sight = async () => {
    if (scroll) await locator.evaluate(scrollAsAShopperCan);
    return (await locator.evaluate(probe, whole)).problem;
  };
  await pollUntilClear(sight, timeout, `expected ${locator} to be seen`);
}

/**
 * The opposite, for things that must be hidden from sight (a closed drawer, a dismissed notice):
 * absent, hidden, sizeless, out of the viewport, transparent, or reached by none of the probed
 * points. A drawer half slid out is still seen. (One under a transparent overlay counts as not
 * seen: hit tests cannot tell a clear pane from an opaque one.)
 */
export async function expectNotSeen(locator: Locator, { timeout = 5_000 }: SeenOptions = {}): Promise<void> {
  const sight = async (): Promise<string> => {
    if ((await locator.count()) === 0 || !(await locator.first().isVisible())) return '';
    // The element can leave the locator between the two calls (a dialog closing drops out of its
    // role): evaluate would then wait for it. A short wait, and an element gone is not seen.
    const report = await locator
      .first()
      .evaluate(probe, false, { timeout: 500 })
      .catch(() => undefined);
    if (report === undefined) return (await locator.count()) === 0 || !(await locator.first().isVisible()) ? '' : 'could not be probed';
    return report.hits === 0 ? '' : `${report.hits} of 5 probed points reach it`;
  };
  await pollUntilClear(sight, timeout, `expected ${locator} not to be seen`);
}
