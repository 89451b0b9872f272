/**
 * Never beside the replaced script, when the recipe cannot prevent it: the theme enqueues, from
 * inside the page, a script that depends on the plugin's handle (X-Talat-Test-Late-Dependant),
 * so WordPress prints the plugin's script after the widget's tag is out. The widget finds it live
 * at mount and stands down: one console warning naming the handle, nothing of Talat's mounted, and
 * the plugin's script alone does the work (one search per keystroke, one add_to_wishlist, one
 * add_to_cart, one th_get_compare_product per press); the contact form, lead form, payment form,
 * documents and attribution widgets stand down the same way on their pages.
 */
import type { Page } from 'playwright-core';
import { assert, assertEqual, check } from '../../support';
import { callName } from '../recorder';
import { query } from '../shop';
import { inMode, type Flow, type FlowContext } from './flow';

interface StoodDown {
  comment: boolean;
  printed: boolean;
  stoodDown: string;
  mounted: string;
  warnings: string[];
  calls: number;
}

async function late(context: FlowContext, handle: string, path: string, act: (page: Page) => Promise<void>, call: string): Promise<{ result?: StoodDown; error?: string }> {
  const run = await inMode(context, 'talat', { extraHTTPHeaders: { 'X-Talat-Test-Late-Dependant': handle } }, async ({ page, recording, origin }) => {
    const html = await (await page.context().request.get(`${origin}${path}`)).text();
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && message.text().includes('[Talat]') && warnings.push(message.text()));
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    recording.mark();
    await act(page);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const marks = await page.evaluate(() => ({
      stoodDown: document.body.getAttribute('data-talat-stood-down') ?? '',
      mounted: [...document.querySelectorAll<HTMLElement>('[data-talat-mounted]')].map((element) => element.dataset.talatMounted).join(' '),
    }));
    return {
      comment: html.includes(`stands down; a script enqueued late depends on ${handle}`),
      printed: new RegExp(`id=['"]${handle}-js['"]`).test(html),
      ...marks,
      warnings,
      calls: recording.calls.filter((recorded) => callName(recorded) === call).length,
    };
  });
  return { result: run.result, error: run.error };
}

/** The checks every stand-down shares: the plugin's script back, the widget marked and not mounted, one warning naming the handle. */
function assertStoodDown(run: { result?: StoodDown; error?: string }, widget: string, handle: string): StoodDown {
  assert(!run.error, run.error ?? '');
  const result = run.result!;
  assert(result.printed && result.comment, `the plugin's script printed: ${result.printed}, the footer comment: ${result.comment}`);
  assert(result.stoodDown.split(' ').includes(widget), `body[data-talat-stood-down] is "${result.stoodDown}"`);
  assert(!result.mounted.split(' ').includes(widget), `${widget} mounted: ${result.mounted}`);
  assertEqual(result.warnings.filter((line) => line.includes(handle)).length, 1, `warnings naming the handle (${result.warnings.join(' | ')})`);
  return result;
}

/** One press, and the wait for the plugin's answer to it (a failed press rejects the wait, never leaves it unhandled). */
async function pressAndWait(page: Page, answer: (url: string, body: string) => boolean, press: () => Promise<unknown>): Promise<void> {
  const answered = page.waitForResponse((response) => answer(response.url(), response.request().postData() ?? ''), { timeout: 15_000 });
  answered.catch(() => undefined);
  await press();
  await answered;
}

export const standDownFlow: Flow = {
  name: 'stand-down',
  async run(context) {
    const search = await late(
      context,
      'th-advance-product-search-front',
      '/',
      async (page) => {
        const input = page.locator('input.thaps-search-autocomplete').first();
        await input.click();
        for (const character of 'ขวดยาดม') await input.pressSequentially(character, { delay: 120 });
        await page.locator('.thaps-autocomplete-suggestions .thaps-suggestion-product').first().waitFor({ state: 'visible', timeout: 10_000 });
      },
      'admin-ajax:thaps_ajax_get_search_value',
    );
    check('a theme script enqueued late that depends on th-advance-product-search-front: the live search stands down (one warning naming the handle, nothing mounted), the plugin\'s script alone sends one search per keystroke', () => {
      const result = assertStoodDown(search, 'live-search', 'th-advance-product-search-front');
      assertEqual(result.calls, 7, 'searches for 7 keystrokes');
    });

    const product = query<{ products: Array<{ id: number; sku: string }> }>('state').products.find((item) => item.sku === 'JAR-CREAM-30')!;
    const wishlist = await late(
      context,
      'jquery-yith-wcwl',
      '/shop/',
      (page) => pressAndWait(page, (url, body) => url.includes('admin-ajax.php') && body.includes('action=add_to_wishlist'), () => page.click(`.add-to-wishlist-${product.id} a.add_to_wishlist`)),
      'admin-ajax:add_to_wishlist',
    );
    check('a theme script enqueued late that depends on jquery-yith-wcwl: the wishlist stands down, one click sends one add_to_wishlist (YITH\'s own)', () => {
      const result = assertStoodDown(wishlist, 'wishlist', 'jquery-yith-wcwl');
      assertEqual(result.calls, 1, 'add_to_wishlist calls for one click');
    });

    const added = query<{ products: Array<{ id: number; sku: string }> }>('state').products.find((item) => item.sku === 'IB-GLASS-5')!;
    const cart = await late(
      context,
      'wc-add-to-cart',
      '/shop/',
      (page) => pressAndWait(page, (url) => url.includes('wc-ajax=add_to_cart'), () => page.click(`a.add_to_cart_button[data-product_id="${added.id}"]`)),
      'wc-ajax:add_to_cart',
    );
    check("a theme script enqueued late that depends on wc-add-to-cart: the cart stands down, one press sends one add_to_cart (WooCommerce's own)", () => {
      const result = assertStoodDown(cart, 'cart', 'wc-add-to-cart');
      assertEqual(result.calls, 1, 'add_to_cart calls for one press');
    });

    // The other widgets with a plugin script of their own: each stands down on the page where it
    // would mount, one warning naming the handle, nothing of Talat's mounted for it.
    const others: Array<[widget: string, handle: string, path: string]> = [
      ['contact-form', 'contact-form-7', '/contact/'],
      ['lead-form', 'lfb_f_js', '/lead-form/'],
      ['payment-form', 'woocommerce-confirm-payment', '/confirm-payment/'],
      ['documents', 'print-invoices-packing-slip-labels-for-woocommerce_public', '/'],
      ['attribution', 'wc-order-attribution', '/'],
    ];
    for (const [widget, handle, path] of others) {
      const stood = await late(context, handle, path, async () => undefined, '');
      check(`a theme script enqueued late that depends on ${handle}: the ${widget} widget stands down on ${path} (one warning naming the handle, not mounted)`, () => {
        assertStoodDown(stood, widget, handle);
      });
    }

    const compared = query<{ products: Array<{ id: number; sku: string }> }>('state').products.find((item) => item.sku === 'IB-ROLL-1')!;
    const compare = await late(
      context,
      'th-product-js',
      '/shop/',
      (page) => pressAndWait(page, (url, body) => url.includes('admin-ajax.php') && body.includes('action=th_get_compare_product'), () => page.click(`.th-product-compare-btn[data-th-product-id="${compared.id}"]`)),
      'admin-ajax:th_get_compare_product',
    );
    check("a theme script enqueued late that depends on th-product-js: the compare widget stands down, one press sends one th_get_compare_product (the plugin's own)", () => {
      const result = assertStoodDown(compare, 'compare', 'th-product-js');
      assertEqual(result.calls, 1, 'th_get_compare_product calls for one press');
    });
  },
};
