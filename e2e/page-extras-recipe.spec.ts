import { expect, test, type Page } from '@playwright/test';
import { expectNotSeen, expectSeen } from './seen';
import { useSpecGuards, waitForWidget } from './support';

// Issue 16, the recipe (README "Page extras", docs/decisions.md 421-424): the page extras
// load on every page. On cart and checkout, where WordPress keeps WooCommerce's woocommerce.js
// (wc-cart / wc-checkout depend on it), the demo prints its `woocommerce_params` and the config's
// `pageExtras.woocommerceScript: true`: the page extras leave woocommerce.js its own behaviours
// (the store notice stays as printed here, the demo serving no woocommerce.js) and keep the
// theme's (the side menu). Elsewhere woocommerce.js and its params are gone and the block carries
// ajaxUrl / wcAjaxUrl.

useSpecGuards();

const notice = (page: Page) => page.locator('.woocommerce-store-notice');
const toggle = (page: Page) => page.locator('.menu-toggle');
const panel = (page: Page) => page.locator('#side-menu');

async function printed(page: Page) {
  return page.evaluate(() => ({
    params: Object.prototype.toString.call((window as unknown as { woocommerce_params?: unknown }).woocommerce_params),
    extra: document.querySelectorAll('#woocommerce-js-extra').length,
    config: JSON.parse(document.getElementById('talat-config')?.textContent ?? '{}') as { ajaxUrl?: string; wcAjaxUrl?: string; pageExtras?: { woocommerceScript?: boolean } },
  }));
}

for (const path of ['/cart/', '/checkout/']) {
  test(`${path}: woocommerce.js stays, the page extras load beside it: the theme's side menu works, the store notice is left to woocommerce.js`, async ({ page }) => {
    await page.goto(path);
    await waitForWidget(page, 'page-extras');
    const { params, extra, config } = await printed(page);
    expect({ params, extra, woocommerceScript: config.pageExtras?.woocommerceScript, ajaxUrl: config.ajaxUrl }).toEqual({
      params: '[object Object]',
      extra: 1,
      woocommerceScript: true,
      ajaxUrl: undefined,
    });
    await expect(toggle(page)).toHaveAttribute('role', 'button');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expectSeen(panel(page));
    await page.keyboard.press('Escape');
    await expectNotSeen(panel(page));
    // woocommerce.js's store notice: not shown and not made a button by the page extras.
    await expect(notice(page)).toBeAttached();
    await expectNotSeen(notice(page));
    await expect(notice(page).locator('.woocommerce-store-notice__dismiss-link')).not.toHaveAttribute('role', 'button');
  });
}

test('/: woocommerce.js and its params are gone, the block carries the URLs, the page extras show the store notice', async ({ page }) => {
  await page.goto('/');
  await waitForWidget(page, 'page-extras');
  const { params, extra, config } = await printed(page);
  expect({ params, extra, woocommerceScript: config.pageExtras?.woocommerceScript, ajaxUrl: config.ajaxUrl, wcAjaxUrl: config.wcAjaxUrl }).toEqual({
    params: '[object Undefined]',
    extra: 0,
    woocommerceScript: false,
    ajaxUrl: '/wp-admin/admin-ajax.php',
    wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
  });
  await expectSeen(notice(page), { scroll: true });
  await expect(notice(page).locator('.woocommerce-store-notice__dismiss-link')).toHaveAttribute('role', 'button');
});
