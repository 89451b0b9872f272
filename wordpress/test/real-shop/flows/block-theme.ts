/**
 * Issue 29 point 5: a block theme. Twenty Twenty-Four with WooCommerce's block templates, block
 * cart, block checkout and the mini-cart block WooCommerce hooks into the header: each widget
 * mounts where its plugin's markup is (the search form, the side cart), stands down where a block
 * replaces that markup (the product-button block adds to the cart itself, with the Interactivity
 * API and the Store API), and nothing errors. Compared with the plugins' own scripts on the same
 * pages: the same calls to the PHP for one add, the same server cart, the same mini-cart badge.
 */
import type { Page } from 'playwright-core';
import { assert, assertEqual, check } from '../../support';
import { callName, type PhpCall } from '../recorder';
import { query, shopper } from '../shop';
import { inBothModes, inMode, type Flow } from './flow';
import { besideWidgets, REPLACED } from './pages';

/** The widgets that listen on the body (their plugins' markup is anywhere on the page). */
const BODY_WIDGETS = ['attribution', 'cart', 'compare', 'documents', 'page-extras', 'wishlist'];

const BLOCK_THEME = { theme: 'twentytwentyfour', blockCheckout: true } as const;

/** Console lines that are errors (the offline machine's blocked Google requests aside). */
const errors = (lines: string[]) => lines.filter((line) => /^(error|uncaught)/.test(line) && !/recaptcha|ERR_NAME_NOT_RESOLVED/.test(line));

/** The calls that add to the cart, by any route: the block's Store API or the classic wc-ajax. */
const ADDS = new Set(['wc-ajax:add_to_cart', 'rest:POST /wc/store/v1/cart/add-item', 'rest:POST /wc/store/v1/batch']);
const adds = (calls: PhpCall[]) => calls.map(callName).filter((name) => ADDS.has(name));

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

async function serverCart(page: Page, origin: string): Promise<Array<[number, number]>> {
  const cart = (await (await page.context().request.get(`${origin}/wp-json/wc/store/v1/cart`)).json()) as { items: Array<{ id: number; quantity: number }> };
  return cart.items.map((item) => [item.id, item.quantity] as [number, number]);
}

/** What a page kind shows on the block theme: which widgets mounted where, and the block parts that are there. */
async function pageLook(page: Page) {
  return page.evaluate(() => ({
    body: (document.body.dataset.talatMounted ?? '').split(' ').filter(Boolean).sort(),
    search: document.querySelector<HTMLElement>('.thaps-search-box')?.dataset.talatMounted ?? '<none>',
    sideCart: document.querySelector<HTMLElement>('.taiowc-wrap')?.dataset.talatMounted ?? '<none>',
    contactForm: document.querySelector<HTMLElement>('.wpcf7')?.dataset.talatMounted ?? '<none>',
    miniCart: document.querySelector('.wc-block-mini-cart') !== null,
    blockCart: document.querySelector('.wp-block-woocommerce-cart') !== null,
    blockCheckout: document.querySelector('.wp-block-woocommerce-checkout') !== null,
    productButtons: document.querySelectorAll('.wc-block-components-product-button [data-wc-on--click]').length,
  }));
}

export const blockThemeFlow: Flow = {
  name: 'block-theme',
  async run(context) {
    const product = query<{ products: Array<{ id: number; sku: string; name: string }> }>('state').products.find((item) => item.sku === 'IB-ROLL-1')!;

    // Every page kind, with Talat: the widgets on their plugins' markup, the blocks left theirs.
    // The block cart and checkout are their own pages (install-shop.php), WooCommerce's cart and checkout under X-Talat-Test-Block-Checkout.
    const paths = ['/', '/product-tag/inhalantbottle/', '/cart-block/', '/checkout-block/', '/contact/'];
    const looks = await inMode(context, 'talat', BLOCK_THEME, async ({ page, origin }) => {
      await page.context().request.get(`${origin}/?add-to-cart=${product.id}`);
      const seen: Record<string, { html: string[]; look: Awaited<ReturnType<typeof pageLook>> }> = {};
      for (const path of paths) {
        const html = await (await page.context().request.get(`${origin}${path}`)).text();
        await page.goto(`${origin}${path}`, { waitUntil: 'load' });
        await settle(page);
        seen[path] = { html: besideWidgets(html), look: await pageLook(page) };
      }
      return seen;
    });
    // Which body widgets each page should have: those whose plugin's script the same page prints without Talat.
    const ownScripts: Record<string, string[]> = {};
    const reference = await shopper(context.browser, 'own', BLOCK_THEME);
    try {
      await reference.request.get(`${context.origin}/?add-to-cart=${product.id}`);
      for (const path of paths) {
        const html = await (await reference.request.get(`${context.origin}${path}`)).text();
        // The page extras load on every page (README "Page extras"), woocommerce.js or not.
        ownScripts[path] = BODY_WIDGETS.filter((widget) => widget === 'page-extras' || REPLACED[widget]!.some((handle) => html.includes(`id="${handle}-js"`))).sort();
      }
    } finally {
      await reference.close();
    }
    check('Twenty Twenty-Four: on every page kind the search and the side cart mount on their plugins\' markup, nothing replaced is printed beside its widget, no console error', () => {
      assert(!looks.error, looks.error ?? '');
      for (const path of paths) {
        const seen = looks.result?.[path];
        assertEqual(seen?.html, [], `${path}: replaced scripts beside their widget`);
        assertEqual(seen?.look.search, 'live-search', `${path}: .thaps-search-box`);
        assertEqual(seen?.look.sideCart, 'side-cart', `${path}: .taiowc-wrap`);
        // A widget comes where its plugin's script would be: on a block template YITH prints no
        // button and enqueues nothing, so there is no wishlist widget either.
        assertEqual(seen?.look.body, ownScripts[path], `${path}: widgets on the body, as the plugins' own scripts on the page without Talat`);
      }
      assert(looks.result?.['/cart-block/']?.look.blockCart, 'the cart page is not the block cart');
      assert(looks.result?.['/checkout-block/']?.look.blockCheckout, 'the checkout page is not the block checkout');
      assert(looks.result?.['/']?.look.miniCart, "no mini-cart block in Twenty Twenty-Four's header");
      assertEqual(looks.result?.['/contact/']?.look.contactForm, 'contact-form', '/contact/: .wpcf7');
      assertEqual(errors(looks.console), [], 'console errors');
    });

    // One press on a product-button block: the block adds (once), with Talat as without.
    const runs = await inBothModes(context, BLOCK_THEME, async ({ page, recording, origin }) => {
      await page.goto(`${origin}/product-tag/inhalantbottle/`, { waitUntil: 'load' });
      await settle(page);
      const buttons = (await pageLook(page)).productButtons;
      recording.mark();
      const answered = page.waitForResponse((response) => /add-item|batch|wc-ajax=add_to_cart/.test(response.url()), { timeout: 15_000 });
      await page.click(`.wc-block-components-product-button [data-product_id="${product.id}"]`);
      await answered;
      await settle(page);
      // The block's store updates the badge after the reply: wait for it to count the line (bounded), then read.
      await page.waitForFunction(() => !['', '0'].includes(document.querySelector('.wc-block-mini-cart__badge')?.textContent?.trim() ?? ''), undefined, { timeout: 5_000 }).catch(() => undefined);
      const badge = await page.locator('.wc-block-mini-cart__badge').first().textContent({ timeout: 5_000 }).catch(() => null);
      return { buttons, adds: adds(recording.calls), cart: await serverCart(page, origin), badge: badge?.trim() ?? null };
    });
    check('Twenty Twenty-Four: one press on a product-button block adds once (the block does it), the server cart and the mini-cart badge as with the plugins\' own scripts', () => {
      assert(!runs.talat.error && !runs.own.error, `${runs.talat.error ?? ''} ${runs.own.error ?? ''}`);
      assert((runs.own.result?.buttons ?? 0) > 0, 'no product-button blocks on the listing');
      assertEqual(runs.talat.result?.adds.length, 1, 'add calls with Talat');
      assertEqual(runs.talat.result?.adds, runs.own.result?.adds, 'the add, as without Talat');
      assertEqual(runs.talat.result?.cart, [[product.id, 1]], 'the server cart with Talat');
      assertEqual(runs.talat.result?.cart, runs.own.result?.cart, 'the server cart, as without Talat');
      assert(runs.own.result?.badge, 'no mini-cart badge after the add without Talat');
      assertEqual(runs.talat.result?.badge, runs.own.result?.badge, 'the mini-cart badge');
      assertEqual(errors(runs.talat.console), [], 'console errors with Talat');
    });
  },
};
