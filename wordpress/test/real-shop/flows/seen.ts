/**
 * What a shopper sees, not what the DOM holds: an element counts as seen when it is rendered
 * (checkVisibility) with a size and text, and the point at its centre hits it (no theme layer, no
 * `display: none` parent, no other element over it). Shared by the flows that check a message.
 */
import type { Locator } from 'playwright-core';

/** Runs in the page: the element's text (white space collapsed) when it is seen, else null. */
function textIfSeen(element: Element): string | null {
  if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return null;
  let box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  if (box.bottom < 0 || box.top > innerHeight) {
    element.scrollIntoView({ block: 'center' });
    box = element.getBoundingClientRect();
  }
  const hit = element.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!hit || !(element.contains(hit) || hit.contains(element))) return null;
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim() || null;
}

/** The first element's text when it is seen now, else null (also when there is none). */
export async function seenText(locator: Locator): Promise<string | null> {
  if ((await locator.count()) === 0) return null;
  return locator.first().evaluate(textIfSeen);
}

/**
 * The first element's text once it is seen (the page polls on its animation frames, at most
 * `timeout` ms); null if it never is.
 */
export async function waitUntilSeen(locator: Locator, timeout = 10_000): Promise<string | null> {
  const element = await locator
    .first()
    .elementHandle({ timeout })
    .catch(() => null);
  if (!element) return null;
  const page = locator.page();
  const seen = await page.waitForFunction(textIfSeen, element, { timeout }).catch(() => null);
  return seen ? ((await seen.jsonValue()) as string) : null;
}
