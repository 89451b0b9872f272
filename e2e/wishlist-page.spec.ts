import { expect, test, type Page, type Request } from '@playwright/test';
import { pauseClock } from './clock';
import { expectSeen } from './seen';
import { expectNoAxeViolations, pressTabUntil, useSpecGuards, waitForWidget } from './support';

// Issue 13, the wishlist page (§2.10, §5, §7) on the demo shop with the built script-tag bundles:
// quantities (update_item_quantity after 1000 ms), remove, and the title edited by keyboard. Each
// test has its own browser context, so the fake WordPress gives it its own visitor and the demo's
// two lists (rows 101, 231, 307, 322 and the sold-out 211).

const ROW = 231;
const row = (page: Page, id: number) => page.locator(`.wishlist_table [data-row-id="${id}"]`);
const quantity = (page: Page, id: number) => row(page, id).locator('.product-quantity input');
const actionOf = (request: Request) =>
  request.url().includes('admin-ajax.php') && request.method() === 'POST' ? new URLSearchParams(request.postData() ?? '').get('action') : null;
const bodyOf = (request: Request) => new URLSearchParams(request.postData() ?? '');

useSpecGuards();

/** The wishlist page with the session's behaviour on it (the pencil becomes a button once the chunk is in). */
/** §9 Wishlist 'Quantity update debounce', on Playwright's clock (clock.ts), never on real time. */
const QUANTITY_DEBOUNCE_MS = 1000;

async function wishlistPage(page: Page): Promise<{ token: string; nonces: Record<string, string> }> {
  await page.clock.install();
  await page.goto('/wishlist/');
  await waitForWidget(page, 'wishlist');
  await expect(page.locator('.wishlist-title .show-title-form')).toHaveAttribute('role', 'button');
  const token = (await page.locator('.wishlist_table').getAttribute('data-token'))!;
  const nonces = await page.evaluate(() => JSON.parse(document.getElementById('talat-config')!.textContent!).wishlist.nonces as Record<string, string>);
  return { token, nonces };
}

/** Every request of `action` the page sends from now on. */
function record(page: Page, action: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (actionOf(request) === action) sent.push(request);
  });
  return sent;
}

test("a quantity is saved once, 1000 ms after the last change, with the row's product id and the list's token; Enter does not submit", async ({ page }) => {
  const { token, nonces } = await wishlistPage(page);
  const sent = record(page, 'update_item_quantity');
  const input = quantity(page, ROW);
  await pauseClock(page);
  await input.fill('7');
  await input.press('Enter');
  await page.clock.runFor(QUANTITY_DEBOUNCE_MS / 2);
  expect(sent).toHaveLength(0);
  // The last change: the 1000 ms start again from here.
  await input.fill('12');
  await input.press('Enter');
  // The add to cart follows at once (research §4.11).
  await expect(row(page, ROW).locator('.add_to_cart')).toHaveAttribute('data-quantity', '12');
  await page.clock.runFor(QUANTITY_DEBOUNCE_MS - 1);
  expect(sent).toHaveLength(0);
  const requested = page.waitForRequest((r) => actionOf(r) === 'update_item_quantity');
  await page.clock.runFor(1);
  const request = await requested;
  const body = bodyOf(request);
  expect(Object.fromEntries(body)).toEqual({
    action: 'update_item_quantity',
    nonce: nonces.update_item_quantity_nonce,
    context: 'frontend',
    product_id: String(ROW),
    wishlist_token: token,
    quantity: '12',
  });
  // Leaving the field is not a second change, and Enter posted no form.
  await input.press('Tab');
  await page.clock.runFor(QUANTITY_DEBOUNCE_MS + 500);
  expect(sent).toHaveLength(1);
  await expect(page).toHaveURL(/\/wishlist\/$/);
  await page.reload();
  await expect(quantity(page, ROW)).toHaveValue('12');
});

test('a quantity that is not a whole number from 1 is refused where the shopper typed it, and nothing is sent', async ({ page }) => {
  await wishlistPage(page);
  const sent = record(page, 'update_item_quantity');
  const input = quantity(page, ROW);
  await pauseClock(page);
  await input.fill('0');
  await input.press('Tab');
  const message = row(page, ROW).locator('.talat-wishlist-field-message');
  await expectSeen(message);
  await expect(message).toHaveText('จำนวนต้องเป็นตัวเลขตั้งแต่ 1 ขึ้นไป');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription('จำนวนต้องเป็นตัวเลขตั้งแต่ 1 ขึ้นไป');
  await page.clock.runFor(QUANTITY_DEBOUNCE_MS + 500);
  expect(sent).toHaveLength(0);
  await input.fill('3');
  await input.press('Tab');
  await expect(message).toHaveCount(0);
  await page.clock.runFor(QUANTITY_DEBOUNCE_MS - 1);
  expect(sent).toHaveLength(0);
  await page.clock.runFor(1);
  await expect.poll(() => sent.length).toBe(1);
});

test("'apply bulk actions' waits for a checked row; 'select all' checks them all", async ({ page }) => {
  await wishlistPage(page);
  const apply = page.locator('input[name="apply_bulk_actions"]');
  await expect(apply).toBeDisabled();
  await page.locator('#bulk_add_to_cart').check();
  await expect(page.locator('.wishlist_table [data-row-id] .product-checkbox input:not(:checked)')).toHaveCount(0);
  await expect(apply).toBeEnabled();
  await page.locator('#bulk_add_to_cart').uncheck();
  await expect(apply).toBeDisabled();
});

test('remove: the payload of §7, the row gone with the server’s notice seen, focus on the next row, and gone after a reload', async ({ page }) => {
  const { token, nonces } = await wishlistPage(page);
  const listId = await page.locator('.wishlist_table').getAttribute('data-id');
  const link = row(page, ROW).locator('.product-remove a.remove_from_wishlist');
  await link.focus();
  const sent = page.waitForRequest((r) => actionOf(r) === 'remove_from_wishlist');
  await page.keyboard.press('Enter');
  const body = bodyOf(await sent);
  expect(body.get('nonce')).toBe(nonces.remove_from_wishlist_nonce);
  expect(body.get('context')).toBe('frontend');
  expect(body.get('remove_from_wishlist')).toBe(String(ROW));
  expect(body.get('wishlist_id')).toBe(listId);
  expect(body.get('wishlist_token')).toBe(token);
  expect(body.get('fragments[woocommerce.yith-wcwl-form.wishlist-fragment][item]')).toBe('wishlist');

  await expect(row(page, ROW)).toHaveCount(0);
  await expectSeen(page.locator('#yith-wcwl-form .woocommerce-message'), { scroll: true });
  await expect(page.locator('#yith-wcwl-form .woocommerce-message')).toHaveText('ลบสินค้าออกจากรายการโปรดแล้ว');
  await expect(row(page, 307).locator('.product-remove a.remove_from_wishlist')).toBeFocused();
  // Still the plugin's form, still enhanced: the next remove works as well.
  await row(page, 307).locator('.product-add-to-cart a.remove_from_wishlist').click();
  await expect(row(page, 307)).toHaveCount(0);
  await page.reload();
  await expect(row(page, ROW)).toHaveCount(0);
  await expect(row(page, 101)).toHaveCount(1);
});

test('the title by keyboard: Escape cancels, an empty title is refused, Enter saves', async ({ page }) => {
  const { token, nonces } = await wishlistPage(page);
  const sent = record(page, 'save_title');
  const heading = page.locator('.wishlist-title h2');
  const field = page.locator('.hidden-title-form input[name="wishlist_name"]');
  const before = (await heading.textContent())!;

  await pressTabUntil(page, '.wishlist-title .show-title-form');
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await expectSeen(field);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('ยกเลิกแล้ว');
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await expect(heading).toHaveText(before);
  await expect(page.locator('.wishlist-title .show-title-form')).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  const message = page.locator('.hidden-title-form .talat-wishlist-field-message');
  await expectSeen(message);
  await expect(message).toHaveText('ชื่อรายการโปรดต้องไม่ว่าง');
  await expect(page.locator('.hidden-title-form')).toHaveClass(/woocommerce-invalid/);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();

  await page.keyboard.type('ของใช้ในห้องน้ำ');
  await expect(message).toHaveCount(0);
  const saved = page.waitForRequest((r) => actionOf(r) === 'save_title');
  await page.keyboard.press('Enter');
  const body = bodyOf(await saved);
  expect(body.get('nonce')).toBe(nonces.save_title_nonce);
  expect(body.get('wishlist_id')).toBe(token);
  expect(body.get('title')).toBe('ของใช้ในห้องน้ำ');
  expect(body.get('fragments[woocommerce.yith-wcwl-form.wishlist-fragment][item]')).toBe('wishlist');
  await expectSeen(heading);
  await expect(heading).toHaveText('ของใช้ในห้องน้ำ');
  await expect(field).toBeHidden();
  await expect(page.locator('.wishlist-title .show-title-form')).toBeFocused();
  await expect(page).toHaveURL(/\/wishlist\/$/);
  expect(sent).toHaveLength(1);
  await page.reload();
  await expect(page.locator('.wishlist-title h2')).toHaveText('ของใช้ในห้องน้ำ');
});

test('axe finds the whole wishlist page clean once the page is enhanced: every control the plugin prints unnamed gets a name', async ({ page }) => {
  await wishlistPage(page);
  await expect(row(page, ROW).locator('.product-checkbox input')).toHaveAttribute('aria-label', /^เลือก /);
  await expectNoAxeViolations(page, '#main');
});
