import { expect, test, type Request } from '@playwright/test';
import { expectSeen } from './seen';
import { useSpecGuards, waitForWidget } from './support';

// Issue 13, "one product page with variations": the demo's variable product (the airless pump
// bottle in three sizes, examples/pages/variable-product.ts). §3 "Wishlist item": the chosen
// variation becomes the add button's product, a reset puts the product back, and with 'reload on
// found variation' on (the demo's setting) load_fragments is sent for the changed button (§7).

const VARIABLE = '/product/airless-pump-bottle-15ml-white/';
const PARENT = 142;
const SIZE_30 = 145;
const actionOf = (request: Request) =>
  request.url().includes('admin-ajax.php') ? new URLSearchParams(request.postData() ?? '').get('action') : null;

useSpecGuards();

test('choosing a size makes the wishlist button that variation, reloads its fragment, and the add stores the size', async ({ page }) => {
  await page.goto(VARIABLE);
  await waitForWidget(page, 'wishlist');
  const container = page.locator('.yith-wcwl-add-to-wishlist').first();
  await expect(container.locator('a.add_to_wishlist')).toHaveAttribute('data-product-id', String(PARENT));

  const reload = page.waitForRequest((request) => actionOf(request) === 'load_fragments');
  await page.getByLabel('ขนาด').selectOption({ label: '30 ml' });
  const reloadBody = new URLSearchParams((await reload).postData() ?? '');
  const key = [...reloadBody.keys()].find((name) => name.endsWith('[product_id]'));
  expect(key && reloadBody.get(key)).toBe(String(SIZE_30));
  await expect(container).toHaveClass(new RegExp(`add-to-wishlist-${SIZE_30}`));

  const sent = page.waitForRequest((request) => actionOf(request) === 'add_to_wishlist');
  await page.locator('.yith-wcwl-add-to-wishlist a.add_to_wishlist').first().click();
  expect(new URLSearchParams((await sent).postData() ?? '').get('add_to_wishlist')).toBe(String(SIZE_30));
  await expectSeen(page.locator('#yith-wcwl-popup-message'));

  await page.goto('/wishlist/');
  await expect(page.locator(`[data-row-id="${SIZE_30}"]`).first()).toBeVisible();
  await expect(page.locator(`[data-row-id="${PARENT}"]`)).toHaveCount(0);
});

test('clearing the size puts the product back on the button (reset_data)', async ({ page }) => {
  await page.goto(VARIABLE);
  await waitForWidget(page, 'wishlist');
  await page.getByLabel('ขนาด').selectOption({ label: '50 ml' });
  const link = page.locator('.yith-wcwl-add-to-wishlist a.add_to_wishlist').first();
  await expect(link).not.toHaveAttribute('data-product-id', String(PARENT));
  await page.getByRole('link', { name: 'ล้าง' }).click();
  await expect(page.locator('.yith-wcwl-add-to-wishlist a.add_to_wishlist').first()).toHaveAttribute('data-product-id', String(PARENT));
});

test('without a size the form does not add, and the chosen size is what the cart gets', async ({ page }) => {
  await page.goto(VARIABLE);
  await waitForWidget(page, 'wishlist');
  await page.locator('form.variations_form .single_add_to_cart_button').click();
  await expect(page).toHaveURL(new RegExp(`${VARIABLE}$`));
  await page.getByLabel('ขนาด').selectOption({ label: '30 ml' });
  await page.locator('form.variations_form .single_add_to_cart_button').click();
  await expect(page.locator('.woocommerce-message').first()).toContainText('30 ml');
});
