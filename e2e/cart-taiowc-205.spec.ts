import { expect, test, type Page } from '@playwright/test';
import { expectSeen } from './seen';
import { expectNoAxeViolations, addToCartElsewhere, useSpecGuards, waitForWidget } from './support';

// §2.5 on the real shop's side cart: TH All In One Woo Cart 2.0.5 as released (the demo's
// `?side_cart=2.0.5`, @talat/mocks cart/markup/taiowc-205.ts from the plugin's templates). Its
// every cart reply replaces the drawer's whole inside, the heading and the close link with it, so
// the open drawer must be named again each time (axe aria-dialog-name).

const LISTING = '/product-tag/inhalantbottle/';
const SIMPLE = 234;
const OTHER = 237;

const drawer = (page: Page) => page.locator('.taiowc-cart-model');
const openCart = (page: Page) => page.locator('.taiowc-wrap.model-cart-active');

useSpecGuards();

/** The 2.0.5 markup and redirect-after-add 'no' (both remembered in cookies), then the listing. */
async function listing205(page: Page): Promise<void> {
  await page.goto(`${LISTING}?redirect_after_add=no`);
  await page.goto(`${LISTING}?side_cart=2.0.5`);
  await expect(page).toHaveURL((url) => url.pathname === LISTING && url.search === '');
  await expect(page.locator('a.taiowc-content')).toHaveAttribute('href', '#');
  await waitForWidget(page, 'side-cart');
}

test("2.0.5's markup: the open drawer is a dialog named by the plugin's heading, after the page's fragments and after an add; axe finds no violation", async ({ page }) => {
  // Two axe scans of a listing page on a busy two-core machine.
  test.slow();
  // No slide-in: axe reads colours where the drawer is, not where it is passing by.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await addToCartElsewhere(page, OTHER);
  const refreshed = page.waitForResponse((response) => response.url().includes('wc-ajax=get_refreshed_fragments'));
  await listing205(page);
  // No cached fragments and a cart from before this page: the page asks for them, and 2.0.5's reply replaces the drawer's inside.
  await refreshed;
  await page.locator('a.taiowc-content').click();
  await expect(openCart(page)).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'ตะกร้าสินค้า' })).toHaveCount(1);
  await expectNoAxeViolations(page, '.taiowc-cart-model');
  await page.getByRole('button', { name: 'ปิดตะกร้า' }).click();
  await expect(openCart(page)).toHaveCount(0);

  await page.locator(`li.product.post-${SIMPLE} a.ajax_add_to_cart`).click();
  await expect(openCart(page)).toHaveCount(1);
  await expect(drawer(page).locator('.taiowc-woocommerce-mini-cart-item')).toHaveCount(2);
  await expect(drawer(page)).toHaveAttribute('data-talat-busy', 'false');
  await expectNoAxeViolations(page, '.taiowc-cart-model');
  const dialog = page.getByRole('dialog', { name: 'ตะกร้าสินค้า' });
  await expect(dialog).toHaveCount(1);
  await expectSeen(dialog);
});
