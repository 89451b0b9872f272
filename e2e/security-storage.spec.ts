import { expect, test } from '@playwright/test';
import { isParseReport, labState } from './security/lab-page';
import type { LabTools } from './security/types';
import { openShopWithCsp } from './security/shop-door';
import { waitForWidget } from './support';

// Issue 10: markup from storage is server markup too. The cart applies its session cache of
// fragments on the next page without a request (§4); that copy goes through the same door, so a
// poisoned cache (the mutation-XSS round trip included) runs nothing and keeps nothing dangerous.

const LISTING = '/product-tag/inhalantbottle/';
const MINI_CART = 'div.widget_shopping_cart_content';

const POISONED = [
  '<b class="from-cache">จากแคช</b>',
  '<a href="java\tscript:alert(4)">ลิงก์</a>',
  '<img name="cookie"><div id="talat-config">{}</div>',
  '<img src="x" onerror="alert(1)">',
  '<b><noscript><!-- </noscript><img src=x onerror=alert(3) --></noscript></b>',
  '<style>body{display:none}</style>',
  // Last: its <style> would swallow whatever follows it as text (a parse, not an attack).
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(2)>',
].join('');

test('a poisoned session cache of fragments is applied through the door: nothing runs, nothing dangerous stays', async ({ page, baseURL }) => {
  await openShopWithCsp(page, baseURL!, LISTING);
  await waitForWidget(page, 'cart');
  // The page's own storage keys (WooCommerce's wc_cart_fragments_params keys, which the recipe's
  // config block carries once wc-cart-fragments is dequeued, issue 11) and an empty cart: a cache
  // with no hash matches no cookie, which §4 counts as valid.
  await page.evaluate(
    ({ selector, markup }) => {
      const block = document.querySelector('script#talat-config[type="application/json"]')?.textContent ?? '{}';
      const keys = (JSON.parse(block) as { cart: { fragmentName: string; cartHashKey: string } }).cart;
      document.cookie = 'woocommerce_cart_hash=; max-age=0; path=/';
      sessionStorage.setItem(keys.fragmentName, JSON.stringify({ [selector]: `<div class="widget_shopping_cart_content">${markup}</div>` }));
      sessionStorage.setItem(keys.cartHashKey, '');
      sessionStorage.removeItem('wc_cart_created');
    },
    { selector: MINI_CART, markup: POISONED },
  );
  const refreshes: string[] = [];
  page.on('request', (request) => request.url().includes('wc-ajax=get_refreshed_fragments') && refreshes.push(request.url()));
  await page.reload();
  await waitForWidget(page, 'cart');
  const cached = page.locator(`${MINI_CART} b.from-cache`).first();
  await expect(cached).toHaveText('จากแคช');
  expect(refreshes, 'the cache was not used').toEqual([]);

  // The lab's own pass over what the cache brought: every event type on every element, a second
  // for timers, then its scan (handlers, script URLs, forbidden elements, clobbering names, forms).
  const exercised = await page.evaluate(async (selector) => {
    const tools = (window as unknown as { __labTools: LabTools }).__labTools;
    return tools.exercise([{ probe: 0, root: document.querySelector(selector)! }]);
  }, MINI_CART);
  expect(exercised.findings).toEqual([]);
  await expect(page.locator(`${MINI_CART} a`)).toHaveText('ลิงก์');
  await expect(page.locator(`${MINI_CART} a`)).not.toHaveAttribute('href');
  expect(await page.evaluate(() => [getComputedStyle(document.body).display, typeof document.cookie])).toEqual(['block', 'string']);

  // Nothing ran: no recorder call at any time; no CSP report once the parse was over (reports
  // during the load are the page's own inline scripts and the sanitiser parsing the handlers).
  const state = await labState(page);
  expect(state.hits).toEqual([]);
  expect(state.violations.filter((violation) => violation.phase !== 'load' && !isParseReport(violation))).toEqual([]);
});
