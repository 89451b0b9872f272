import { randomBytes } from 'node:crypto';
import { expect, type Page, type Request, type Route } from '@playwright/test';
import { installLab } from './detectors';
import { cspFor, labState, useDoorEngine, watchPage, type DoorEngine, type PageWatch } from './lab-page';
import type { ExerciseResult, LabState, LabTools } from './types';

/** The sanitiser chunks of the built bundles: the native door's and DOMPurify's (rollup names chunks after their module). */
const SANITIZER_CHUNK = /\/chunks\/((?:native-)?sanitizer)-[^/]*\.js$/;

/**
 * Opens a demo page with the detectors and the report-only CSP, the door on `engine`; violations of
 * the page's own load are cleared. `sanitizerChunks` lists the sanitiser chunks the page fetched.
 */
export async function openShopWithCsp(page: Page, baseURL: string, path: string, engine: DoorEngine = 'native'): Promise<PageWatch & { sanitizerChunks: string[] }> {
  const origin = new URL(baseURL).origin;
  const nonce = randomBytes(16).toString('base64');
  const sanitizerChunks: string[] = [];
  page.on('request', (request) => {
    const chunk = SANITIZER_CHUNK.exec(new URL(request.url()).pathname)?.[1];
    if (chunk) sanitizerChunks.push(chunk);
  });
  await useDoorEngine(page, engine);
  await page.addInitScript(installLab);
  const watch = watchPage(page, origin);
  await page.route(
    (url) => url.origin === origin && url.pathname + url.search === path,
    async (route: Route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy-report-only': cspFor(nonce) } });
    },
  );
  await page.goto(path);
  await expect(page.locator('[data-talat-mounted~="cart"]')).toBeAttached();
  await expect(page.locator('[data-talat-mounted~="side-cart"]')).toBeAttached();
  // A new visitor's page asks nothing at start (decisions 503, 504): the pointer on its way to the
  // side cart brings the cart's session in; let it settle.
  await page.locator('.taiowc-wrap').first().dispatchEvent('pointerover');
  await expect(page.locator('.taiowc-cart-model .talat-cart-status').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  return Object.assign(watch, { sanitizerChunks });
}

/** The current `woocommerce_cart_hash` cookie ('' when there is none). */
export async function cartHash(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'woocommerce_cart_hash')?.value ?? '';
}

const isFragmentRefresh = (url: URL) => url.searchParams.get('wc-ajax') === 'get_refreshed_fragments';

/**
 * Sends `payloads` (probe index -> markup) as cart fragments: adds a probe box per payload, answers
 * the cart's next get_refreshed_fragments with them, raises `wc_fragment_refresh` and waits for the
 * cart's `wc_fragments_refreshed` (or `wc_fragments_ajax_error`, which `ajaxError` then says).
 * `unreplaced`: the probes (in the order sent) whose slot is still in the page. Boxes already in
 * the page are reused, so the same probes can be sent again. `prepend` puts the boxes first in
 * <body> (before the page's own elements, where an id lookup would find them first).
 */
export async function sendFragments(
  page: Page,
  payloads: Map<number, string>,
  options: { prepend?: boolean } = {},
): Promise<{ replies: number; requests: Request[]; ajaxError: boolean; unreplaced: number[] }> {
  await page.evaluate(({ probes, prepend }) => {
    const tools = (window as unknown as { __labTools: LabTools }).__labTools;
    let holder = document.getElementById('talat-probes');
    if (!holder) {
      holder = document.createElement('div');
      holder.id = 'talat-probes';
      if (prepend) document.body.prepend(holder);
      else document.body.append(holder);
    }
    for (const probe of probes) {
      if (document.querySelector(`[data-probe-box="${probe}"]`)) continue;
      const box = document.createElement('div');
      box.className = 'probe-box';
      box.dataset.probeBox = String(probe);
      const slot = document.createElement('div');
      slot.className = `talat-probe-${probe}`;
      box.append(slot);
      holder.append(box);
      tools.register(box, probe);
    }
  }, { probes: [...payloads.keys()], prepend: options.prepend ?? false });
  const fragments = Object.fromEntries([...payloads].map(([probe, html]) => [`.talat-probe-${probe}`, html]));
  const hash = await cartHash(page);
  const requests: Request[] = [];
  let replies = 0;
  const handler = async (route: Route) => {
    requests.push(route.request());
    replies++;
    await route.fulfill({ status: 200, contentType: 'application/json; charset=UTF-8', body: JSON.stringify({ fragments, cart_hash: hash }) });
  };
  await page.route((url) => isFragmentRefresh(url), handler);
  const count = async () => {
    const events = (await labState(page)).hostEvents;
    return (events.wc_fragments_refreshed ?? 0) + (events.wc_fragments_ajax_error ?? 0);
  };
  const before = await count();
  const errorsBefore = (await labState(page)).hostEvents.wc_fragments_ajax_error ?? 0;
  await page.evaluate(() => {
    (window as unknown as { __lab: LabState }).__lab.phase = 'insert';
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true }));
  });
  await expect.poll(count, { message: 'the cart raised neither wc_fragments_refreshed nor wc_fragments_ajax_error' }).toBeGreaterThan(before);
  await page.unroute((url) => isFragmentRefresh(url), handler);
  const ajaxError = ((await labState(page)).hostEvents.wc_fragments_ajax_error ?? 0) > errorsBefore;
  const unreplaced = await page.evaluate((probes) => probes.filter((probe) => document.querySelector(`[data-probe-box="${probe}"] .talat-probe-${probe}`)), [...payloads.keys()]);
  return { replies, requests, ajaxError, unreplaced };
}

/** Fires the events in every probe box, waits for timers, scans. Also says which probe slots were never replaced. */
export function exerciseProbes(page: Page, probes: number[], waitMs = 1000): Promise<ExerciseResult & { unreplaced: number[] }> {
  return page.evaluate(
    async ({ probes, waitMs }) => {
      const tools = (window as unknown as { __labTools: LabTools }).__labTools;
      const entries: Array<{ probe: number; root: Node }> = [];
      const unreplaced: number[] = [];
      for (const probe of probes) {
        const box = document.querySelector(`[data-probe-box="${probe}"]`);
        if (!box) throw new Error(`probe box ${probe} is gone`);
        if (box.querySelector(`.talat-probe-${probe}`)) unreplaced.push(probe);
        entries.push({ probe, root: box });
      }
      const result = await tools.exercise(entries, { waitMs });
      // A slot never replaced is ours, not markup the door kept.
      return { ...result, kept: result.kept - unreplaced.length, elements: result.elements - unreplaced.length, unreplaced };
    },
    { probes, waitMs },
  );
}
