import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { SavedLead, SentContactMessage } from '@talat/mocks';
import { isClockPaused, whileClockTicks } from './clock';

/**
 * Arms a fault on the demo server's fake WordPress (see examples/server.ts) for the rest of the
 * test; the returned function disarms exactly that rule, so tests running in parallel keep theirs.
 */
export async function addFault(page: Page, rule: Record<string, unknown>): Promise<() => Promise<void>> {
  const response = await page.request.post('/__talat/faults', { data: rule });
  expect(response.ok()).toBe(true);
  const { id } = (await response.json()) as { id: string };
  return async () => {
    await page.request.delete(`/__talat/faults/${id}`);
  };
}

/**
 * Waits until the registry has enhanced an element, so tests never race the module script; then
 * gives each element the widget mounted on (its form, its box, or <body>) the sign a pointer on
 * its way to it gives (a `pointerover`, without moving the mouse or scrolling), so its chunk is
 * fetched as for a shopper about to use it (docs/decisions.md 503). On <body> that is a sign for
 * the page extras alone, whose zone is the whole page; the cart, wishlist and compare watch their
 * controls. e2e/load-on-intent.spec.ts
 * checks what loads without that sign.
 */
export async function waitForWidget(page: Page, widget: string): Promise<void> {
  const mounted = page.locator(`[data-talat-mounted~="${widget}"]`);
  await expect(mounted.first()).toBeAttached();
  await mounted.evaluateAll((elements) => {
    for (const element of elements) element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
  });
}

/** axe, scoped to the widget: the demo theme around it is not ours to judge. Also on a paused clock (clock.ts). */
export async function expectNoAxeViolations(page: Page, selector: string): Promise<void> {
  const scan = new AxeBuilder({ page }).include(selector).analyze();
  const results = isClockPaused(page) ? await whileClockTicks(page, scan) : await scan;
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * A cart made before this page, as in another tab (WooCommerce's no-JS add link): the server sets
 * the cart-hash cookie and this page has no fragments stored, so it asks for them at start
 * (decision 504; a new visitor's page asks nothing).
 */
export async function addToCartElsewhere(page: Page, productId: number): Promise<void> {
  const response = await page.request.get(`/?add-to-cart=${productId}&quantity=1`);
  expect(response.ok()).toBe(true);
}

/**
 * Like addFault, for a wc-ajax endpoint, but only for this test's browser context: the demo server
 * scopes the rule to the WooCommerce session of the cookies `page.request` shares with the page
 * (starting one when the context has none yet), so parallel tests never hit each other's faults.
 */
export async function addSessionFault(page: Page, rule: Record<string, unknown>): Promise<() => Promise<void>> {
  return addFault(page, { ...rule, scope: 'session' });
}

/**
 * Hooks every spec wants: faults a test armed are disarmed after it (push their disarm functions
 * on the returned list), and an unexpected alert()/confirm() fails the test, since one would mean
 * server text ran as script.
 */
export function useSpecGuards(): Array<() => Promise<void>> {
  const disarm: Array<() => Promise<void>> = [];
  test.afterEach(async () => {
    for (const remove of disarm.splice(0)) await remove();
  });
  test.beforeEach(async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected dialog: ${dialog.message()}`);
    });
  });
  return disarm;
}

/** What the demo server's fake WordPress stored (`GET /__talat/inbox`): contact messages it "mailed", leads it saved. */
export interface DemoInbox {
  contactMessages: SentContactMessage[];
  leads: SavedLead[];
}

/** Reads the server's inbox; tests pick their own entries out by a value only they typed. */
export async function readInbox(page: Page): Promise<DemoInbox> {
  const response = await page.request.get('/__talat/inbox');
  expect(response.ok()).toBe(true);
  return (await response.json()) as DemoInbox;
}

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`; fails after `max` presses. */
export async function pressTabUntil(page: Page, selector: string, { back = false, max = 80 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Holds the lazily loaded chunks (the runtime and the widgets' own) until `release`; the boot files load. */
export async function holdLazyChunks(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/chunks/*.js', async (route) => {
    if (!/\/chunks\/boot[^/]*\.js$/.test(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  return release;
}

/** A JSON file the build wrote under dist/talat/ (manifest.json, layers.json). */
export function readBuiltJson<T>(file: string): T {
  return JSON.parse(readFileSync(resolve(process.cwd(), 'dist/talat', file), 'utf8')) as T;
}

/** The file of a named chunk of the build (dist/talat/layers.json: 'runtime', 'client-rest', …). */
export function layerChunk(name: string): string {
  const chunk = readBuiltJson<Record<string, string>>('layers.json')[name];
  if (!chunk) throw new Error(`no ${name} chunk in dist/talat/layers.json; build first`);
  return chunk;
}

/** A widget's lazy chunk as the build named it (dist/talat/manifest.json), e.g. `chunks/interactive-B0ps4Dfb.js`. */
export function interactiveChunk(widget: string): string {
  const chunk = readBuiltJson<Record<string, { interactive?: string }>>('manifest.json')[widget]?.interactive;
  if (!chunk) throw new Error(`no ${widget} chunk in dist/talat/manifest.json; build first`);
  return chunk;
}
