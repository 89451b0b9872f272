import { expect, test, type Page } from '@playwright/test';
import { expectSeen } from './seen';
import { addFault, expectNoAxeViolations, useSpecGuards, waitForWidget } from './support';

// §2.3, §4, §5, §7, §8 Live search on the demo shop, with the built script-tag bundles.

const input = (page: Page) => page.getByRole('combobox', { name: 'ค้นหาสินค้า' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'คำแนะนำการค้นหา' });

const disarm = useSpecGuards();

test('type a Thai query, arrow down, Enter lands on the product page', async ({ page }) => {
  await page.goto('/product-tag/inhalantbottle/');
  await expect(page.getByRole('navigation', { name: 'เส้นทาง' })).toContainText('สินค้าที่ติดแท็ก “InhalantBottle”');
  await waitForWidget(page, 'live-search');
  await input(page).click();
  // The arrows must come after the whole word's answer: a newer list starts unhighlighted (§5).
  const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('match') === 'ขวดยาดม');
  await page.keyboard.type('ขวดยาดม');
  await answered;
  const products = listbox(page).getByRole('group', { name: 'สินค้า', exact: true }).getByRole('option');
  await expect(products.first()).toContainText('ยาดม');
  // Nothing is highlighted automatically (§5).
  await expect(listbox(page).locator('[aria-selected="true"]')).toHaveCount(0);
  const optionCount = await listbox(page).getByRole('option').count();
  const categories = await listbox(page).getByRole('group', { name: 'หมวดหมู่สินค้า', exact: true }).getByRole('option').count();
  for (let i = 0; i <= categories; i++) await page.keyboard.press('ArrowDown');
  const first = products.first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  expect(optionCount).toBeGreaterThan(1);
  const href = await first.getAttribute('href');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('h1.product_title')).toBeVisible();
});

test('Escape hides the list and restores what was typed', async ({ page }) => {
  await page.goto('/');
  await waitForWidget(page, 'live-search');
  await input(page).click();
  // The arrows must come after the whole word's answer: a newer list starts unhighlighted (§5).
  const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('match') === 'ลูกกลิ้ง');
  await page.keyboard.type('ลูกกลิ้ง');
  await answered;
  await expectSeen(listbox(page));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(input(page)).not.toHaveValue('ลูกกลิ้ง');
  await page.keyboard.press('Escape');
  await expect(input(page)).toHaveValue('ลูกกลิ้ง');
  await expect(listbox(page)).toBeHidden();
  await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
});

test('Enter with nothing highlighted submits to the full results page', async ({ page }) => {
  await page.goto('/');
  await waitForWidget(page, 'live-search');
  await input(page).click();
  await page.keyboard.type('เซรั่ม');
  await expectSeen(listbox(page));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?s=%E0%B9%80%E0%B8%8B%E0%B8%A3%E0%B8%B1%E0%B9%88%E0%B8%A1&post_type=product&thaps_srch=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ผลการค้นหา: “เซรั่ม”');
});

test('a slow earlier response never overwrites a later one', async ({ page }) => {
  disarm.push(await addFault(page, { endpoint: 'thaps_ajax_get_search_value', when: { match: 'jar' }, delayMs: 1500 }));
  await page.goto('/');
  await waitForWidget(page, 'live-search');
  const slowJar = page.waitForEvent('requestfailed', (r) => r.url().includes('match=jar'));
  await input(page).fill('jar');
  await input(page).fill('serum');
  await expectSeen(listbox(page));
  const serumRows = await listbox(page).getByRole('option').allTextContents();
  // The earlier, slower search was aborted in flight; its answer can never land.
  await slowJar;
  expect(await listbox(page).getByRole('option').allTextContents()).toEqual(serumRows);
  expect(serumRows.join(' ').toLowerCase()).toContain('serum');
  await expect(input(page)).toHaveValue('serum');
});

test('a failed search shows nothing and the next one works', async ({ page }) => {
  disarm.push(await addFault(page, { endpoint: 'thaps_ajax_get_search_value', when: { match: 'ครีม' }, status: 500, times: 1 }));
  await page.goto('/');
  await waitForWidget(page, 'live-search');
  const failed = page.waitForResponse((r) => r.url().includes('thaps_ajax_get_search_value') && r.status() === 500);
  await input(page).fill('ครีม');
  await failed;
  await expect(page.locator('.talat-search__spinner')).toHaveCount(0);
  await expect(listbox(page)).toBeHidden();
  await expect(input(page)).toHaveValue('ครีม');
  await input(page).fill('ครีมบำรุง');
  await expectSeen(listbox(page));
});

test('the results page keeps its query in the header box and suggests it on focus', async ({ page }) => {
  await page.goto('/?s=%E0%B9%80%E0%B8%8B%E0%B8%A3%E0%B8%B1%E0%B9%88%E0%B8%A1&post_type=product&thaps_srch=1');
  await waitForWidget(page, 'live-search');
  await expect(input(page)).toHaveValue('เซรั่ม');
  await expect(listbox(page)).toBeHidden();
  await input(page).focus();
  await expectSeen(listbox(page).getByRole('option').first());
  await expect(input(page)).toHaveValue('เซรั่ม');
});

test('a hostile product title stays text', async ({ page }) => {
  await page.goto('/');
  await waitForWidget(page, 'live-search');
  await input(page).fill('ขวดทดสอบ');
  const option = listbox(page).getByRole('option').filter({ hasText: 'onerror' });
  await expect(option).toContainText('<img src=x onerror=alert(1)>ขวดทดสอบ');
  await expect(option.locator('.talat-search__title img')).toHaveCount(0);
});

for (const build of ['module', 'classic'] as const) {
  test(`a product's price markup comes in through the sanitiser and shows (${build} build)`, async ({ page }) => {
    await page.goto(build === 'classic' ? '/?classic=1' : '/');
    await waitForWidget(page, 'live-search');
    await input(page).fill('ขวดลูกกลิ้ง');
    const price = listbox(page).locator('.talat-search__price .woocommerce-Price-amount').first();
    await expect(price).toContainText('฿');
    await expect(price).toBeVisible();
    expect(await price.evaluate((element) => element.closest('.talat-search__price > [data-talat-server-markup]') !== null)).toBe(true);
  });
}

test('axe finds no violation inside the widget, list open and closed', async ({ page }) => {
  await page.goto('/');
  await waitForWidget(page, 'live-search');
  await expectNoAxeViolations(page, '.thaps-search-box');
  await input(page).fill('ขวด');
  await expect(listbox(page)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expectNoAxeViolations(page, '.thaps-search-box');
});

test('the live region announces how many suggestions there are', async ({ page }) => {
  await page.goto('/');
  await waitForWidget(page, 'live-search');
  await input(page).fill('zzzz');
  await expect(page.locator('.thaps-search-box [role="status"]')).toHaveText('ไม่พบผลลัพธ์');
  await input(page).fill('ขวดยาดม');
  await expect(page.locator('.thaps-search-box [role="status"]')).toHaveText(/^พบคำแนะนำ \d+ รายการ/);
});

test('icon mode: the icon opens the form and focuses the input, keyboard only', async ({ page }) => {
  await page.goto('/?icon=1');
  await waitForWidget(page, 'live-search');
  const toggle = page.getByRole('button', { name: 'เปิดช่องค้นหา' });
  await expect(input(page)).toBeHidden();
  await toggle.focus();
  // Enter and typing at once: not a letter may go to the icon.
  await page.keyboard.press('Enter');
  await page.keyboard.type('ขวด');
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('ขวด');
  await expectSeen(listbox(page));
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(input(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'เปิดช่องค้นหา' })).toBeFocused();
});

test('the classic build behaves the same', async ({ page }) => {
  await page.goto('/?classic=1');
  await waitForWidget(page, 'live-search');
  await input(page).fill('ขวด');
  await expectSeen(listbox(page).getByRole('option').first());
});

/**
 * Holds every widget's interactive chunk until the test releases it, so the shopper acts while
 * only the first load is on the page (DESIGN.md "Three layers on every page").
 */
async function holdInteractiveChunks(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/talat/chunks/interactive-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Every query the page sent to the search endpoint, in order. */
function searchedQueries(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.get('action') === 'thaps_ajax_get_search_value') queries.push(url.searchParams.get('match') ?? '');
  });
  return queries;
}

test('typed before the chunk is in: once it comes, the whole text is searched and every character kept', async ({ page }) => {
  const release = await holdInteractiveChunks(page);
  const queries = searchedQueries(page);
  await page.goto('/');
  await waitForWidget(page, 'live-search');
  const plain = page.locator('input[name="s"]');
  await plain.click();
  await page.keyboard.type('ขวดยาดม', { delay: 30 });
  // Still the printed form: no search combobox and no list yet, and nothing searched. (The page
  // has other comboboxes of its own: the sidebar's category dropdown, the sort select.)
  await expect(input(page)).toHaveCount(0);
  await page.waitForTimeout(1_000);
  expect(queries).toEqual([]);
  const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('match') === 'ขวดยาดม');
  release();
  await answered;
  await expectSeen(listbox(page).getByRole('option').first());
  await expect(listbox(page).getByRole('group', { name: 'สินค้า', exact: true }).getByRole('option').first()).toContainText('ยาดม');
  await expect(input(page)).toHaveValue('ขวดยาดม');
  await expect(input(page)).toBeFocused();
  expect(queries).toEqual(['ขวดยาดม']);
  // And it carries on as a live search.
  await page.keyboard.type('ส');
  await expect(input(page)).toHaveValue('ขวดยาดมส');
  await expect.poll(() => queries).toEqual(['ขวดยาดม', 'ขวดยาดมส']);
});

test('ArrowDown pressed before the chunk is in lands on the first suggestion once it is', async ({ page }) => {
  const release = await holdInteractiveChunks(page);
  await page.goto('/');
  await waitForWidget(page, 'live-search');
  await page.locator('input[name="s"]').click();
  await page.keyboard.type('ขวดยาดม');
  await page.keyboard.press('ArrowDown');
  release();
  const first = listbox(page).getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
});

test('a composition open when the chunk comes is searched when it ends, not before', async ({ page }) => {
  const release = await holdInteractiveChunks(page);
  const queries = searchedQueries(page);
  await page.goto('/');
  await waitForWidget(page, 'live-search');
  await page.locator('input[name="s"]').click();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text: 'ขวด', selectionStart: 3, selectionEnd: 3 });
  release();
  await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
  await page.waitForTimeout(500);
  expect(queries).toEqual([]);
  await cdp.send('Input.insertText', { text: 'ขวด' });
  await expectSeen(listbox(page).getByRole('option').first());
  await expect(input(page)).toHaveValue('ขวด');
  expect(queries).toEqual(['ขวด']);
});

test('when the chunk cannot load, the printed form still searches on the results page', async ({ page }) => {
  await page.route('**/talat/chunks/interactive-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await waitForWidget(page, 'live-search');
  await page.locator('input[name="s"]').click();
  await page.keyboard.type('ขวด');
  await expect(input(page)).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?s=%E0%B8%82%E0%B8%A7%E0%B8%94&post_type=product&thaps_srch=1$/);
  await expect(page.locator('ul.products li.product').first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the server form still submits to the results route', async ({ page }) => {
    await page.goto('/');
    await page.locator('input[name="s"]').fill('ขวด');
    await page.locator('#thaps-search-button').click();
    await expect(page).toHaveURL(/\?s=%E0%B8%82%E0%B8%A7%E0%B8%94&post_type=product&thaps_srch=1$/);
    await expect(page.locator('ul.products li.product').first()).toBeVisible();
  });
});
