import { expect, test, type Page, type Request } from '@playwright/test';
import { expectSeen } from './seen';
import { addFault, expectNoAxeViolations, pressTabUntil, useSpecGuards, waitForWidget } from './support';

// Issue 13, the wishlist page's row and list actions (§2.10, §5, §7) on the demo shop with the
// built script-tag bundles: move to another list with the row's select (mouse and keyboard),
// delete_item from the add button's "remove" template, remove_from_all_wishlists from the wishlist
// widget, the manage table's visibility, 'copy link', and the frequently-bought reload. Each test
// has its own browser context, so the fake WordPress gives it its own visitor and the demo's two
// lists (the default one: rows 101, 231, 307, 322 and the sold-out 211; the gift list).

const row = (page: Page, id: number | string) => page.locator(`.wishlist_table [data-row-id="${id}"]`);
const moveSelect = (page: Page, id: number) => row(page, id).locator('select.change-wishlist');
const notice = (page: Page) => page.locator('#yith-wcwl-popup-message');
const actionOf = (request: Request) =>
  request.url().includes('admin-ajax.php') && request.method() === 'POST' ? new URLSearchParams(request.postData() ?? '').get('action') : null;
const bodyOf = (request: Request) => new URLSearchParams(request.postData() ?? '');
const FORM_OPTION = 'fragments[woocommerce.yith-wcwl-form.wishlist-fragment][item]';

const disarm = useSpecGuards();
// A script error on the page is worth seeing in the report when a behaviour does not start.
test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => console.log(`pageerror: ${error.message}`));
});

async function nonces(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => JSON.parse(document.getElementById('talat-config')!.textContent!).wishlist.nonces as Record<string, string>);
}

/** The wishlist page with the session's behaviour on it (the copy trigger is a button once the chunk is in). */
async function wishlistPage(page: Page, path = '/wishlist/'): Promise<{ token: string; nonces: Record<string, string> }> {
  await page.goto(path);
  await waitForWidget(page, 'wishlist');
  await expect(page.locator('.copy-trigger')).toHaveAttribute('role', 'button');
  return { token: (await page.locator('.wishlist_table').getAttribute('data-token'))!, nonces: await nonces(page) };
}

function record(page: Page, action: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (actionOf(request) === action) sent.push(request);
  });
  return sent;
}

test.describe('move to another wishlist with the select (§7 move_to_another_wishlist)', () => {
  test('with the mouse: the §5 tokens and product id are sent, the row goes, the notice is seen, the other list has it', async ({ page }) => {
    const { token, nonces: n } = await wishlistPage(page);
    const select = moveSelect(page, 231);
    const destination = (await select.locator('option').nth(1).getAttribute('value'))!;
    const sent = page.waitForRequest((r) => actionOf(r) === 'move_to_another_wishlist');
    await select.selectOption(destination);
    const body = bodyOf(await sent);
    expect(body.get('nonce')).toBe(n.move_to_another_wishlist_nonce);
    expect(body.get('context')).toBe('frontend');
    expect(body.get('wishlist_token')).toBe(token);
    expect(body.get('destination_wishlist_token')).toBe(destination);
    expect(body.get('item_id')).toBe('231');
    expect(body.get(FORM_OPTION)).toBe('wishlist');
    await expect(row(page, 231)).toHaveCount(0);
    await expectSeen(notice(page));
    await expect(notice(page)).toHaveText('ย้ายสินค้าไปที่ ของขวัญปีใหม่ แล้ว');
    await page.goto(`/wishlist/view/${destination}/`);
    await expect(row(page, 231)).toHaveCount(1);
  });

  test('by keyboard: an arrow key only chooses, Enter moves, focus goes to the next row’s select', async ({ page }) => {
    await wishlistPage(page);
    const sent = record(page, 'move_to_another_wishlist');
    await pressTabUntil(page, '.wishlist_table [data-row-id="307"] select.change-wishlist');
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(400);
    expect(sent).toHaveLength(0);
    await expect(row(page, 307)).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(row(page, 307)).toHaveCount(0);
    expect(sent).toHaveLength(1);
    expect(bodyOf(sent[0]!).get('item_id')).toBe('307');
    await expect(moveSelect(page, 322)).toBeFocused();
    await expectSeen(notice(page));
  });

  test('a failed move puts the select back and says why next to it; the next try works', async ({ page }) => {
    const { token } = await wishlistPage(page);
    // Admin-ajax faults are not scoped by session: the list's token keeps it to this visitor.
    disarm.push(await addFault(page, { endpoint: 'move_to_another_wishlist', status: 500, times: 1, when: { wishlist_token: token, item_id: '101' } }));
    const select = moveSelect(page, 101);
    const destination = (await select.locator('option').nth(1).getAttribute('value'))!;
    await select.selectOption(destination);
    const message = row(page, 101).locator('.talat-wishlist-field-message');
    await expectSeen(message, { scroll: true });
    await expect(message).toHaveText('ย้ายสินค้าไปยังรายการโปรดอื่นไม่สำเร็จ กรุณาลองอีกครั้ง');
    await expect(select).toHaveValue('');
    await expect(select).toHaveAccessibleDescription('ย้ายสินค้าไปยังรายการโปรดอื่นไม่สำเร็จ กรุณาลองอีกครั้ง');
    await expectNoAxeViolations(page, '.wishlist_table [data-row-id="101"] .product-add-to-cart');
    await select.selectOption(destination);
    await expect(row(page, 101)).toHaveCount(0);
  });
});

test('delete_item from the add button’s "remove" template: the item id is sent, the add button comes back', async ({ page }) => {
  await page.goto('/wishlist/');
  const productUrl = (await row(page, 322).locator('.product-name a').getAttribute('href'))!;
  await page.goto(`${productUrl}?wishlist_button=remove`);
  await waitForWidget(page, 'wishlist');
  // The pointer on its way to the remove link starts the session (decision 503).
  await page.locator('.summary a.delete_item').dispatchEvent('pointerover');
  // The remove link is the wishlist page part's (a lazy part after the session): until it is in, the
  // link does what it does without JavaScript, so the test waits for the part's stylesheet.
  await expect(page.locator('#talat-style-wishlist-page')).toBeAttached({ timeout: 15_000 });
  const link = page.locator('.summary a.delete_item');
  await expect(link).toHaveAttribute('data-product-id', '322');
  const itemId = (await link.getAttribute('data-item-id'))!;
  const n = await nonces(page);
  await expectSeen(link, { scroll: true });
  await link.focus();
  const sent = page.waitForRequest((r) => actionOf(r) === 'delete_item');
  await page.keyboard.press('Enter');
  const body = bodyOf(await sent);
  expect(body.get('nonce')).toBe(n.delete_item_nonce);
  expect(body.get('item_id')).toBe(itemId);
  expect(body.get('fragments[yith-wcwl-add-to-wishlist.add-to-wishlist-322.yith-wcwl-add-to-wishlist--link-style.yith-wcwl-add-to-wishlist--single.wishlist-fragment.on-first-load][item]')).toBe('add_to_wishlist');
  const add = page.locator('.summary a.add_to_wishlist[data-product-id="322"]');
  await expectSeen(add);
  await expect(add).toBeFocused();
  await expectSeen(notice(page));
  await expect(notice(page)).toHaveText('ลบสินค้าออกจากรายการโปรดแล้ว');
  await page.goto('/wishlist/');
  await expect(row(page, 322)).toHaveCount(0);
});

test('remove_from_all_wishlists from the wishlist widget: the product leaves the widget and the table', async ({ page }) => {
  const { nonces: n } = await wishlistPage(page);
  const listId = await page.locator('.wishlist_table').getAttribute('data-id');
  const link = page.locator('.wishlist-sidebar a.remove_from_all_wishlists[data-product-id="101"]');
  await expectSeen(link, { scroll: true });
  await expectNoAxeViolations(page, '.wishlist-sidebar');
  const sent = page.waitForRequest((r) => actionOf(r) === 'remove_from_all_wishlists');
  await link.click();
  const body = bodyOf(await sent);
  expect(body.get('nonce')).toBe(n.remove_from_all_wishlists_nonce);
  expect(body.get('prod_id')).toBe('101');
  expect(body.get('wishlist_id')).toBe(listId);
  expect(body.get(FORM_OPTION)).toBe('wishlist');
  await expect(link).toHaveCount(0);
  await expect(row(page, 101)).toHaveCount(0);
  await expectSeen(notice(page));
  await page.reload();
  await expect(row(page, 101)).toHaveCount(0);
});

test('the manage page: visibility saved on change with a polite confirmation, kept after a reload, axe clean', async ({ page }) => {
  // Three axe runs (each state of the table) take most of the default 30 s on a loaded machine.
  test.slow();
  await page.goto('/wishlist/');
  await page.goto('/wishlist/manage/');
  await waitForWidget(page, 'wishlist');
  await expect(page.locator('.wishlist_manage_table .show-title-form').first()).toHaveAttribute('role', 'button');
  await expectNoAxeViolations(page, '.wishlist_manage_table');
  const n = await nonces(page);
  const gift = page.locator('.wishlist_manage_table tr[data-wishlist-id]').filter({ hasText: 'ของขวัญปีใหม่' });
  const id = (await gift.getAttribute('data-wishlist-id'))!;
  const select = gift.locator('select.wishlist-visibility');
  await expect(select).toHaveValue('1');
  await select.focus();
  const sent = page.waitForRequest((r) => actionOf(r) === 'save_privacy');
  await select.selectOption('2');
  const body = bodyOf(await sent);
  expect(Object.fromEntries(body)).toEqual({ action: 'save_privacy', nonce: n.save_privacy_nonce, context: 'frontend', wishlist_id: id, privacy: '2' });
  await expectSeen(notice(page));
  await expect(notice(page)).toHaveText('บันทึกการแสดงผลของ “ของขวัญปีใหม่” เป็น “ส่วนตัว” แล้ว');
  await expect(page.getByRole('status').filter({ hasText: 'บันทึกการแสดงผล' })).toHaveCount(1);
  await expectNoAxeViolations(page, '.wishlist_manage_table');

  // A failed save (the server answers 500): back to 'ส่วนตัว', the message next to it.
  disarm.push(await addFault(page, { endpoint: 'save_privacy', status: 500, times: 1, when: { wishlist_id: id } }));
  await select.selectOption('0');
  const message = gift.locator('.talat-wishlist-field-message');
  await expectSeen(message);
  await expect(message).toHaveText('บันทึกการแสดงผลไม่สำเร็จ กลับไปใช้ค่าเดิมแล้ว กรุณาลองอีกครั้ง');
  await expect(select).toHaveValue('2');
  await expectNoAxeViolations(page, '.wishlist_manage_table');
  await page.reload();
  await expect(page.locator(`tr[data-wishlist-id="${id}"] select.wishlist-visibility`)).toHaveValue('2');
});

test('copy link copies the share URL and says so, with the mouse and with the keyboard', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await wishlistPage(page);
  const url = await page.locator('input.copy-target').inputValue();
  const trigger = page.locator('.copy-trigger');
  await expectSeen(trigger, { scroll: true });
  await trigger.click();
  await expectSeen(notice(page));
  await expect(notice(page)).toHaveText('คัดลอกลิงก์รายการโปรดแล้ว');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoAxeViolations(page, '.yith-wcwl-after-share-section');

  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.locator('input.copy-target').focus();
  await page.keyboard.press('Tab');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
});

test('frequently bought together: the product is added through reload_wishlist_and_adding_elem, the form and slider replaced', async ({ page }) => {
  const { token, nonces: n } = await wishlistPage(page);
  const listId = await page.locator('.wishlist_table').getAttribute('data-id');
  const button = page.locator('.yith-wfbt-add-wishlist').first();
  const productId = (await button.getAttribute('data-product-id'))!;
  await button.scrollIntoViewIfNeeded();
  const sent = page.waitForRequest((r) => actionOf(r) === 'reload_wishlist_and_adding_elem');
  await button.click();
  expect(Object.fromEntries(bodyOf(await sent))).toEqual({
    action: 'reload_wishlist_and_adding_elem',
    nonce: n.reload_wishlist_and_adding_elem_nonce,
    context: 'frontend',
    pagination: 'no',
    per_page: '5',
    wishlist_id: listId,
    wishlist_token: token,
    add_to_wishlist: productId,
    product_type: 'simple',
  });
  await expect(row(page, productId)).toHaveCount(1);
  await expect(page.locator(`.yith-wfbt-add-wishlist[data-product-id="${productId}"]`)).toHaveCount(0);
  await expectSeen(page.locator('#yith-wcwl-form .woocommerce-message'), { scroll: true });
  await expectSeen(row(page, productId), { scroll: true });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the manage form saves the visibility, the widget’s × and the slider’s button work as plain links', async ({ page }) => {
    await page.goto('/wishlist/');
    await page.locator('.wishlist-sidebar a.remove_from_all_wishlists[data-product-id="231"]').click();
    await expect(page).toHaveURL(/\/wishlist\/$/);
    await expect(row(page, 231)).toHaveCount(0);
    await expect(page.locator('.woocommerce-message').first()).toContainText('ลบสินค้าออกจากรายการโปรดแล้ว');

    const offer = page.locator('.yith-wfbt-add-wishlist').first();
    const productId = (await offer.getAttribute('data-product-id'))!;
    await offer.click();
    await expect(row(page, productId)).toHaveCount(1);

    await page.goto('/wishlist/manage/');
    const gift = page.locator('.wishlist_manage_table tr[data-wishlist-id]').filter({ hasText: 'ของขวัญปีใหม่' });
    await gift.locator('select.wishlist-visibility').selectOption('0');
    await page.locator('input[name="update_wishlist_options"]').click();
    await expect(page).toHaveURL(/\/wishlist\/manage\/$/);
    await expect(gift.locator('select.wishlist-visibility')).toHaveValue('0');
  });
});
