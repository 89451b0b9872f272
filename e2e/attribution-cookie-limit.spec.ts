import { expect, test, type Page } from '@playwright/test';
import { useSpecGuards, waitForWidget } from './support';

// Issue 17, §3 "Order attribution" (source_type utm, its source and medium), §9 attribution rows:
// a campaign link whose values push sourcebuster's cookies past the browser's 4,096 bytes
// (packages/attribution/src/sourcebuster/fit-cookie.ts). WooCommerce's script, and Talat before
// the fix, lost sbjs_current to the browser's limit and the next page counted a typed-in visit
// ((direct) / (none)): a source the shopper never had. Now the long values are shortened and the
// checkout carries the true source.

useSpecGuards();

const SIMPLE = 234;
const THAI_TERM = 'กระปุกครีม'.repeat(12); // 120 Thai characters: 1,800 bytes once in the cookie
const LONG_CONTENT = 'a'.repeat(3000);
const UTM = { utm_source: 'facebook', utm_medium: 'cpc', utm_campaign: 'songkran-sale', utm_content: LONG_CONTENT, utm_term: THAI_TERM };
const LANDING = `/?${new URLSearchParams(UTM).toString()}`;

/** sourcebuster's session cookie's page count (`pgs`): the rules counted this many page views. */
async function countedPages(page: Page): Promise<number> {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'sbjs_session');
  const match = /(?:^|\|\|\|)pgs=(\d+)/.exec(decodeURIComponent(session?.value ?? ''));
  return match ? Number(match[1]) : 0;
}

/** The rules have run on this page: sbjs_udata (short on every page, so kept even before the fix) counts the visit. */
async function counted(page: Page): Promise<void> {
  await waitForWidget(page, 'attribution');
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'sbjs_udata')).toBe(true);
}

const input = (page: Page, field: string) => page.locator(`form.checkout wc-order-attribution-inputs input[name="wc_order_attribution_${field}"]`);

test('a campaign link past the cookie limit: the classic checkout carries utm, its real source and medium, and the values shortened', async ({ page }) => {
  const landingResponse = await page.goto(LANDING);
  expect(landingResponse?.ok()).toBe(true);
  await counted(page);
  const landing = decodeURIComponent(page.url());

  // Every later request carries the cookies: the shop's server still accepts them.
  const cart = await page.goto(`/cart/?add-to-cart=${SIMPLE}`);
  expect(cart?.ok()).toBe(true);
  await counted(page);
  await expect(page.locator('.woocommerce-cart-form')).toHaveCount(1);
  const checkout = await page.goto('/checkout/');
  expect(checkout?.ok()).toBe(true);
  await counted(page);

  await expect(page.locator('form.checkout wc-order-attribution-inputs input[type="hidden"]')).toHaveCount(16);
  await expect(input(page, 'source_type')).toHaveValue('utm');
  await expect(input(page, 'utm_source')).toHaveValue('facebook');
  await expect(input(page, 'utm_medium')).toHaveValue('cpc');
  await expect(input(page, 'utm_campaign')).toHaveValue('songkran-sale');
  // The two long values, shortened longest first to one length (sourcebuster/fit-cookie.ts): 219
  // bytes of sbjs_current besides them leave 805 of its 1,024, and a shortened Thai character takes
  // 9 bytes, so 80 characters each (80 + 720).
  await expect(input(page, 'utm_content')).toHaveValue('a'.repeat(80));
  await expect(input(page, 'utm_term')).toHaveValue(THAI_TERM.slice(0, 80));
  await expect(input(page, 'utm_id')).toHaveValue('(none)');
  await expect(input(page, 'referrer')).toHaveValue('(none)');
  // The landing address is kept from its start, shortened to fit sbjs_current_add.
  const entry = await input(page, 'session_entry').inputValue();
  expect(entry.length).toBeGreaterThan(`${new URL(page.url()).origin}/?utm_source=facebook`.length);
  expect(landing.startsWith(entry)).toBe(true);
  await expect(input(page, 'session_start_time')).toHaveValue(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  // The landing's session cookie (its page address shortened) was kept: one visit, three pages.
  await expect(input(page, 'session_pages')).toHaveValue('3');
  await expect(input(page, 'session_count')).toHaveValue('1');
  expect(await countedPages(page)).toBe(3);
});
