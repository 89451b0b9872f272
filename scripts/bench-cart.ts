// The cart's figures for `npm run bench` (see bench.ts): how many quantity updates 30 rapid clicks
// on + send while the server answers with random latency, and the main-thread time the cart
// script costs on a listing of 1,000 products.
import type { Browser, Page } from '@playwright/test';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function armFault(port: number, rule: object): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/__talat/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rule),
  });
  return ((await response.json()) as { id: string }).id;
}

export async function benchRapidClicks(browser: Browser, port: number): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const base = `http://127.0.0.1:${port}`;
  // Redirect-after-add 'no' for this visitor, so the add opens the side cart.
  await page.goto(`${base}/product-tag/inhalantbottle/?redirect_after_add=no`);
  await page.locator('body[data-talat-mounted~="cart"]').waitFor({ state: 'attached' });
  await page.locator('.ajax_add_to_cart[data-product_id]').first().click();
  await page.locator('.taiowc-wrap.model-cart-active input.taiowc-quantity').first().waitFor();
  // Random server latency (50–400 ms) for every update, one rule per request.
  const ids: string[] = [];
  for (let i = 0; i < 30; i++) ids.push(await armFault(port, { endpoint: 'taiowc_update_item_quantity', delayMs: 50 + Math.floor(Math.random() * 350), times: 1 }));
  let updates = 0;
  page.on('request', (request) => {
    if (request.url().includes('wc-ajax=taiowc_update_item_quantity')) updates++;
  });
  const plus = page.locator('.taiowc-cart-model .quantity-increment').first();
  const before = Number(await page.locator('.taiowc-cart-model input.taiowc-quantity').first().inputValue());
  for (let i = 0; i < 30; i++) await plus.click({ delay: 0 });
  await page.waitForFunction(() => document.querySelector('.taiowc-cart-model')?.getAttribute('data-talat-busy') === 'false');
  await page.waitForTimeout(500);
  const shown = Number(await page.locator('.taiowc-cart-model input.taiowc-quantity').first().inputValue());
  for (const id of ids) await fetch(`${base}/__talat/faults/${id}`, { method: 'DELETE' });
  console.log('\ncart: 30 rapid clicks on + (server latency 50–400 ms, random)');
  console.log(`  ${updates} quantity requests sent (the plugin it replaces sends 30); shown ${shown}, expected ${before + 30}`);
  await context.close();
}

/** The tag listing's page with its product cards repeated up to `count`. */
export function repeatedListing(html: string, count: number, withCart: boolean): string {
  const items = html.match(/<li class="[^"]*\bproduct\b[\s\S]*?<\/li>/g) ?? [];
  const repeated = Array.from({ length: count }, (_, i) => items[i % items.length]!).join('\n');
  const listing = html.replace(/(<ul class="products[^"]*">)[\s\S]*?(<\/ul>)/, `$1${repeated}$2`);
  return withCart ? listing : listing.replace(/<script[^>]+talat\/cart\.js[^>]*><\/script>/g, '');
}

/** The tag listing with its product cards repeated up to `count`, served at a bench-only URL. */
async function listingOf(page: Page, base: string, count: number, withCart: boolean): Promise<string> {
  const html = await (await fetch(`${base}/product-tag/inhalantbottle/`)).text();
  const listing = repeatedListing(html, count, withCart);
  await page.route(`${base}/bench/listing/`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: listing }));
  return `${base}/bench/listing/`;
}

async function mainThreadMs(browser: Browser, base: string, withCart: boolean): Promise<{ task: number; script: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const url = await listingOf(page, base, 1000, withCart);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'load' });
  if (withCart) await page.locator('body[data-talat-mounted~="cart"]').waitFor({ state: 'attached' });
  await page.waitForTimeout(300);
  const { metrics } = await cdp.send('Performance.getMetrics');
  await context.close();
  const ms = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { task: ms('TaskDuration'), script: ms('ScriptDuration') };
}

export async function benchEnhanceListing(browser: Browser, port: number): Promise<void> {
  const base = `http://127.0.0.1:${port}`;
  const withCart: Array<{ task: number; script: number }> = [];
  const without: Array<{ task: number; script: number }> = [];
  for (let run = 0; run < 9; run++) {
    without.push(await mainThreadMs(browser, base, false));
    withCart.push(await mainThreadMs(browser, base, true));
  }
  const of = (runs: typeof withCart, key: 'task' | 'script') => median(runs.map((run) => run[key]));
  console.log('\ncart: main-thread time to enhance a listing of 1,000 products (Chromium headless, median of 9)');
  console.log(`  script: ${of(withCart, 'script').toFixed(0)} ms with the cart, ${of(without, 'script').toFixed(0)} ms without: the cart's scripts cost ${(of(withCart, 'script') - of(without, 'script')).toFixed(0)} ms`);
  console.log(`  all main-thread tasks: ${of(withCart, 'task').toFixed(0)} ms with, ${of(without, 'task').toFixed(0)} ms without (style and layout of 1,000 cards included; noisy)`);
}
