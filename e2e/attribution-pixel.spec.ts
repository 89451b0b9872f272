import { expect, test, type Page } from '@playwright/test';
import { expectSeen } from './seen';
import { useSpecGuards, waitForWidget } from './support';

// Issue 17, §1 Tracking, §7 "Checkout and tracking", §9 click-id rows, §4 Order tracking: the
// pixel part of @talat/attribution on the demo shop, with the built script-tag bundles. The theme's
// snippet (examples/pages/extras/pixel.ts) loads the fake pixel (examples/assets/fake-pixel.js),
// which records every call in `window.__talatPixelCalls`.

const LISTING = '/product-tag/inhalantbottle/';
const SIMPLE = 234;
const SIMPLE_TITLE = 'ขวดยาดม Inhalant สีน้ำเงิน 1 ml';
const SIMPLE_RETAILER_ID = 'IH-1-BLU_234';
const CLICK_ID = 'IwAR2_talat-E2E_abc123';
const DAY_SECONDS = 24 * 60 * 60;
/**
 * The pixel's parameters for one of the simple product: Facebook for WooCommerce's retailer id
 * (fbutils.php get_fb_retailer_id: `<sku>_<id>`) and the product's title (clean_string(get_title())),
 * from the demo catalogue: 234 is IH-1-BLU at ฿4.50.
 */
const ONE_SIMPLE_PARAMS = { content_ids: [SIMPLE_RETAILER_ID], content_name: SIMPLE_TITLE, content_type: 'product', contents: [{ id: SIMPLE_RETAILER_ID, quantity: 1 }], value: 4.5, currency: 'THB' };

useSpecGuards();

type PixelCall = [string, ...unknown[]];
const pixelCalls = (page: Page) => page.evaluate(() => ((window as unknown as { __talatPixelCalls?: PixelCall[] }).__talatPixelCalls ?? []).map((call) => call));
const tracked = async (page: Page, event: string) => (await pixelCalls(page)).filter((call) => (call[0] === 'track' || call[0] === 'trackCustom') && call[1] === event);
const clickIdCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === '_fbc');

/** The attribution widget is mounted and its lazy part has run (the fake pixel is in, the chunk fetched at idle). */
async function trackingReady(page: Page): Promise<void> {
  await waitForWidget(page, 'attribution');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { fbq?: { callMethod?: unknown } }).fbq?.callMethod)).toBe('function');
}

test('landing with fbclid keeps it in _fbc for 90 days in the pixel format; a later page keeps it; a new fbclid replaces it', async ({ page }) => {
  const before = Date.now();
  await page.goto(`/?fbclid=${CLICK_ID}`);
  await trackingReady(page);
  await expect.poll(async () => (await clickIdCookie(page))?.value).toMatch(new RegExp(`^fb\\.\\d\\.\\d{13}\\.${CLICK_ID}$`));
  const cookie = (await clickIdCookie(page))!;
  const [, subdomainIndex, creationTime] = cookie.value.split('.');
  // 127.0.0.1 has four labels: the whole host is index 3 (no parent domain takes a cookie).
  expect(subdomainIndex).toBe('3');
  expect(Number(creationTime)).toBeGreaterThanOrEqual(before);
  expect(Number(creationTime)).toBeLessThanOrEqual(Date.now());
  expect(cookie.path).toBe('/');
  expect(cookie.sameSite).toBe('Lax');
  // §9 Click-id cookie lifetime: 90 days.
  expect(cookie.expires - Number(creationTime) / 1000).toBeGreaterThan(90 * DAY_SECONDS - 60);
  expect(cookie.expires - Number(creationTime) / 1000).toBeLessThan(90 * DAY_SECONDS + 60);

  await page.goto('/shop/');
  await trackingReady(page);
  expect((await clickIdCookie(page))?.value).toBe(cookie.value);

  await page.goto('/?fbclid=SecondClick');
  await trackingReady(page);
  await expect.poll(async () => (await clickIdCookie(page))?.value).toMatch(/^fb\.3\.\d{13}\.SecondClick$/);
});

test('a click id over 500 characters is ignored (§9)', async ({ page }) => {
  await page.goto(`/?fbclid=${'a'.repeat(501)}`);
  await trackingReady(page);
  expect(await clickIdCookie(page)).toBeUndefined();
  await page.goto(`/?fbclid=${'a'.repeat(500)}`);
  await trackingReady(page);
  await expect.poll(async () => (await clickIdCookie(page))?.value.length).toBe('fb.3.'.length + 13 + 1 + 500);
});

/** The attribution chunk has counted this page (its cookies are there) and the page's `load` has passed: whatever the widget does for a pixel that arrives by `load` is done. */
async function attributionCounted(page: Page): Promise<void> {
  await waitForWidget(page, 'attribution');
  await page.waitForLoadState('load');
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'sbjs_session')).toBe(true);
}

test('no pixel on the page (?pixel=none): an fbclid landing sets no _fbc; with the pixel, it does', async ({ page }) => {
  await page.goto(`/?pixel=none&fbclid=${CLICK_ID}`);
  await attributionCounted(page);
  expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('undefined');
  expect(await clickIdCookie(page)).toBeUndefined();

  // The same landing where the theme prints its (bare) snippet keeps the click id.
  await page.goto(`/?pixel=bare&fbclid=${CLICK_ID}`);
  await trackingReady(page);
  await expect.poll(async () => (await clickIdCookie(page))?.value).toMatch(new RegExp(`^fb\\.3\\.\\d{13}\\.${CLICK_ID}$`));
});

test('PageView once per page: the theme snippet’s own is not repeated; with a bare snippet Talat sends it', async ({ page }) => {
  await page.goto(`/?fbclid=${CLICK_ID}`);
  await trackingReady(page);
  await expect.poll(async () => (await clickIdCookie(page))?.value).toBeTruthy();
  expect(await tracked(page, 'PageView')).toEqual([['track', 'PageView']]);

  for (const path of ['/?pixel=bare', '/shop/?pixel=bare']) {
    await page.goto(path);
    await trackingReady(page);
    await expect.poll(() => tracked(page, 'PageView')).toEqual([['track', 'PageView']]);
    // Nothing later adds a second one (load event, consent events).
    await page.waitForTimeout(300);
    expect(await tracked(page, 'PageView')).toHaveLength(1);
    expect((await pixelCalls(page))[0]).toEqual(['init', '1234567890']);
  }
});

/** The demo's footer switch: stay on the listing and open the side cart after an add (a cookie; the shop's setting is 'yes'). */
async function stayAfterAdd(page: Page): Promise<void> {
  await page.goto(`${LISTING}?redirect_after_add=no`);
  await waitForWidget(page, 'side-cart');
}

test('add on a listing goes to the pixel as AddToCart with value and THB; remove from the side cart as RemoveFromCart', async ({ page }) => {
  await stayAfterAdd(page);
  await page.goto(LISTING);
  await trackingReady(page);
  await waitForWidget(page, 'side-cart');
  const card = page.locator(`li.product.post-${SIMPLE}`);
  await card.locator('a.ajax_add_to_cart').click();
  const drawer = page.locator('.taiowc-cart-model');
  await expectSeen(drawer);
  await expect.poll(() => tracked(page, 'AddToCart')).toEqual([['track', 'AddToCart', ONE_SIMPLE_PARAMS]]);

  await drawer.getByRole('button', { name: `ลบ “${SIMPLE_TITLE}” ออกจากตะกร้า` }).click();
  await expect.poll(() => tracked(page, 'RemoveFromCart')).toEqual([['trackCustom', 'RemoveFromCart', ONE_SIMPLE_PARAMS]]);
  expect(await tracked(page, 'AddToCart')).toHaveLength(1);
});

test('an add made before the load event reaches the pixel once the page has loaded: the pixel part comes after it and is handed the add (decision 511)', async ({ page }) => {
  await stayAfterAdd(page);
  // An image the page waits for, held until the test lets it come: the load event waits with it.
  let releaseImage!: () => void;
  const imageHeld = new Promise<void>((release) => (releaseImage = release));
  await page.route('**/__talat-e2e-hold-load.png', async (route) => {
    await imageHeld;
    await route.fulfill({ status: 404, body: '' }).catch(() => undefined);
  });
  await page.route(`**${LISTING}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('</body>', '<img src="/__talat-e2e-hold-load.png" alt=""></body>');
    await route.fulfill({ response, body });
  });
  await page.goto(LISTING, { waitUntil: 'domcontentloaded' });
  await waitForWidget(page, 'side-cart');
  const card = page.locator(`li.product.post-${SIMPLE}`);
  await card.locator('a.ajax_add_to_cart').click();
  await expectSeen(page.locator('.taiowc-cart-model'));
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  // Neither sent to the fake pixel nor waiting in its stub's queue (whichever of the two is there yet).
  const queued = () => page.evaluate(() => JSON.stringify((window as unknown as { fbq?: { queue?: unknown } }).fbq?.queue ?? []));
  expect(await tracked(page, 'AddToCart')).toEqual([]);
  expect(await queued()).not.toContain('AddToCart');

  releaseImage();
  await page.waitForLoadState('load');
  await expect.poll(() => tracked(page, 'AddToCart')).toEqual([['track', 'AddToCart', ONE_SIMPLE_PARAMS]]);
});

test('consent off (WordPress Consent API, marketing denied): _fbc deleted, no Talat PageView, no commerce events', async ({ page }) => {
  await page.goto(`/?fbclid=${CLICK_ID}`);
  await trackingReady(page);
  await expect.poll(async () => (await clickIdCookie(page))?.value).toBeTruthy();
  await page.addInitScript(() => {
    (window as unknown as { wp_has_consent: (category: string) => boolean }).wp_has_consent = () => false;
  });
  await stayAfterAdd(page);
  await page.goto(`${LISTING}?pixel=bare&fbclid=Another${CLICK_ID}`);
  await trackingReady(page);
  await waitForWidget(page, 'side-cart');
  const card = page.locator(`li.product.post-${SIMPLE}`);
  await card.locator('a.ajax_add_to_cart').click();
  await expectSeen(page.locator('.taiowc-cart-model'));
  await page.waitForTimeout(300);
  expect(await clickIdCookie(page)).toBeUndefined();
  expect(await pixelCalls(page)).toEqual([['init', '1234567890']]);
});
