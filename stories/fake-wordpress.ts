import type { HttpHandler } from 'msw';
import { createFakeShop, createMswHandlers, type FakeShop, type FakeShopOptions, type FaultRule } from '@talat/mocks';

/**
 * msw handlers for one story: the same fake WordPress that serves the unit tests and the demo
 * server (search, `/mock-media/*.svg` images, ...), on a shop of the story's own. `setup` arms
 * fault rules or changes settings before the story renders; nothing is shared between stories.
 */
export function fakeWordPress(setup?: (shop: FakeShop) => void, options: FakeShopOptions = {}): HttpHandler[] {
  const shop = createFakeShop(options);
  setup?.(shop);
  return createMswHandlers(shop);
}

/** §7 Live search: `admin-ajax.php?action=thaps_ajax_get_search_value&match=…`. */
export const SEARCH_ACTION = 'thaps_ajax_get_search_value';

/** A short, realistic wait before the fake answers, so the spinner flashes as it does on the shop. */
export const SEARCH_LATENCY: FaultRule = { endpoint: SEARCH_ACTION, delayMs: 150 };

/** The demo catalogue answering search after the usual short wait. */
export function demoShop(): HttpHandler[] {
  return fakeWordPress((shop) => shop.faults.add(SEARCH_LATENCY));
}
