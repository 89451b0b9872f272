/**
 * The cart on the real shop (WooCommerce 9.3.3 and TH All In One Woo Cart 2.0.5 answering):
 * add to cart from the tag listing and from a product page, the side cart's quantity and remove,
 * then the cart page. Each step's calls to the PHP (add_to_cart, taiowc_update_item_quantity, the
 * product form's POST) are compared with the plugins' own scripts, and the cart WooCommerce
 * keeps for the session (the Store API's cart) must end the same.
 */
import type { Page } from 'playwright-core';
import { assert, assertEqual, check } from '../../support';
import { callName, normalise, type PhpCall } from '../recorder';
import { query } from '../shop';
import { inBothModes, type Flow } from './flow';

interface Product {
  id: number;
  sku: string;
  name: string;
  slug: string;
}

/** The calls a cart action makes to the PHP; the page loads and fragment refreshes around them are left out. */
const CART_ACTIONS = new Set(['wc-ajax:add_to_cart', 'wc-ajax:taiowc_update_item_quantity', 'wc-ajax:remove_from_cart']);
const cartCalls = (calls: PhpCall[]) => calls.filter((call) => CART_ACTIONS.has(callName(call)) || (call.method === 'POST' && call.kind === 'document')).map((call) => normalise(call));

/** Settles after an action: the network quiet, so every call it made is recorded. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** The side cart is open and its line for `name` is what the shopper sees there (a hit test on the line's title). */
async function lineSeen(page: Page, name: string): Promise<boolean> {
  const line = page.locator('.taiowc-cart-model-body .taiowc-woocommerce-mini-cart-item').filter({ hasText: name }).first();
  try {
    await line.waitFor({ state: 'visible', timeout: 10_000 });
  } catch {
    return false;
  }
  // The drawer slides in: wait for it to stand still, then look.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 5_000 }).catch(() => undefined);
  return line.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** The session's cart as WooCommerce holds it (the Store API, with this context's cookies). */
async function serverCart(page: Page, origin: string): Promise<Array<[number, number]>> {
  const response = await page.context().request.get(`${origin}/wp-json/wc/store/v1/cart`);
  const cart = (await response.json()) as { items: Array<{ id: number; quantity: number }> };
  return cart.items.map((item) => [item.id, item.quantity] as [number, number]).sort((a, b) => a[0] - b[0]);
}

export const cartFlow: Flow = {
  name: 'cart',
  async run(context) {
    const products = query<{ products: Product[] }>('state').products;
    const first = products.find((product) => product.sku === 'IB-ROLL-1')!;
    const second = products.find((product) => product.sku === 'IB-GLASS-5')!;

    const runs = await inBothModes(context, {}, async ({ page, recording, origin }) => {
      const steps: Record<string, PhpCall[]> = {};
      const seen: Record<string, boolean> = {};
      /** Every call of each step, named: said when a step's cart calls differ. */
      const every: Record<string, string[]> = {};
      /** One action; `answer` names the wc-ajax call it waits for (networkidle alone can fall between a held click and its call). */
      const step = async (name: string, action: () => Promise<unknown>, answer?: string) => {
        recording.mark();
        const answered = answer ? page.waitForResponse((response) => response.url().includes(`wc-ajax=${answer}`), { timeout: 15_000 }) : undefined;
        await action();
        await answered;
        await settle(page);
        steps[name] = cartCalls(recording.calls);
        every[name] = recording.calls.map(callName);
      };

      await page.goto(`${origin}/product-tag/inhalantbottle/`, { waitUntil: 'load' });
      await settle(page);
      await step('add from the listing', () => page.click(`a.add_to_cart_button[data-product_id="${first.id}"]`), 'add_to_cart');
      seen.drawerAfterAdd = await lineSeen(page, first.name);

      await step('side cart +', () => page.locator('.taiowc-cart-model-body .quantity-increment').first().click(), 'taiowc_update_item_quantity');
      seen.quantityTwo = (await page.locator('.taiowc-cart-model-body input.taiowc-quantity').first().inputValue()) === '2';

      await page.goto(`${origin}/product/${second.slug}/`, { waitUntil: 'load' });
      await settle(page);
      await step('add from the product page', async () => {
        await page.fill('form.cart input.qty', '3');
        await page.click('form.cart button[name="add-to-cart"]');
        await page.waitForLoadState('load');
      });

      await step('side cart remove', async () => {
        await page.click('a.taiowc-content');
        const line = page.locator('.taiowc-cart-model-body .taiowc-woocommerce-mini-cart-item').filter({ hasText: first.name }).first();
        await line.waitFor({ state: 'visible', timeout: 10_000 });
        await page.click(`.taiowc-cart-model-body a.taiowc-remove-item[data-product_id="${first.id}"]`);
        await line.waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
      }, 'taiowc_update_item_quantity');
      const cart = await serverCart(page, origin);

      await page.goto(`${origin}/cart/`, { waitUntil: 'load' });
      await settle(page);
      const cartPage = await page.locator('table.shop_table.cart tr.cart_item td.product-name').allInnerTexts();
      return { steps, every, seen, cart, cartPage: cartPage.map((text) => text.trim()) };
    });

    const talat = runs.talat.result;
    const own = runs.own.result;
    check('cart: the flow runs with Talat and with the plugins\' own scripts', () => {
      assert(!runs.talat.error, `Talat: ${runs.talat.error}`);
      assert(!runs.own.error, `own scripts: ${runs.own.error}`);
    });
    for (const name of ['add from the listing', 'side cart +', 'add from the product page', 'side cart remove']) {
      check(`cart, ${name}: the PHP receives the same requests as from WooCommerce's and TH All In One Woo Cart's scripts`, () => {
        assert(talat?.steps[name] && own?.steps[name], 'the step did not run');
        const context = `\n  every call with Talat: ${talat.every[name]!.join(', ')}\n  with the plugins: ${own.every[name]!.join(', ')}`;
        assert(talat.steps[name]!.length > 0, `no cart request${context}`);
        assertEqual(talat.steps[name], own.steps[name], `${name}${context}`);
      });
    }
    check('cart: after the add the side cart is open and its new line seen (hit test), as with the plugin; + shows 2', () => {
      assert(talat?.seen.drawerAfterAdd, 'the line is not seen in the side cart with Talat');
      assert(own?.seen.drawerAfterAdd, "the line is not seen in the plugin's side cart");
      assert(talat.seen.quantityTwo, 'the quantity is not 2 after + with Talat');
    });
    check(`cart: WooCommerce's cart ends the same (${second.name} × 3), and the cart page lists it`, () => {
      assertEqual(talat?.cart, [[second.id, 3]], 'the cart with Talat');
      assertEqual(talat?.cart, own?.cart, "the cart with the plugins' scripts");
      assertEqual(talat?.cartPage.length, 1, 'lines on the cart page');
      assertEqual(talat?.cartPage, own?.cartPage, 'the cart page');
    });
    check('cart: no console error with Talat', () => {
      assertEqual(runs.talat.console.filter((line) => /^(error|uncaught)/.test(line)), [], 'console');
    });
  },
};
