import { expect, test, type Page } from '@playwright/test';
import { PAGE_LOADS, pageFilesByIdle } from '../scripts/page-loads.mjs';
import { interactiveChunk, layerChunk, readBuiltJson, useSpecGuards } from './support';

// Issue 30, load on intent (docs/decisions.md 503): on the tag listing nothing but the first loads
// and the attribution's chunk (it counts the page view) is fetched until the shopper shows intent;
// then only the widget whose zone had the sign loads, with the runtime. A press with no sign before
// it still works (claimed and replayed).

const LISTING = '/product-tag/inhalantbottle/';
const RUNTIME = layerChunk('runtime');
const WIDGETS_ON_INTENT = ['live-search', 'cart', 'lead-form', 'wishlist', 'compare', 'page-extras'] as const;

useSpecGuards();

/** Every Talat file the page asks for, by its path under /talat/ (e.g. `chunks/runtime-….js`). */
function recordTalatFiles(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/talat/') && !path.endsWith('.map')) files.add(path.slice('/talat/'.length));
  });
  return files;
}

/**
 * The listing opened and left alone until the network is quiet (no pointer has moved yet), with the
 * footer switch's redirect-after-add 'no' (a cookie; the shop's 'yes' would leave for the cart page).
 */
async function openListing(page: Page): Promise<Set<string>> {
  const files = recordTalatFiles(page);
  await page.goto(`${LISTING}?redirect_after_add=no`);
  await expect(page).toHaveURL((url) => url.pathname === LISTING && !url.searchParams.has('redirect_after_add'));
  await page.waitForLoadState('networkidle');
  return files;
}

const loaded = (files: Set<string>, widget: (typeof WIDGETS_ON_INTENT)[number] | 'attribution') => files.has(interactiveChunk(widget));
const widgetsLoaded = (files: Set<string>) => WIDGETS_ON_INTENT.filter((widget) => loaded(files, widget));

test('the listing fetches no runtime and no widget chunk before any sign; the attribution counts the visit at once', async ({ page }) => {
  const files = await openListing(page);
  expect(widgetsLoaded(files)).toEqual([]);
  expect(files.has(RUNTIME)).toBe(false);
  expect(loaded(files, 'attribution')).toBe(true);
  // The tags of widgets whose markup is not on a listing are not printed (decision 505).
  expect([...files].filter((file) => !file.startsWith('chunks/')).sort()).toEqual(['attribution.js', 'cart.js', 'compare.js', 'lead-form.js', 'live-search.js', 'page-extras.js', 'wishlist.js']);
});

test('before the load event the attribution fetches only its count; its pixel part comes after it, its checkouts part not on a listing (decision 511)', async ({ page }) => {
  const layers = readBuiltJson<Record<string, string>>('layers.json');
  await openListing(page);
  // The page's own clock: when each Talat file was asked for against the start of its load event.
  const timing = await page.evaluate(() => {
    const loadStart = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/talat/'))
      .map((entry) => ({ file: new URL(entry.name).pathname.slice('/talat/'.length), beforeLoad: entry.startTime < loadStart }));
  });
  const when = (file: string) => timing.find((entry) => entry.file === file)?.beforeLoad;
  expect(layers['after-load'] && layers['checkout-fields']).toBeTruthy();
  expect(when(interactiveChunk('attribution'))).toBe(true);
  expect(when(layers['after-load']!)).toBe(false);
  expect(when(layers['checkout-fields']!)).toBeUndefined();
});

test('the pointer over an add button fetches the cart chunk and the runtime, and the add then opens the drawer', async ({ page }) => {
  const files = await openListing(page);
  const button = page.locator('li.product a.ajax_add_to_cart').first();
  await button.hover();
  await expect.poll(() => loaded(files, 'cart')).toBe(true);
  await expect.poll(() => files.has(RUNTIME)).toBe(true);
  // The page extras' zone is the whole page; the card's wishlist and compare buttons had no sign.
  expect(widgetsLoaded(files).sort()).toEqual(['cart', 'page-extras']);
  await button.click();
  await expect(page.locator('.taiowc-wrap.model-cart-active').first()).toBeVisible();
});

test('focus in the search box (the keyboard alone) fetches the search chunk and no other widget’s', async ({ page }) => {
  const files = await openListing(page);
  await page.locator('.thaps-search-box input[name="s"]').first().focus();
  await expect.poll(() => loaded(files, 'live-search')).toBe(true);
  // Focus anywhere is a sign for the page extras too (their zone is the page); nothing else loads.
  expect(widgetsLoaded(files).sort()).toEqual(['live-search', 'page-extras']);
  await page.keyboard.type('ขวด');
  await expect(page.getByRole('listbox').first()).toBeVisible();
});

test('the mouse coming within 160 px of the search box fetches the search chunk before it is over the box (decision 508); 180 px away it does not', async ({ page }) => {
  const files = await openListing(page);
  const box = (await page.locator('.thaps-search-box').first().boundingBox())!;
  const nextFrames = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const overBox = (x: number, y: number) => page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('.thaps-search-box') != null, [x, y]);
  const x = box.x + box.width / 2;
  await page.mouse.move(x, box.y + box.height + 180);
  await nextFrames();
  expect(loaded(files, 'live-search')).toBe(false);
  const nearY = box.y + box.height + 120;
  expect(await overBox(x, nearY)).toBe(false);
  await page.mouse.move(x, nearY);
  await expect.poll(() => loaded(files, 'live-search')).toBe(true);
  await page.locator('.thaps-search-box input[name="s"]').first().click();
  await page.keyboard.type('ขวด');
  await expect(page.getByRole('listbox').first()).toBeVisible();
});

test('scrolling to the footer fetches the lead form’s chunk; a page nobody scrolls does not', async ({ page }) => {
  const files = await openListing(page);
  expect(loaded(files, 'lead-form')).toBe(false);
  await page.evaluate(() => document.querySelector('form.lead-form-front')!.scrollIntoView());
  await expect.poll(() => loaded(files, 'lead-form')).toBe(true);
});

test('a press with no sign before it (a script’s click) still adds to the cart: claimed, then replayed', async ({ page }) => {
  const files = await openListing(page);
  const button = page.locator('li.product a.ajax_add_to_cart').first();
  // No pointer, no focus: only the click event itself.
  await button.dispatchEvent('click');
  await expect(page.locator('.taiowc-wrap.model-cart-active').first()).toBeVisible();
  await expect(page.locator('.taiowc-cart-model .taiowc-woocommerce-mini-cart-item').first()).toBeVisible();
  expect(loaded(files, 'cart')).toBe(true);
  expect(loaded(files, 'live-search')).toBe(false);
});

/** The demo's page of each page type of scripts/page-loads.mjs; the cart and checkout hold one product. */
const PAGE_PATHS: Record<string, string> = {
  listing: LISTING,
  product: '/product/glass-roll-on-bottle-3ml-silver-cap/',
  wishlist: '/wishlist/',
  contact: '/contact/',
  cart: '/cart/',
  checkout: '/checkout/',
  account: '/my-account/',
  'confirm-payment': '/confirm-payment/',
};

// The per-page size budgets (.size-limit.mjs) count what scripts/page-loads.mjs says each page
// fetches by idle; here that model meets the pages themselves, left alone with no pointer or scroll.
for (const pageType of Object.keys(PAGE_LOADS)) {
  test(`${pageType}: by idle the page has fetched exactly what scripts/page-loads.mjs counts for it`, async ({ page }) => {
    if (pageType === 'cart' || pageType === 'checkout') await page.context().request.get('/?add-to-cart=231');
    const files = recordTalatFiles(page);
    await page.goto(PAGE_PATHS[pageType]!);
    const expected = pageFilesByIdle(readBuiltJson('manifest.json'), readBuiltJson('layers.json'), pageType);
    await expect.poll(() => [...files].sort()).toEqual(expected);
    await page.waitForLoadState('networkidle');
    expect([...files].sort()).toEqual(expected);
  });
}
