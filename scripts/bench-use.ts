// The shopper's first use of each widget on a settled, throttled tag listing (issue 30, "a page
// benchmark"): search, add to cart, add to wishlist, add to compare, once each and in that order,
// in the page bench-pages.ts has just loaded. Each press comes as a desktop shopper's does: the
// control is scrolled to the middle of the window, the pointer travels to it over APPROACH_MS
// (a pointing movement takes 300–600 ms; the low end, so a widget that loads on intent gets no
// more warning than a quick hand gives it), and then presses. The latency runs from the input
// event's timeStamp (the key for the search, the pointerdown for the rest) to the frame after the
// answer is seen (bench-probe.js: the first suggestion, the side cart open, the wishlist's notice,
// the compare button marked), hit-tested, so a covered answer is not counted as seen.
import type { CDPSession, Page } from '@playwright/test';
import { pressFirstKey, probeResult, type FirstInputSample } from './bench-first-input';

export const APPROACH_MS = 300;
const APPROACH_STEPS = 15;
/** Where the pointer starts, from the control's centre: up and to the left, off most controls. */
const APPROACH_FROM = { dx: -220, dy: -140 };

export const USES = [
  { key: 'search', label: 'keystroke → first suggestion seen', selector: 'input[name="s"]' },
  { key: 'cart', label: 'add to cart → side cart open', selector: '.ajax_add_to_cart[data-product_id]' },
  { key: 'wishlist', label: 'wishlist press → notice seen', selector: '.add_to_wishlist[data-product-id]' },
  { key: 'compare', label: 'compare press → button marked', selector: 'a.th-product-compare-btn[data-th-product-id]' },
] as const;
export type UseKey = (typeof USES)[number]['key'];

/** Scrolls the first `selector` to the window's middle (a shopper scrolls to it) and moves the pointer onto it over APPROACH_MS. */
async function approach(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const target = page.locator(selector).first();
  await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await target.boundingBox();
  if (!box) throw new Error(`${selector} has no box on the listing`);
  const to = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const from = { x: Math.max(1, to.x + APPROACH_FROM.dx), y: Math.max(1, to.y + APPROACH_FROM.dy) };
  await page.mouse.move(from.x, from.y);
  for (let step = 1; step <= APPROACH_STEPS; step++) {
    await page.waitForTimeout(APPROACH_MS / APPROACH_STEPS);
    await page.mouse.move(from.x + ((to.x - from.x) * step) / APPROACH_STEPS, from.y + ((to.y - from.y) * step) / APPROACH_STEPS);
  }
  return to;
}

const arm = (page: Page, kind: UseKey) => page.evaluate(`window.__talatBench.arm(${JSON.stringify(kind)})`);

/** One widget's first use; the page is left with its answer closed again where it covers the next control. */
async function useOnce(page: Page, cdp: CDPSession, key: UseKey, selector: string): Promise<FirstInputSample> {
  const at = await approach(page, selector);
  if (key === 'search') {
    // Into the field with the pointer, then the first key (ข on a Thai keyboard) at once.
    await page.mouse.click(at.x, at.y);
    await arm(page, key);
    await pressFirstKey(cdp);
  } else {
    await arm(page, key);
    await page.mouse.down();
    await page.mouse.up();
  }
  const sample = await probeResult(page);
  // The suggestion list and the side cart sit over the listing: closed, as a shopper would.
  if (key === 'search' || key === 'cart') {
    await page.keyboard.press('Escape');
    if (key === 'cart') await page.waitForFunction("!document.querySelector('.taiowc-wrap.model-cart-active')", undefined, { timeout: 10_000 }).catch(() => undefined);
  }
  return sample;
}

/** Uses each widget once, in USES order; a use that fails is reported and the next one still runs. */
export async function useEachWidgetOnce(page: Page, cdp: CDPSession): Promise<Record<UseKey, FirstInputSample>> {
  const samples = {} as Record<UseKey, FirstInputSample>;
  for (const { key, selector } of USES) {
    try {
      samples[key] = await useOnce(page, cdp, key, selector);
    } catch (error) {
      samples[key] = { error: (error as Error).message.split('\n')[0] };
    }
  }
  return samples;
}
