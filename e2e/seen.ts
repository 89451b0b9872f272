import { expect, type Locator } from '@playwright/test';

/**
 * "Seen, not just present" (issue 11): Playwright's `toBeVisible` passes for an element an
 * ancestor's `overflow` clips or a theme's sticky header covers. A shopper sees an element when it
 * is inside the viewport and the page's own hit test (`document.elementFromPoint`) at its centre
 * and near each corner lands on it or on something inside it. That is what this asserts.
 *
 * The element is first scrolled into view only when `scroll` is on (a shopper can scroll to a
 * notice, not to a list that should already be in front of them). Corners are probed inside the
 * border radius and 2 px in, so rounded corners and sub-pixel edges do not count as covered.
 */
export interface SeenOptions {
  /** Scroll the element into view first (default false: it must already be in view). */
  scroll?: boolean;
  /** How long to keep retrying, as for Playwright's own web-first assertions. */
  timeout?: number;
}

export interface SeenReport {
  /** Why the element is not seen, or '' when it is. */
  problem: string;
}

/** Runs in the page: where, if anywhere, the element is not the one a shopper's pointer would reach. */
function probe(element: Element): SeenReport {
  const box = element.getBoundingClientRect();
  if (box.width < 1 || box.height < 1) return { problem: `has no size (${box.width}×${box.height})` };
  const view = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
  if (box.right <= 0 || box.bottom <= 0 || box.left >= view.width || box.top >= view.height) {
    return { problem: `is outside the viewport (${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)})` };
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
  for (const [name, x, y] of points) {
    const hit = document.elementFromPoint(x, y);
    if (hit !== element && !element.contains(hit)) {
      const what = hit ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}${hit.classList.length ? `.${[...hit.classList].join('.')}` : ''}` : 'nothing';
      return { problem: `is covered or clipped at its ${name} (${Math.round(x)},${Math.round(y)}): the pointer reaches ${what}` };
    }
  }
  return { problem: '' };
}

/** Asserts that a shopper sees the element (see above); retries until `timeout`. */
export async function expectSeen(locator: Locator, { scroll = false, timeout = 5_000 }: SeenOptions = {}): Promise<void> {
  await expect(locator).toBeVisible({ timeout });
  if (scroll) await locator.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => (await locator.evaluate(probe)).problem, { timeout, message: `expected ${locator} to be seen` })
    .toBe('');
}

/** The opposite, for things that must be hidden from sight (a closed drawer, a dismissed notice). */
export async function expectNotSeen(locator: Locator, { timeout = 5_000 }: SeenOptions = {}): Promise<void> {
  await expect
    .poll(async () => ((await locator.count()) === 0 ? 'absent' : (await locator.first().evaluate(probe)).problem), {
      timeout,
      message: `expected ${locator} not to be seen`,
    })
    .not.toBe('');
}
