import { expect, test, type Page, type Request } from '@playwright/test';
import { EFFECT_DELAY_MS, pauseClock, resumeClock, runClockTo } from './clock';
import { expectNotSeen, expectSeen } from './seen';
import { addFault, expectNoAxeViolations, pressTabUntil, useSpecGuards, waitForWidget } from './support';

// Issue 13, the wishlist's popups (§2.10, §5, §7 add_to_wishlist and ask_an_estimate, §8, §9) on
// the demo shop with the built script-tag bundles, by keyboard alone: ask an estimate, add to a new
// list from a product page in multi-wishlist mode (?multi_wishlist=1), create a list and move a row
// (the plain POSTs), each popup seen (hit tests) and axe clean. Each test has its own visitor with
// the demo's two lists (the default one: 101, 231, 307, 322, 211; 'ของขวัญปีใหม่'). The §9 popup
// close time runs on Playwright's clock (clock.ts), never on real time: the test pauses it before
// the press that sends, so the 3000 ms start at that page time, whatever the answer and axe took.

/** §9 Wishlist 'Popup close time'. */
const POPUP_CLOSE_MS = 3000;

/**
 * Past the close time, measured from `pausedAt`: seen just before its end, gone just after it (its
 * close is an effect); then the page's time runs again for what follows the close.
 */
async function expectClosesAfter(page: Page, dialog: ReturnType<Page['getByRole']>, pausedAt: number): Promise<void> {
  await runClockTo(page, pausedAt + POPUP_CLOSE_MS - 1);
  await expectSeen(dialog, { whole: true });
  await page.clock.runFor(1 + EFFECT_DELAY_MS);
  await expect(dialog).toBeHidden();
  await resumeClock(page);
}

const PRODUCT = { id: 102, slug: 'glass-roll-on-bottle-3ml-silver-cap' };
const DIALOG = '.talat-wishlist-popup';
const NAME_REQUIRED = 'กรุณาตั้งชื่อรายการโปรดใหม่';

const actionOf = (request: Request) =>
  request.url().includes('admin-ajax.php') && request.method() === 'POST' ? new URLSearchParams(request.postData() ?? '').get('action') : null;

const disarm = useSpecGuards();

/** Every request of `action` the page sends from now on. */
function record(page: Page, action: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (actionOf(request) === action) sent.push(request);
  });
  return sent;
}

async function openByKeyboard(page: Page, opener: string, name: string) {
  await pressTabUntil(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expectSeen(dialog, { whole: true });
  return dialog;
}

async function wishlistPage(page: Page, query = '') {
  await page.clock.install();
  await page.goto(`/wishlist/${query}`);
  await waitForWidget(page, 'wishlist');
  // The session is in once its root is in the page (a claimed click would wait for it anyway).
  await expect(page.locator('body > .talat-wishlist')).toBeAttached({ timeout: 15_000 });
}

test('ask an estimate by keyboard: the server’s error under the description, then the template in place of the form and the popup closing itself', async ({ page }) => {
  // Several axe runs and the §9 close time: slower than the default budget on a busy machine.
  test.slow();
  await wishlistPage(page);
  const sent = record(page, 'ask_an_estimate');
  const dialog = await openByKeyboard(page, 'a[href="#ask_an_estimate_popup"]', 'ขอใบเสนอราคา');
  await expectNoAxeViolations(page, DIALOG);
  // One copy: the printed popup is empty while its content is in the dialog.
  await expect(page.locator('#reply_email')).toHaveCount(1);

  await pressTabUntil(page, '#ask_an_estimate');
  await page.keyboard.press('Enter');
  const error = dialog.locator('.popup-description + .woocommerce-error');
  await expectSeen(error, { scroll: true });
  await expect(error).toHaveText('กรุณากรอกอีเมลที่ถูกต้อง เพื่อให้เราติดต่อกลับได้');
  await expectNoAxeViolations(page, DIALOG);

  await pressTabUntil(page, '#reply_email', { back: true });
  await page.keyboard.type('somchai@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ขอราคาส่ง 10 ชิ้น');
  await pressTabUntil(page, '#ask_an_estimate');
  const pausedAt = await pauseClock(page);
  await page.keyboard.press('Enter');
  const template = dialog.locator('.talat-wishlist-estimate-sent');
  await expectSeen(template.locator('h3'));
  await expect(template).toContainText('ส่งคำขอของคุณแล้ว');
  await expect(dialog.locator('form.wishlist-ask-an-estimate-popup')).toBeHidden();
  expect(sent).toHaveLength(2);
  const body = new URLSearchParams(sent[1]!.postData() ?? '');
  expect([body.get('reply_email'), body.get('additional_notes')]).toEqual(['somchai@example.com', 'ขอราคาส่ง 10 ชิ้น']);
  expect(body.get('ask_an_estimate')).toBe(await page.locator('.wishlist_table').getAttribute('data-token'));
  await expectNoAxeViolations(page, DIALOG);
  // §9 popup close time, 3000 ms after the answer.
  await expectClosesAfter(page, dialog, pausedAt);
  await expectNotSeen(dialog);
  await expect(page.locator('#ask_an_estimate_popup form')).toHaveCount(1);
});

test('add to a new list through the popup by keyboard: tabs with the arrow keys, the name required, the feedback, then the list exists', async ({ page }) => {
  // Several axe runs and the §9 close time: slower than the default budget on a busy machine.
  test.slow();
  // The demo's two lists first (a first visit to the wishlist page seeds them), so 'new' is a third.
  await page.goto('/wishlist/');
  await page.clock.install();
  await page.goto(`/product/${PRODUCT.slug}/?multi_wishlist=1`);
  await waitForWidget(page, 'wishlist');
  const sent = record(page, 'add_to_wishlist');
  const dialog = await openByKeyboard(page, `.add-to-wishlist-${PRODUCT.id} a.open-pretty-photo`, 'เลือกรายการโปรด');
  await expectNoAxeViolations(page, DIALOG);

  await pressTabUntil(page, '[role="tab"][data-tab="choose"]');
  await page.keyboard.press('ArrowRight');
  const create = dialog.getByRole('tab', { name: 'สร้างรายการใหม่' });
  await expect(create).toBeFocused();
  await expect(create).toHaveAttribute('aria-selected', 'true');
  const name = dialog.getByPlaceholder('ตั้งชื่อรายการของคุณ');
  await expectSeen(name);
  await expectNoAxeViolations(page, DIALOG);

  // §5: no name, nothing sent.
  await pressTabUntil(page, `${DIALOG} .wishlist-name`);
  await page.keyboard.press('Enter');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expectSeen(dialog.getByText(NAME_REQUIRED));
  await expectNoAxeViolations(page, DIALOG);
  expect(sent).toHaveLength(0);

  await page.keyboard.type('ของใช้ในบ้าน');
  const pausedAt = await pauseClock(page);
  await page.keyboard.press('Enter');
  const status = dialog.getByRole('status');
  await expect(status).toHaveClass(/talat-popup-feedback-success/);
  await expectSeen(status.locator('.talat-popup-message'));
  await expectNoAxeViolations(page, DIALOG);
  expect(sent).toHaveLength(1);
  const body = new URLSearchParams(sent[0]!.postData() ?? '');
  expect([body.get('add_to_wishlist'), body.get('wishlist_id'), body.get('wishlist_name'), body.get('wishlist_visibility')]).toEqual([
    String(PRODUCT.id),
    'new',
    'ของใช้ในบ้าน',
    '0',
  ]);
  // §9 popup close time, 3000 ms after the answer.
  await expectClosesAfter(page, dialog, pausedAt);
  await expectNotSeen(dialog);
  // The opener went with the block's fragment: focus is on what replaced it, not the page top.
  await expect(page.locator(`.add-to-wishlist-${PRODUCT.id} a[href]`).first()).toBeFocused();
  // The product's block says so, and the new list is one of the visitor's lists.
  await expect(page.locator(`.add-to-wishlist-${PRODUCT.id} .yith-wcwl-wishlistaddedbrowse, .add-to-wishlist-${PRODUCT.id} .yith-wcwl-wishlistexistsbrowse`)).toHaveCount(1);
  await page.goto('/wishlist/?move=popup');
  await expect(page.locator('#move_to_another_wishlist option', { hasText: 'ของใช้ในบ้าน' })).toHaveCount(1);
  await expect(page.locator('#move_to_another_wishlist option')).toHaveCount(2);
});

test('create a wishlist by keyboard: the name checked in the page in Thai, then the plugin’s plain POST', async ({ page }) => {
  // Several axe runs and the §9 close time: slower than the default budget on a busy machine.
  test.slow();
  await wishlistPage(page);
  const dialog = await openByKeyboard(page, 'a[href="#create_new_wishlist"]', 'สร้างรายการโปรดใหม่');
  await expectNoAxeViolations(page, DIALOG);
  await pressTabUntil(page, `${DIALOG} input[name="create_wishlist"]`);
  await page.keyboard.press('Enter');
  const name = dialog.getByPlaceholder('ตั้งชื่อรายการของคุณ');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expectSeen(dialog.getByText(NAME_REQUIRED));
  await expectNoAxeViolations(page, DIALOG);
  await expect(page).toHaveURL(/\/wishlist\/$/);

  await page.keyboard.type('ของแต่งบ้าน');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/wishlist\/view\/[^/]+\/$/);
  await expectSeen(page.getByText('สร้างรายการโปรดเรียบร้อยแล้ว'), { scroll: true });
  await expect(page.locator('.wishlist-title h2')).toHaveText('ของแต่งบ้าน');
});

test("move a row to another list through the table's popup by keyboard (the plain POST with the row's row_id)", async ({ page }) => {
  // Several axe runs and the §9 close time: slower than the default budget on a busy machine.
  test.slow();
  await wishlistPage(page, '?move=popup');
  const row = page.locator('.wishlist_table [data-row-id="231"]');
  await expect(row).toHaveCount(1);
  const dialog = await openByKeyboard(page, '[data-row-id="231"] a[href="#move_to_another_wishlist"]', 'ย้ายไปรายการโปรดอื่น');
  await expectNoAxeViolations(page, DIALOG);
  await expect(dialog.locator('input[name="row_id"]')).toHaveValue('231');
  await pressTabUntil(page, `${DIALOG} select[name="new_wishlist_id"]`);
  await expect(dialog.locator('select[name="new_wishlist_id"] option:checked')).toHaveText('ของขวัญปีใหม่');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expectSeen(page.getByText('ย้ายสินค้าไปที่ ของขวัญปีใหม่ แล้ว'), { scroll: true });
  await expect(page).toHaveURL(/move=popup/);
  await expect(row).toHaveCount(0);
  await expect(page.locator('.wishlist_table [data-row-id]')).toHaveCount(4);
});

test('failures say so in Thai in the popup and keep what was typed: a 500 on ask an estimate, a 500 on the add', async ({ page }) => {
  test.slow();
  await wishlistPage(page);
  disarm.push(await addFault(page, { endpoint: 'ask_an_estimate', status: 500, times: 1, when: { reply_email: 'fail@example.com' } }));
  const estimate = await openByKeyboard(page, 'a[href="#ask_an_estimate_popup"]', 'ขอใบเสนอราคา');
  await pressTabUntil(page, '#reply_email');
  await page.keyboard.type('fail@example.com');
  await pressTabUntil(page, '#ask_an_estimate');
  await page.keyboard.press('Enter');
  const error = estimate.locator('.popup-description + .woocommerce-error');
  await expectSeen(error, { scroll: true });
  await expect(error).toHaveText('ส่งคำขอใบเสนอราคาไม่สำเร็จ ข้อมูลที่กรอกยังอยู่ครบ กรุณาลองอีกครั้ง');
  await expect(estimate.locator('#reply_email')).toHaveValue('fail@example.com');
  await page.keyboard.press('Escape');
  await expectNotSeen(estimate);

  await page.goto(`/product/${PRODUCT.slug}/?multi_wishlist=1`);
  await waitForWidget(page, 'wishlist');
  disarm.push(await addFault(page, { endpoint: 'add_to_wishlist', status: 500, times: 1, when: { wishlist_name: 'ล้มเหลว' } }));
  const add = await openByKeyboard(page, `.add-to-wishlist-${PRODUCT.id} a.open-pretty-photo`, 'เลือกรายการโปรด');
  await pressTabUntil(page, '[role="tab"][data-tab="choose"]');
  await page.keyboard.press('End');
  await pressTabUntil(page, `${DIALOG} .wishlist-name`);
  await page.keyboard.type('ล้มเหลว');
  const pausedAt = await pauseClock(page);
  await page.keyboard.press('Enter');
  const status = add.getByRole('status');
  await expect(status).toHaveClass(/talat-popup-feedback-error/);
  await expect(status).toContainText('เพิ่มในรายการโปรดไม่สำเร็จ กรุณาลองอีกครั้ง');
  await expectSeen(status.locator('.talat-popup-message'));
  await expectNoAxeViolations(page, DIALOG);
  // §9 popup close time, 3000 ms after the answer, for a failure too.
  await expectClosesAfter(page, add, pausedAt);
  await expectNotSeen(add);
  // What was typed is there when the shopper opens it again.
  await openByKeyboard(page, `.add-to-wishlist-${PRODUCT.id} a.open-pretty-photo`, 'เลือกรายการโปรด');
  await expect(add.locator('.wishlist-name')).toHaveValue('ล้มเหลว');
});
