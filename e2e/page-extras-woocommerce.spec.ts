import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_STORE_NOTICE, md5 } from '@talat/mocks';
import { expectNotSeen, expectSeen } from './seen';
import { addFault, expectNoAxeViolations, layerChunk, pressTabUntil, useSpecGuards, waitForWidget } from './support';

// Issue 16, the page extras' WooCommerce behaviours on the demo shop with the built script-tag
// bundle: the store notice (§2.2, §4 Store notice), the coming-soon footer banner (§4, §7
// Coming-soon banner, §7 REST client behaviour) and the password toggle (§2.2), by mouse and
// keyboard, on the hostile theme too (docs/research/woocommerce-frontend.md for the markup).

const NOTICE_COOKIE = `store_notice${md5(DEMO_STORE_NOTICE)}`;
const TEXT = {
  dismissBanner: 'ซ่อนแถบแจ้งโหมด "เร็วๆ นี้"',
  failed: 'ซ่อนแถบนี้ไม่สำเร็จ กรุณาลองอีกครั้ง',
  offline: 'ซ่อนแถบนี้ไม่สำเร็จ คุณอาจออฟไลน์อยู่ กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ตแล้วลองอีกครั้ง',
  showPassword: 'แสดงรหัสผ่าน',
};

const notice = (page: Page) => page.locator('.woocommerce-store-notice');
const noticeDismiss = (page: Page) => notice(page).getByRole('button', { name: 'ปิด' });
const banner = (page: Page) => page.locator('#coming-soon-footer-banner');
const bannerDismiss = (page: Page) => banner(page).getByRole('button', { name: TEXT.dismissBanner });
const bannerStatus = (page: Page) => banner(page).getByRole('status');
const isUsersPost = (request: Request) => request.method() === 'POST' && /\/wp-json\/wp\/v2\/users\/\d+/.test(request.url());

async function openPage(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await waitForWidget(page, 'page-extras');
}

const guards = useSpecGuards();

test.describe('store notice', () => {
  test('shown on every page, dismissed by mouse: the cookie is set and it stays gone after a reload and on other pages', async ({ page, context }) => {
    await openPage(page);
    await expectSeen(notice(page), { scroll: true });
    await expect(notice(page)).toContainText(DEMO_STORE_NOTICE);
    await noticeDismiss(page).click();
    await expectNotSeen(notice(page));
    const cookie = (await context.cookies()).find((each) => each.name === NOTICE_COOKIE);
    expect(cookie).toMatchObject({ value: 'hidden', path: '/' });
    expect(page.url()).not.toContain('#'); // the link's href="#" was not followed

    await page.reload();
    await waitForWidget(page, 'page-extras');
    await expect(notice(page)).toBeAttached();
    await expectNotSeen(notice(page));
    await openPage(page, '/shop/');
    await expectNotSeen(notice(page));
  });

  test('by keyboard: the dismiss link is a button that Space presses, and focus goes to the main content', async ({ page }) => {
    await openPage(page);
    // The notice closes the page (wp_footer): from the top, Shift+Tab reaches it in a few steps.
    await pressTabUntil(page, '.woocommerce-store-notice__dismiss-link', { back: true });
    await expect(noticeDismiss(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expectNotSeen(notice(page));
    await expect(page.locator('main')).toBeFocused();
  });

  test('axe: the notice', async ({ page }) => {
    await openPage(page);
    await expectSeen(notice(page), { scroll: true });
    await expectNoAxeViolations(page, '.woocommerce-store-notice');
  });
});

test.describe('coming-soon footer banner', () => {
  // One fake WordPress serves the run, and these tests arm faults on its users endpoint.
  test.describe.configure({ mode: 'serial' });

  test('dismissed with the request checked (URL, body, X-WP-Nonce, _locale=user), busy while saving, gone after a reload', async ({ page }) => {
    await openPage(page);
    await expectSeen(bannerDismiss(page), { scroll: true });
    const nonce = await banner(page).locator('.coming-soon-footer-banner-dismiss').getAttribute('data-rest-nonce');
    const release = await addFault(page, { endpoint: '/wp/v2/users/:id', delayMs: 600 });
    guards.push(release);
    const sent = page.waitForRequest(isUsersPost);
    await bannerDismiss(page).click();
    const request = await sent;
    await expect(bannerDismiss(page)).toHaveAttribute('aria-busy', 'true');
    await expect(bannerDismiss(page)).toHaveAttribute('aria-disabled', 'true');
    expect(new URL(request.url()).pathname).toBe('/wp-json/wp/v2/users/7');
    expect(new URL(request.url()).searchParams.get('_locale')).toBe('user');
    expect(request.headers()['x-wp-nonce']).toBe(nonce);
    expect(request.postDataJSON()).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    await expectNotSeen(banner(page));

    await page.reload();
    await waitForWidget(page, 'page-extras');
    await expect(banner(page)).toHaveCount(0);
  });

  // Decision 513: the REST transport is a chunk of its own that no page fetches by idle; the banner
  // asks for it when the shopper is about to dismiss.
  for (const way of ['pointer', 'focus'] as const) {
    test(`the REST transport comes only with the ${way} on the dismiss control, and the press then saves`, async ({ page }) => {
      const restChunk = layerChunk('client-rest');
      const fetched = new Set<string>();
      page.on('request', (request) => fetched.add(new URL(request.url()).pathname.replace(/^\/talat\//, '')));
      await openPage(page);
      await expectSeen(bannerDismiss(page), { scroll: true });
      await page.waitForLoadState('networkidle');
      expect(fetched.has(restChunk)).toBe(false);
      if (way === 'pointer') await bannerDismiss(page).hover();
      else await bannerDismiss(page).focus();
      await expect.poll(() => fetched.has(restChunk)).toBe(true);
      const sent = page.waitForRequest(isUsersPost);
      if (way === 'pointer') await bannerDismiss(page).click();
      else await page.keyboard.press('Enter');
      await sent;
      await expectNotSeen(banner(page));
    });
  }

  test('a 500 keeps the banner with the Thai reason announced; pressing again by keyboard saves it', async ({ page }) => {
    guards.push(await addFault(page, { endpoint: '/wp/v2/users/:id', status: 500, times: 1 }));
    await openPage(page);
    await bannerDismiss(page).scrollIntoViewIfNeeded();
    await bannerDismiss(page).click();
    await expect(bannerStatus(page)).toHaveText(TEXT.failed);
    // Scrolled to as a shopper would: on a loaded machine the page was once seen scrolled up by
    // 272 px between the scroll and the press (CI, stop 36; the cause is not found yet), which left
    // the button on the viewport's bottom edge and its status line just below it.
    await expectSeen(bannerStatus(page), { scroll: true });
    await expectSeen(bannerDismiss(page));
    await expect(bannerDismiss(page)).not.toHaveAttribute('aria-busy', 'true');
    await bannerDismiss(page).focus();
    await page.keyboard.press('Enter');
    await expectNotSeen(banner(page));
    await expect(page.locator('main')).toBeFocused();
  });

  test('offline: the banner stays with the Thai reason, and a retry once back online saves it', async ({ page }) => {
    await openPage(page);
    await bannerDismiss(page).scrollIntoViewIfNeeded();
    await page.route('**/wp-json/wp/v2/users/**', (route) => route.abort('internetdisconnected'));
    await bannerDismiss(page).click();
    await expect(bannerStatus(page)).toHaveText(TEXT.offline);
    await page.unroute('**/wp-json/wp/v2/users/**');
    await bannerDismiss(page).click();
    await expectNotSeen(banner(page));
  });

  test("a page cached with a stale nonce: refused, one rest-nonce refresh, sent again once, saved", async ({ page }) => {
    // The page as a full-page cache would serve it a day later: the nonce on the banner is stale.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/data-rest-nonce='[0-9a-f]+'/, "data-rest-nonce='0000000000'");
        await route.fulfill({ response, body: html });
      },
    );
    const posts: string[] = [];
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (isUsersPost(request)) posts.push(request.headers()['x-wp-nonce'] ?? '');
      if (request.url().includes('action=rest-nonce')) refreshes.push(request.url());
    });
    await openPage(page);
    await bannerDismiss(page).scrollIntoViewIfNeeded();
    await bannerDismiss(page).click();
    await expectNotSeen(banner(page));
    expect(refreshes).toHaveLength(1);
    expect(posts).toHaveLength(2);
    expect(posts[0]).toBe('0000000000');
    expect(posts[1]).toMatch(/^[0-9a-f]{10}$/);
    expect(posts[1]).not.toBe('0000000000');
  });

  test('axe: the banner, idle and failed', async ({ page }) => {
    guards.push(await addFault(page, { endpoint: '/wp/v2/users/:id', status: 500, times: 1 }));
    await openPage(page);
    await expectSeen(bannerDismiss(page), { scroll: true });
    await expectNoAxeViolations(page, '#coming-soon-footer-banner');
    await bannerDismiss(page).click();
    await expect(bannerStatus(page)).toHaveText(TEXT.failed);
    await expectNoAxeViolations(page, '#coming-soon-footer-banner');
  });
});

test.describe('password toggle', () => {
  test('by keyboard: a real button with a Thai name and aria-pressed shows the password, keeps the caret and focus, never submits', async ({ page }) => {
    await openPage(page, '/my-account/');
    const field = page.locator('#password_current');
    const toggle = field.locator('xpath=following-sibling::button[1]');
    await expect(field).toHaveAttribute('autocomplete', 'current-password');
    await expect(page.locator('#password_1')).toHaveAttribute('autocomplete', 'new-password');
    await expect(toggle).toHaveAccessibleName(TEXT.showPassword);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await field.focus();
    await page.keyboard.type('ลับมาก123');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(field).toHaveAttribute('type', 'text');
    await expect(field).toBeFocused();
    expect(await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([7, 7]);
    await page.keyboard.type('X');
    await expect(field).toHaveValue('ลับมาก1X23');

    const url = page.url();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(field).toHaveAttribute('type', 'password');
    expect(page.url()).toBe(url);
    await expectSeen(toggle, { scroll: true });
    await expectNoAxeViolations(page, '.woocommerce-EditAccountForm');
  });
});

test.describe('password toggle, before the chunk is in', () => {
  test('a shopper typing the password when the toggle arrives keeps focus and every character', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/talat/chunks/interactive-*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/my-account/');
    const field = page.locator('#password_current');
    await field.click();
    await page.keyboard.type('abc');
    release();
    await expect(page.locator('.show-password-input')).toHaveCount(3);
    await expect(field).toBeFocused();
    await page.keyboard.type('def');
    await expect(field).toHaveValue('abcdef');
  });
});

test.describe('no layout shift', () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px the behaviours start without moving anything: the password fields and the banner keep their boxes`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // The lazy chunks are held, so the boxes are measured as printed, then again once enhanced.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/talat/chunks/interactive-*', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/my-account/');
      const boxes = () =>
        page.evaluate(() => {
          const form = document.querySelector('.woocommerce-EditAccountForm')!.getBoundingClientRect();
          const fields = ['#password_current', '#password_1', '#password_2'].map((id) => {
            const box = document.querySelector(id)!.getBoundingClientRect();
            return [box.top - form.top, box.left, box.width, box.height];
          });
          const banner = document.getElementById('coming-soon-footer-banner')!.getBoundingClientRect();
          return { form: [form.width, form.height], fields, banner: [banner.width, banner.height] };
        });
      const printed = await boxes();
      release();
      await expect(page.locator('.show-password-input')).toHaveCount(3);
      await expect(bannerDismiss(page)).toBeAttached();
      await expect(banner(page).getByRole('status')).toBeAttached();
      expect(await boxes()).toEqual(printed);
    });
  }
});

test.describe('hostile theme', () => {
  test('the notice, the banner and the password toggle are seen and work', async ({ page }) => {
    await openPage(page, '/my-account/?hostile=1');
    await expectSeen(page.getByRole('button', { name: TEXT.showPassword }).first(), { scroll: true });
    await page.getByRole('button', { name: TEXT.showPassword }).first().click();
    await expect(page.locator('#password_current')).toHaveAttribute('type', 'text');
    await expectSeen(bannerDismiss(page), { scroll: true });
    await expectSeen(noticeDismiss(page), { scroll: true });
    await noticeDismiss(page).click();
    await expectNotSeen(notice(page));
  });
});
