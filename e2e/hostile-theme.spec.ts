import { expect, test, type Page } from '@playwright/test';
import { expectNotSeen, expectSeen } from './seen';
import { useSpecGuards, waitForWidget } from './support';

// Issue 11, "Seen, not just present": what a shopper sees, by hit tests (e2e/seen.ts), on the demo
// theme and on the hostile theme (`?hostile=1`, examples/assets/hostile-theme.css: the body
// scrolls and clips, a sticky header on top of everything with a transform, clipped and
// transformed wrappers around the search, the cart, the content and the footer).

const input = (page: Page) => page.getByRole('combobox', { name: 'ค้นหาสินค้า' });
const searchButton = (page: Page) => page.locator('#thaps-search-button');
const listbox = (page: Page) => page.getByRole('listbox', { name: 'คำแนะนำการค้นหา' });
const highlighted = (page: Page) => listbox(page).locator('[aria-selected="true"]');

useSpecGuards();

/** Types a query and waits for the whole word's answer, as a shopper would before using arrows. */
async function typeQuery(page: Page, query: string): Promise<void> {
  const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('match') === query);
  await input(page).click();
  await page.keyboard.type(query);
  await answered;
}

/** Opens icon mode's collapsed form when the page has one. */
async function openSearch(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'เปิดช่องค้นหา' });
  if (await toggle.isVisible()) await toggle.click();
}

const PAGES = ['/', '/?classic=1', '/?jquery=1', '/?icon=1', '/?hostile=1', '/?hostile=1&classic=1', '/?hostile=1&icon=1', '/product-tag/inhalantbottle/?hostile=1'];

for (const width of [1280, 390]) {
  for (const path of PAGES) {
    test(`live search at ${width} px on ${path}: ขวด shows a list a shopper sees; ArrowDown keeps the input, the button and the highlighted row in sight`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await page.goto(path);
      await waitForWidget(page, 'live-search');
      await openSearch(page);
      await typeQuery(page, 'ขวด');
      await expectSeen(listbox(page), { whole: true });
      await expectSeen(listbox(page).getByRole('option').first());
      // Deep into the list: the highlighted row scrolls into the list's own view, nothing else moves.
      for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowDown');
      await expectSeen(highlighted(page));
      await expectSeen(input(page));
      await expectSeen(searchButton(page));
      // The list never covers the box it belongs to.
      const [list, box] = await Promise.all([listbox(page).boundingBox(), page.locator('.thaps-from-wrap').first().boundingBox()]);
      expect(list!.y).toBeGreaterThanOrEqual(box!.y + box!.height);
      expect(list!.height).toBeLessThanOrEqual(300);
    });
  }
}

test('hostile theme: a suggestion is picked with the mouse', async ({ page }) => {
  await page.goto('/?hostile=1');
  await waitForWidget(page, 'live-search');
  await typeQuery(page, 'ขวดยาดม');
  const product = listbox(page).getByRole('group', { name: 'สินค้า', exact: true }).getByRole('option').first();
  await expectSeen(product);
  const href = (await product.getAttribute('href'))!;
  await product.click();
  await expect(page).toHaveURL((url) => url.pathname === new URL(href, 'http://x').pathname);
  await expect(page.locator('h1.product_title')).toBeVisible();
});

test('hostile theme: a suggestion is picked with the keyboard', async ({ page }) => {
  await page.goto('/?hostile=1');
  await waitForWidget(page, 'live-search');
  await typeQuery(page, 'ขวดยาดม');
  const categories = await listbox(page).getByRole('group', { name: 'หมวดหมู่สินค้า', exact: true }).getByRole('option').count();
  for (let i = 0; i <= categories; i++) await page.keyboard.press('ArrowDown');
  const product = listbox(page).getByRole('group', { name: 'สินค้า', exact: true }).getByRole('option').first();
  await expect(product).toHaveAttribute('aria-selected', 'true');
  await expectSeen(product);
  const href = (await product.getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === new URL(href, 'http://x').pathname);
});

/**
 * Where CSS anchor positioning exists (Chromium 125+) the browser places the list; elsewhere it
 * is measured (packages/ui/src/anchored-popup.ts). Both are driven here: 'measured' makes this
 * Chromium report no anchor positioning before any script runs.
 */
const POSITIONING = ['css', 'measured'] as const;

async function usePositioning(page: Page, positioning: (typeof POSITIONING)[number]): Promise<void> {
  if (positioning === 'css') return;
  await page.addInitScript(() => {
    const supports = CSS.supports.bind(CSS) as (...args: string[]) => boolean;
    CSS.supports = ((...args: string[]) => !/anchor|position-try/.test(args.join(' ')) && supports(...args)) as typeof CSS.supports;
  });
}

for (const positioning of POSITIONING) {
  test(`a short window (390×320, ${positioning} positioning): the list fits in the window on the bigger side, scrolls inside, and every row can be reached`, async ({ page }) => {
    await usePositioning(page, positioning);
    await page.setViewportSize({ width: 390, height: 320 });
    await page.goto('/?hostile=1');
    await waitForWidget(page, 'live-search');
    await typeQuery(page, 'ขวด');
    const list = listbox(page);
    await expectSeen(list, { whole: true });
    const [listBox, box] = await Promise.all([list.boundingBox(), page.locator('.thaps-from-wrap').first().boundingBox()]);
    // The header search is near the top: below is the bigger side, and the list fills it.
    expect(listBox!.y).toBeGreaterThanOrEqual(box!.y + box!.height);
    expect(listBox!.height).toBeLessThan(300);
    expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    const options = await list.getByRole('option').count();
    for (let i = 0; i < options; i++) await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
    await expectSeen(highlighted(page));
    await expectSeen(input(page));
  });
}

for (const positioning of POSITIONING) {
  for (const size of [{ width: 1280, height: 720 }, { width: 390, height: 320 }]) {
    test(`a search box at the bottom of a ${size.width}×${size.height} window (${positioning} positioning): the list opens above it, seen whole, and leaves the box uncovered`, async ({ page }) => {
      await usePositioning(page, positioning);
      await page.setViewportSize(size);
      await page.goto('/?hostile=1');
      await waitForWidget(page, 'live-search');
      // The plugin's form as the server printed it, placed again at the foot of the window (a footer
      // search, a bottom bar on phones); the registry enhances inserted markup by itself.
      await page.evaluate(async () => {
        const html = await (await fetch('/')).text();
        const printed = new DOMParser().parseFromString(html, 'text/html').querySelector('.thaps-search-box')!;
        const bar = document.createElement('div');
        bar.id = 'bottom-bar';
        bar.style.cssText = 'position:fixed;left:20px;right:20px;bottom:8px;overflow:hidden;transform:translateZ(0)';
        bar.append(document.importNode(printed, true));
        document.body.append(bar);
      });
      const bottomInput = page.locator('#bottom-bar input[name="s"]');
      await expect(bottomInput).toHaveAttribute('role', 'combobox');
      const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('match') === 'ขวด');
      await bottomInput.click();
      await page.keyboard.type('ขวด');
      await answered;
      const list = page.locator('#bottom-bar [role="listbox"]');
      await expectSeen(list, { whole: true });
      const [listBox, box] = await Promise.all([list.boundingBox(), page.locator('#bottom-bar .thaps-from-wrap').boundingBox()]);
      expect(listBox!.y + listBox!.height).toBeLessThanOrEqual(box!.y);
      await expectSeen(bottomInput);
    });
  }
}

test('hostile theme: the side cart opens in front of everything, is used, and closes by its backdrop', async ({ page }) => {
  await page.goto('/product-tag/inhalantbottle/?redirect_after_add=no');
  await page.goto('/product-tag/inhalantbottle/?hostile=1');
  await waitForWidget(page, 'side-cart');
  const drawer = page.locator('.taiowc-cart-model');
  await expectNotSeen(drawer);
  await page.locator('li.product a.ajax_add_to_cart').first().click();
  await expectSeen(drawer);
  const plus = drawer.getByRole('button', { name: 'เพิ่มจำนวน' }).first();
  await expectSeen(plus);
  const quantity = drawer.locator('input.taiowc-quantity').first();
  const before = Number(await quantity.inputValue());
  await plus.click();
  await expect(quantity).toHaveValue(String(before + 1));
  // The backdrop is the page around the drawer: a press there closes it.
  await page.mouse.click(40, 400);
  await expectNotSeen(drawer);
  // And the cart icon in the clipped, transformed header opens it again, seen.
  await page.locator('a.taiowc-content').first().click();
  await expectSeen(drawer);
  await page.keyboard.press('Escape');
  await expectNotSeen(drawer);
});

test('hostile theme: contact form tips and its response are seen', async ({ page }) => {
  await page.goto('/contact/?hostile=1');
  await waitForWidget(page, 'contact-form');
  await expect(page.locator('.wpcf7 .talat-cf-spinner').first()).toBeAttached();
  // Acceptance holds Send until the privacy box is ticked (§5); the box must be seen to be ticked.
  const privacy = page.locator('.wpcf7-form-control-wrap[data-name="accept-privacy"]').getByRole('checkbox');
  await expectSeen(privacy, { scroll: true });
  await privacy.check();
  await page.locator('.wpcf7 input.wpcf7-submit').click();
  const firstTip = page.locator('.wpcf7 .wpcf7-not-valid-tip').first();
  await expectSeen(firstTip, { scroll: true });
  await expectSeen(page.locator('.wpcf7 .wpcf7-response-output'), { scroll: true });
});

test('hostile theme: the footer lead form says which fields are required, where they are seen', async ({ page }) => {
  await page.goto('/?hostile=1');
  await waitForWidget(page, 'lead-form');
  const form = page.locator('.site-footer form.lead-form-front').first();
  await form.locator('.lf-form-submit').first().click();
  await expectSeen(form.locator('.lfb-field-error').first(), { scroll: true });
});

test('the list follows its box when the page scrolls and the window is resized', async ({ page }) => {
  await page.goto('/');
  await waitForWidget(page, 'live-search');
  await typeQuery(page, 'ขวด');
  await expectSeen(listbox(page));
  const gap = async () => {
    const [list, box] = await Promise.all([listbox(page).boundingBox(), page.locator('.thaps-from-wrap').first().boundingBox()]);
    return { top: Math.round(list!.y - (box!.y + box!.height)), left: Math.round(list!.x - box!.x) };
  };
  const before = await gap();
  expect(before.top).toBeGreaterThanOrEqual(0);
  const inputTop = async () => (await input(page).boundingBox())!.y;
  const startTop = await inputTop();
  await page.mouse.wheel(0, 30);
  // The page did scroll: the input moved up, and the list with it.
  await expect.poll(inputTop).toBeLessThan(startTop - 10);
  await expect.poll(gap).toEqual(before);
  await page.setViewportSize({ width: 1000, height: 700 });
  await expect.poll(gap).toEqual(before);
  await expectSeen(input(page));
});
