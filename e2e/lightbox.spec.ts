import { expect, test, type Page } from '@playwright/test';
import { pauseClock } from './clock';
import { expectSeen } from './seen';
import { expectNoAxeViolations, useSpecGuards, waitForWidget } from './support';

// Issue 13, the lightbox that replaces prettyPhoto (§2.1 deep links, §8 Lightbox, §9 Other) on the
// demo shop's product galleries (examples/pages/product-gallery.ts), with the built bundles.

const PRODUCT = '/product/glass-inhalant-bottle-1ml-clear/';
// Its third full-size image is missing (BROKEN_IMAGE_PRODUCT, 233).
const BROKEN = '/product/glass-inhalant-bottle-1ml-green/';
const HASH = (index: number) => `#prettyPhoto[product-gallery]/${index}/`;
/** §9 Other 'Lightbox slideshow interval', on Playwright's clock (clock.ts), never on real time. */
const SLIDESHOW_MS = 5000;
const FAILED_TH = 'ไม่สามารถโหลดภาพได้ กรุณาตรวจสอบว่าที่อยู่ของภาพถูกต้องและมีภาพอยู่จริง';

useSpecGuards();

const links = (page: Page) => page.locator('.woocommerce-product-gallery a[data-rel="prettyPhoto[product-gallery]"]');
const lightbox = (page: Page) => page.getByRole('dialog', { name: 'ภาพสินค้า' });
const image = (page: Page) => lightbox(page).locator('.talat-lightbox-stage img');
const position = (page: Page) => lightbox(page).locator('.talat-lightbox-position');
const hash = (page: Page) => page.evaluate(() => decodeURIComponent(window.location.hash));

async function productPage(page: Page, url = PRODUCT): Promise<void> {
  await page.goto(url);
  await waitForWidget(page, 'wishlist');
}

/** The image is shown whole, loaded, and reached by the pointer (not just in the DOM). */
async function expectImageSeen(page: Page, src: RegExp): Promise<void> {
  await expect(image(page)).toHaveAttribute('src', src);
  await expect(image(page)).not.toHaveAttribute('hidden');
  await expect.poll(() => image(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectSeen(image(page), { whole: true });
}

test('by mouse: the image opens in the lightbox, seen; next and the arrows move with wrap-around and keep the hash; Escape closes, hash and focus back', async ({ page }) => {
  await productPage(page);
  await links(page).first().click();
  await expectSeen(lightbox(page), { whole: true });
  await expectImageSeen(page, /\/mock-media\/product-231\.svg$/);
  await expect(lightbox(page).locator('figcaption')).toHaveText(/ด้านหน้า$/);
  await expect(position(page)).toHaveText('1 / 3');
  expect(await hash(page)).toBe(HASH(0));
  await expectNoAxeViolations(page, '.talat-wishlist');

  await lightbox(page).getByRole('button', { name: 'ภาพถัดไป' }).click();
  await expect(position(page)).toHaveText('2 / 3');
  await expectImageSeen(page, /-side\.svg$/);
  expect(await hash(page)).toBe(HASH(1));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(position(page)).toHaveText('1 / 3');
  await page.keyboard.press('ArrowLeft');
  await expect(position(page)).toHaveText('3 / 3');
  expect(await hash(page)).toBe(HASH(2));
  await expect(lightbox(page).locator('[aria-live="polite"]')).toHaveText('ภาพที่ 3 จาก 3');

  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toBeHidden();
  await expect(links(page).first()).toBeFocused();
  await expect.poll(() => hash(page)).toBe('');
  expect(new URL(page.url()).pathname).toBe(PRODUCT);
});

test('by keyboard alone: Enter on a thumbnail opens it with focus on "next", Enter moves, play and pause, Escape gives focus back', async ({ page }) => {
  await productPage(page);
  const thumbnail = links(page).nth(1);
  await thumbnail.focus();
  await page.keyboard.press('Enter');
  await expectSeen(lightbox(page), { whole: true });
  await expect(position(page)).toHaveText('2 / 3');
  const next = lightbox(page).getByRole('button', { name: 'ภาพถัดไป' });
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(position(page)).toHaveText('3 / 3');
  await page.keyboard.press('Shift+Tab');
  await expect(lightbox(page).getByRole('button', { name: 'เล่นสไลด์โชว์' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(lightbox(page).getByRole('button', { name: 'หยุดสไลด์โชว์ชั่วคราว' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(lightbox(page).getByRole('button', { name: 'เล่นสไลด์โชว์' })).toBeFocused();
  // Focus stays in the lightbox: Tab goes round the dialog's buttons only.
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.talat-lightbox'))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toBeHidden();
  await expect(thumbnail).toBeFocused();
});

test('the slideshow moves on after 5000 ms (§9) and the pause button stops it', async ({ page }) => {
  await page.clock.install();
  await productPage(page);
  await links(page).first().click();
  await expectImageSeen(page, /product-231\.svg$/);
  await pauseClock(page);
  await lightbox(page).getByRole('button', { name: 'เล่นสไลด์โชว์' }).click();
  await page.clock.runFor(SLIDESHOW_MS - 1);
  await expect(position(page)).toHaveText('1 / 3');
  await page.clock.runFor(1);
  await expect(position(page)).toHaveText('2 / 3');
  expect(await hash(page)).toBe(HASH(1));
  await expectImageSeen(page, /-side\.svg$/);
  await lightbox(page).getByRole('button', { name: 'หยุดสไลด์โชว์ชั่วคราว' }).click();
  await page.clock.runFor(SLIDESHOW_MS + 1000);
  await expect(position(page)).toHaveText('2 / 3');
});

test('a slow image shows the loading state; arriving late after a move it never replaces the newer image', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await productPage(page);
  // Only the lightbox's request is held (the thumbnail has the same file): its link gets a query.
  await links(page).nth(1).evaluate((link: HTMLAnchorElement) => (link.href += '?slow=1'));
  await page.route('**/mock-media/*-side.svg?slow=1', async (route) => {
    await held;
    await route.continue();
  });
  await links(page).first().click();
  await expectImageSeen(page, /product-231\.svg$/);
  await page.keyboard.press('ArrowRight');
  await expect(position(page)).toHaveText('2 / 3');
  await expect(lightbox(page).locator('.talat-lightbox-stage')).toHaveAttribute('aria-busy', 'true');
  await expect(lightbox(page).getByText('กำลังโหลดภาพ')).toBeAttached();
  // The spinner turns, so its box's corners are not where a hit test looks: the stage holding it is seen.
  await expect(lightbox(page).locator('.talat-spinner')).toBeVisible();
  await expectSeen(lightbox(page).locator('.talat-lightbox-stage'));
  await page.keyboard.press('ArrowRight');
  await expectImageSeen(page, /-cap\.svg$/);
  release();
  await page.waitForTimeout(500);
  await expect(position(page)).toHaveText('3 / 3');
  await expectImageSeen(page, /-cap\.svg$/);
});

test('Back closes the lightbox and stays on the product page', async ({ page }) => {
  await productPage(page);
  await links(page).nth(2).click();
  await expectSeen(lightbox(page));
  expect(await hash(page)).toBe(HASH(2));
  await page.goBack();
  await expect(lightbox(page)).toBeHidden();
  expect(await hash(page)).toBe('');
  expect(new URL(page.url()).pathname).toBe(PRODUCT);
  await expect(page.locator('h1.product_title')).toBeVisible();
});

test('deep link: loading the page with #prettyPhoto[product-gallery]/1/ opens that image; closing clears the hash without leaving the page', async ({ page }) => {
  await page.goto(`${PRODUCT}${HASH(1)}`);
  await expectSeen(lightbox(page), { whole: true });
  await expect(position(page)).toHaveText('2 / 3');
  await expectImageSeen(page, /-side\.svg$/);
  await expectNoAxeViolations(page, '.talat-wishlist');
  await lightbox(page).getByRole('button', { name: 'ปิด' }).click();
  await expect(lightbox(page)).toBeHidden();
  await expect.poll(() => hash(page)).toBe('');
  expect(new URL(page.url()).pathname).toBe(PRODUCT);
});

for (const bad of ['#prettyPhoto[product-gallery]/7/', '#prettyPhoto[nope]/0/', '#prettyPhoto[product-gallery]/x/', '#prettyPhoto%E0%A4/0/']) {
  test(`a hostile deep link (${bad}) opens nothing and breaks nothing`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${PRODUCT}${bad}`);
    await waitForWidget(page, 'wishlist');
    await page.waitForTimeout(500);
    await expect(lightbox(page)).toBeHidden();
    expect(errors).toEqual([]);
    // The page still works: a click opens the lightbox.
    await links(page).first().click();
    await expectSeen(lightbox(page));
  });
}

test('a broken image: the §8 message in Thai inside the lightbox (no alert), and the shopper can go on and close', async ({ page }) => {
  await productPage(page, BROKEN);
  await links(page).nth(2).click();
  const failed = lightbox(page).getByRole('alert');
  await expect(failed).toHaveText(FAILED_TH);
  await expectSeen(failed);
  await expect(image(page)).toHaveCount(0);
  await expectNoAxeViolations(page, '.talat-wishlist');
  await page.keyboard.press('ArrowRight');
  await expect(failed).toHaveCount(0);
  await expectImageSeen(page, /product-233\.svg$/);
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toBeHidden();
});

test('on the hostile theme (issue 11) the lightbox and its image are seen whole over the page, by keyboard', async ({ page }) => {
  await productPage(page, `${PRODUCT}?hostile=1`);
  await links(page).first().focus();
  await page.keyboard.press('Enter');
  await expectSeen(lightbox(page), { whole: true });
  await expectImageSeen(page, /product-231\.svg$/);
  await expectSeen(lightbox(page).getByRole('button', { name: 'ภาพถัดไป' }), { whole: true });
  await expectNoAxeViolations(page, '.talat-wishlist');
  await page.keyboard.press('ArrowRight');
  await expect(position(page)).toHaveText('2 / 3');
  await page.keyboard.press('Escape');
  await expect(links(page).first()).toBeFocused();
});

test('a small screen: the image scales to fit the viewport, controls still seen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await productPage(page);
  await links(page).first().click();
  await expectImageSeen(page, /product-231\.svg$/);
  const box = (await image(page).boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(360);
  await expectSeen(lightbox(page).getByRole('button', { name: 'ภาพถัดไป' }), { whole: true });
  await expectSeen(lightbox(page).getByRole('button', { name: 'ปิด' }), { whole: true });
});

test('without JavaScript the gallery links open the image itself', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PRODUCT);
  await links(page).nth(1).click();
  await expect(page).toHaveURL(/-side\.svg$/);
  await context.close();
});
