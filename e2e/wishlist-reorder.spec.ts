import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNotSeen, expectSeen } from './seen';
import { addFault, expectNoAxeViolations, pressTabUntil, useSpecGuards, waitForWidget } from './support';

// Issue 13, the wishlist page's layouts on the demo shop with the built script-tag bundles:
// reorder (§2.10 drag and drop, §7 sort_wishlist_items) by keyboard and by pointer, the mobile
// template across the 768 px breakpoint (§7 load_mobile), the images grid (`?layout=images`) and
// pagination (`?per_page=N`). Each test has its own visitor with the demo's default list: rows
// 101, 231, 307, 322 and the sold-out 211.

const disarm = useSpecGuards();

const rows = (page: Page) => page.locator('.wishlist_table [data-row-id]');
const row = (page: Page, id: number) => page.locator(`.wishlist_table [data-row-id="${id}"]`);
const order = (page: Page) => rows(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-row-id')));
const actionOf = (request: Request) =>
  request.url().includes('admin-ajax.php') && request.method() === 'POST' ? new URLSearchParams(request.postData() ?? '').get('action') : null;
const bodyOf = (request: Request) => new URLSearchParams(request.postData() ?? '');
const status = (page: Page) => page.locator('#talat-wishlist-reorder-status');
const moveButton = (page: Page, id: number, direction: 'up' | 'down') => row(page, id).locator(`[data-talat-move="${direction}"]`);

async function open(page: Page, path = '/wishlist/'): Promise<string> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await page.goto(path);
  await waitForWidget(page, 'wishlist');
  // The page's behaviour comes with the lazy chunk; on a busy machine that can take a while.
  await expect(moveButton(page, Number(await rows(page).first().getAttribute('data-row-id')), 'down'), errors.join('\n')).toBeAttached({ timeout: 15_000 });
  return (await page.locator('.wishlist_table').getAttribute('data-token'))!;
}

function record(page: Page, action: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (actionOf(request) === action) sent.push(request);
  });
  return sent;
}

test('reorder by keyboard alone: the move button moves the row, keeps focus, is announced, and the order persists (§2.10, §7)', async ({ page }) => {
  const token = await open(page);
  const name = (await row(page, 101).locator('.product-name').innerText()).trim();
  await pressTabUntil(page, '[data-row-id="101"] [data-talat-move="down"]');
  await expectSeen(moveButton(page, 101, 'down'));
  await expect(moveButton(page, 101, 'down')).toHaveAccessibleName(`เลื่อน ${name} ลง`);
  const request = page.waitForRequest((r) => actionOf(r) === 'sort_wishlist_items');
  await page.keyboard.press('Enter');
  const body = bodyOf(await request);
  expect(body.getAll('positions[]')).toEqual(['231', '101', '307', '322', '211']);
  expect(body.get('wishlist_token')).toBe(token);
  expect(body.get('page')).toBe('1');
  expect(body.get('per_page')).toBe('5');
  await expect(status(page)).toHaveText(`${name} อยู่ลำดับที่ 2 จาก 5`);
  await expect(status(page)).toHaveAttribute('aria-live', 'polite');
  // Focus stayed on the same button, which moved with its row; Space moves it again.
  expect(await page.evaluate(() => document.activeElement?.closest('[data-row-id]')?.getAttribute('data-row-id'))).toBe('101');
  const second = page.waitForResponse((r) => r.url().includes('admin-ajax.php') && bodyOf(r.request()).get('action') === 'sort_wishlist_items' && bodyOf(r.request()).getAll('positions[]')[2] === '101');
  await page.keyboard.press('Space');
  await second;
  await expect(status(page)).toHaveText(`${name} อยู่ลำดับที่ 3 จาก 5`);
  expect(await order(page)).toEqual(['231', '307', '101', '322', '211']);
  // axe on what this builds (the plugin's own inputs are judged where they are enhanced).
  await expectNoAxeViolations(page, '.talat-wishlist-arrange, #talat-wishlist-reorder-status');
  await page.reload();
  await expect.poll(() => order(page)).toEqual(['231', '307', '101', '322', '211']);
});

test('reorder by pointer drag: the row follows the mouse and the drop is saved', async ({ page }) => {
  // Tall enough that the whole table is in view: the mouse only reaches what is on screen.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await open(page);
  await page.locator('.wishlist_table').scrollIntoViewIfNeeded();
  const sent = record(page, 'sort_wishlist_items');
  const from = await row(page, 322).locator('.product-price').boundingBox();
  const to = await row(page, 101).boundingBox();
  expect(from && to).toBeTruthy();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + from!.width / 2, to!.y + 2, { steps: 12 });
  await expect(row(page, 322)).toHaveClass(/talat-wishlist-dragging/);
  const request = page.waitForRequest((r) => actionOf(r) === 'sort_wishlist_items');
  await page.mouse.up();
  const sort = await request;
  expect(bodyOf(sort).getAll('positions[]')).toEqual(['322', '101', '231', '307', '211']);
  await expect(row(page, 322)).not.toHaveClass(/talat-wishlist-dragging/);
  expect(await order(page)).toEqual(['322', '101', '231', '307', '211']);
  expect(sent).toHaveLength(1);
  await sort.response();
  await page.reload();
  await expect.poll(() => order(page)).toEqual(['322', '101', '231', '307', '211']);
});

test('a sort the server fails puts the rows back and says so in Thai; the page stays usable', async ({ page }) => {
  const token = await open(page);
  // Scoped by this visitor's list token, so a test running beside it is not hit.
  disarm.push(await addFault(page, { endpoint: 'sort_wishlist_items', status: 500, times: 1, when: { wishlist_token: token } }));
  await moveButton(page, 231, 'up').click();
  const notice = page.locator('#yith-wcwl-popup-message');
  await expectSeen(notice);
  await expect(notice).toHaveText('บันทึกลำดับไม่สำเร็จ รายการกลับไปเป็นลำดับที่บันทึกไว้');
  await expect.poll(() => order(page)).toEqual(['101', '231', '307', '322', '211']);
  const request = page.waitForRequest((r) => actionOf(r) === 'sort_wishlist_items');
  await moveButton(page, 231, 'up').click();
  expect(bodyOf(await request).getAll('positions[]')).toEqual(['231', '101', '307', '322', '211']);
});

test('resizing the viewport across 768 px swaps the table and the mobile list with one load_mobile each way', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await open(page);
  const sent = record(page, 'load_mobile');
  // 768 px itself is mobile (max-width: 768px).
  await page.setViewportSize({ width: 768, height: 800 });
  await expectSeen(page.locator('ul.wishlist_table.mobile [data-row-id="101"]'), { scroll: true });
  expect(sent).toHaveLength(1);
  expect(bodyOf(sent[0]!).get('fragments[woocommerce.yith-wcwl-form.wishlist-fragment][is_mobile]')).toBe('yes');
  await page.setViewportSize({ width: 769, height: 800 });
  await expectSeen(page.locator('table.wishlist_table [data-row-id="101"] .product-name'), { scroll: true });
  expect(sent).toHaveLength(2);
  expect(bodyOf(sent[1]!).get('fragments[woocommerce.yith-wcwl-form.wishlist-fragment][is_mobile]')).toBe('no');
  // The table's behaviour came back with it: the move buttons are there again.
  await expect(moveButton(page, 101, 'down')).toBeAttached();
});

test('a load_mobile reply that arrives after the viewport crossed back never replaces the table', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  const token = await open(page);
  disarm.push(await addFault(page, { endpoint: 'load_mobile', delayMs: 1500, times: 1, when: { 'fragments[woocommerce.yith-wcwl-form.wishlist-fragment][wishlist_token]': token } }));
  const sent = record(page, 'load_mobile');
  await page.setViewportSize({ width: 600, height: 800 });
  await expect.poll(() => sent.length).toBe(1);
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.waitForTimeout(2500);
  expect(sent).toHaveLength(1);
  await expect(page.locator('ul.wishlist_table.mobile')).toHaveCount(0);
  await expectSeen(page.locator('table.wishlist_table [data-row-id="101"] .product-name'), { scroll: true });
  await expect(page.locator('.wishlist_table')).not.toHaveAttribute('aria-busy', 'true');
});

test('the images grid: a thumbnail shows its details by mouse and by keyboard; outside click and Escape close them', async ({ page }) => {
  await page.goto('/wishlist/?layout=images');
  await waitForWidget(page, 'wishlist');
  const thumbnail = page.locator('.images_grid [data-row-id="231"] .product-thumbnail a');
  const details = page.locator('.images_grid [data-row-id="231"] .item-details');
  await expect(thumbnail).toHaveAttribute('aria-expanded', 'false');
  await expectNotSeen(details);
  await thumbnail.click();
  await expectSeen(details.locator('.product-name'), { scroll: true });
  await expect(thumbnail).toHaveAttribute('aria-expanded', 'true');
  // axe on what this builds: the toggles, the open item's close link and name.
  await expectNoAxeViolations(page, '.images_grid .product-thumbnail > a, .images_grid .item-details a.close, .images_grid .item-details .product-name');
  await page.locator('h1.entry-title').click();
  await expectNotSeen(details);
  await expect(thumbnail).toHaveAttribute('aria-expanded', 'false');
  // Keyboard alone.
  await pressTabUntil(page, '.images_grid [data-row-id="231"] .product-thumbnail a');
  await page.keyboard.press('Enter');
  await expectSeen(details.locator('.product-name'), { scroll: true });
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('.item-details') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expectNotSeen(details);
  expect(await page.evaluate(() => document.activeElement?.matches('[data-row-id="231"] .product-thumbnail a'))).toBe(true);
  await expect(page).toHaveURL(/\/wishlist\/\?layout=images$/);
});

test('pagination: page links when the list has more items than per_page, and a sort on page 2 sends page 2', async ({ page }) => {
  await open(page, '/wishlist/?per_page=2');
  const links = page.locator('.wishlist-pagination a.page-numbers');
  await expectSeen(links.first(), { scroll: true });
  expect(await order(page)).toEqual(['101', '231']);
  await page.locator('.wishlist-pagination a.page-numbers', { hasText: '2' }).first().click();
  await expect.poll(() => order(page)).toEqual(['307', '322']);
  await expect(moveButton(page, 322, 'up')).toBeAttached();
  const request = page.waitForRequest((r) => actionOf(r) === 'sort_wishlist_items');
  await moveButton(page, 322, 'up').click();
  const body = bodyOf(await request);
  expect(body.getAll('positions[]')).toEqual(['322', '307']);
  expect(body.get('page')).toBe('2');
  expect(body.get('per_page')).toBe('2');
  await expect(status(page)).toContainText('อยู่ลำดับที่ 3 จาก 5');
});
