/**
 * Every page kind of the real shop, as the recipe prints it: no replaced plugin script beside its
 * widget (the plugins that enqueue while printing their markup included), each widget's module
 * and classic tags once, and in Chromium each widget mounted on its plugin's markup with no
 * console error.
 */
import type { BrowserContext } from 'playwright-core';
import { assert, assertEqual, check } from '../../support';
import { shopper, signIn } from '../shop';
import type { Flow, FlowContext } from './flow';
import { watchConsole } from './flow';

/** Each widget and the handles it replaces (wordpress/talat/talat.php talat_widgets()). */
export const REPLACED: Record<string, string[]> = {
  cart: ['wc-add-to-cart', 'wc-cart-fragments', 'taiowc-cart-script'],
  'live-search': ['th-advance-product-search-front'],
  'contact-form': ['contact-form-7', 'swv'],
  'lead-form': ['lfb_f_js'],
  wishlist: ['jquery-yith-wcwl', 'jquery-yith-wcwl-user', 'wc-prettyPhoto', 'wc-prettyPhoto-init', 'jquery-selectBox'],
  compare: ['th-product-js', 'tpcp-product-js'],
  documents: ['print-invoices-packing-slip-labels-for-woocommerce_public', 'wf-woocommerce-packing-list_public'],
  'payment-form': ['woocommerce-confirm-payment', 'woocommerce-confirm-payment-jquery-form', 'woocommerce-confirm-payment-modernizr'],
  'page-extras': ['woocommerce'],
  attribution: ['wc-order-attribution', 'sourcebuster-js'],
};

interface ShopPage {
  path: string;
  /** Widgets mounted on an element of their plugin's markup: selector → widget (data-talat-mounted). */
  mounts: Record<string, string>;
  signedIn?: boolean;
  withCartItem?: boolean;
}

/**
 * Every plugin enqueues its script on every page of this shop, so every widget comes on every
 * page and listens on the body (its delegation root); it mounts further on its plugin's markup.
 */
const EVERY_PAGE = { body: 'attribution cart compare documents page-extras wishlist', '.thaps-search-box': 'live-search', '.taiowc-wrap': 'side-cart' };

export const SHOP_PAGES: ShopPage[] = [
  { path: '/', mounts: EVERY_PAGE },
  { path: '/shop/', mounts: { ...EVERY_PAGE } },
  { path: '/product-tag/inhalantbottle/', mounts: { ...EVERY_PAGE } },
  { path: '/cart/', mounts: EVERY_PAGE, withCartItem: true },
  { path: '/checkout/', mounts: EVERY_PAGE, withCartItem: true },
  { path: '/contact/', mounts: { ...EVERY_PAGE, '.wpcf7': 'contact-form' } },
  { path: '/lead-form/', mounts: { ...EVERY_PAGE, 'form.lead-form-front': 'lead-form' } },
  { path: '/lead-form-captcha/', mounts: { ...EVERY_PAGE, 'form.lead-form-front': 'lead-form' } },
  { path: '/confirm-payment/', mounts: { ...EVERY_PAGE, 'form.wcp-form': 'payment-form' } },
  { path: '/wishlist/', mounts: { ...EVERY_PAGE } },
  { path: '/my-account/orders/', mounts: { ...EVERY_PAGE }, signedIn: true },
];

/** The ids of the <script> elements a page printed. */
function scriptIds(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bid=["']([^"']+)["']/g)].map((match) => match[1]!);
}

/** What a page's source says: which widgets came, and which replaced scripts were printed beside them. */
export function besideWidgets(html: string): string[] {
  const ids = scriptIds(html);
  const found: string[] = [];
  for (const [widget, handles] of Object.entries(REPLACED)) {
    const loaded = ids.includes(`talat-${widget}-js-module`) || ids.includes(`talat-${widget}-js`);
    if (!loaded) continue;
    for (const handle of handles) {
      if (widget === 'page-extras') continue; // beside woocommerce.js on cart and checkout on purpose
      for (const suffix of ['js', 'js-extra', 'js-before', 'js-after']) if (ids.includes(`${handle}-${suffix}`)) found.push(`${handle}-${suffix} beside talat-${widget}`);
    }
  }
  return found;
}

async function preparedShopper(context: FlowContext, page: ShopPage): Promise<BrowserContext> {
  const shopperContext = await shopper(context.browser, 'talat');
  if (page.signedIn) await signIn(shopperContext, context.origin);
  if (page.withCartItem) await shopperContext.request.get(`${context.origin}/?add-to-cart=${await firstProductId(shopperContext, context.origin)}`);
  return shopperContext;
}

async function firstProductId(shopperContext: BrowserContext, origin: string): Promise<number> {
  const products = (await (await shopperContext.request.get(`${origin}/wp-json/wc/store/v1/products?sku=IB-ROLL-1`)).json()) as Array<{ id: number }>;
  return products[0]!.id;
}

export const pagesFlow: Flow = {
  name: 'pages',
  async run(context) {
    for (const shopPage of SHOP_PAGES) {
      const shopperContext = await preparedShopper(context, shopPage);
      try {
        const response = await shopperContext.request.get(`${context.origin}${shopPage.path}`, { maxRedirects: 0 });
        const html = await response.text();
        check(`${shopPage.path}: no replaced plugin script printed beside its widget (late enqueues removed), each widget's module and classic tag once`, () => {
          assertEqual(response.status(), 200, `GET ${shopPage.path}`);
          assertEqual(besideWidgets(html), [], 'replaced scripts beside their widget');
          for (const id of ['talat-cart', 'talat-page-extras', 'talat-attribution', 'talat-live-search']) {
            assertEqual(scriptIds(html).filter((item) => item === `${id}-js-module`).length, 1, `${id}-js-module tags`);
            assertEqual(scriptIds(html).filter((item) => item === `${id}-classic-js`).length, 1, `${id}-classic-js tags`);
          }
        });

        const page = await shopperContext.newPage();
        const lines: string[] = [];
        watchConsole(page, lines);
        await page.goto(`${context.origin}${shopPage.path}`, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle').catch(() => undefined);
        const mounted = await page.evaluate((mounts) => Object.fromEntries(Object.keys(mounts).map((selector) => [selector, document.querySelector<HTMLElement>(selector)?.dataset.talatMounted ?? '<none>'])), shopPage.mounts);
        check(`Chromium ${shopPage.path}: each widget mounts on its plugin's markup, no console error`, () => {
          const sorted = (value: string) => value.split(' ').sort().join(' ');
          assertEqual(Object.fromEntries(Object.entries(mounted).map(([key, value]) => [key, sorted(value)])), Object.fromEntries(Object.entries(shopPage.mounts).map(([key, value]) => [key, sorted(value)])), 'data-talat-mounted');
          assert(!lines.some((line) => /^(error|uncaught)/.test(line) && !/recaptcha|ERR_NAME_NOT_RESOLVED/.test(line)), lines.join('\n'));
        });
        await page.close();
      } finally {
        await shopperContext.close();
      }
    }
  },
};
