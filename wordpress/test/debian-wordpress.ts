/**
 * `npm run test:wordpress`, part one (run.ts): the README's WordPress recipe (wordpress/talat/talat.php) on a real
 * WordPress — Debian's `wordpress` package (6.1, so the pre-6.5 path: module tags through
 * script_loader_tag) with MariaDB on a Unix socket, set up by wordpress/test/setup.sh (root).
 *
 * Served with `php -S` and wordpress/test/router.php, it fetches the page kinds a shop has and
 * checks that each printed page carries exactly the config the widgets read: the widgets' own
 * config readers run on the printed HTML (jsdom, inline scripts only), no param block of a
 * dequeued script is left, the widgets come as module scripts with the classic build as nomodule.
 * Then Chromium loads the home, cart and checkout pages with the built widgets: the cart and the
 * page extras mount (beside woocommerce.js on cart and checkout) with no
 * `[Talat] … missing config key` error, and the attribution widget (issue 17) fills the classic
 * checkout's hidden inputs and posts them. The real plugins are stand-ins here (WooCommerce 9.3
 * needs WordPress 6.5); the real shop is part two (real-shop/).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page as BrowserPage } from 'playwright-core';
import { assert, assertEqual, check, CHROMIUM, REPO, run, startPhpServer, STATE } from './support';
import { readWidgetConfig, type ConfigValues, type WidgetConfigSpec } from '../../packages/core/src/config';
import { cartConfigSpec } from '../../packages/cart/src/config';
import { contactFormConfigSpec } from '../../packages/contact-form/src/config';
import { leadFormConfigSpec } from '../../packages/lead-form/src/config';
import { liveSearchConfigSpec } from '../../packages/live-search/src/config';
import { wishlistConfigSpec } from '../../packages/wishlist/src/config';
import { COMPARE_ACTIONS, compareConfigSpec } from '../../packages/compare/src/config';
import { documentsConfigSpec } from '../../packages/documents/src/config';
import { paymentFormConfigSpec } from '../../packages/payment-form/src/config';
import { pageExtrasConfigSpec } from '../../packages/page-extras/src/config';
import { attributionConfigSpec } from '../../packages/attribution/src/config';
import { ATTRIBUTION_FIELDS } from '../../packages/attribution/src/fields';

const WP_ROOT = '/usr/share/wordpress';
const WIDGETS = ['cart', 'live-search', 'contact-form', 'lead-form', 'wishlist', 'compare', 'documents', 'payment-form', 'attribution'] as const;

/** WooCommerce's global script: dequeued wherever no WooCommerce script depends on it (it stays on cart and checkout, beside the page extras). */
const WOOCOMMERCE_SCRIPT = ['woocommerce'];
/** The scripts the recipe dequeues, and the globals their params were printed as. */
const DEQUEUED = ['wc-add-to-cart', 'wc-cart-fragments', 'taiowc-cart-script', 'th-advance-product-search-front', 'contact-form-7', 'swv', 'lfb_f_js', 'jquery-yith-wcwl', 'wc-prettyPhoto', 'jquery-selectBox', 'th-product-js', 'tpcp-product-js', 'print-invoices-packing-slip-labels-for-woocommerce_public', 'woocommerce-confirm-payment', 'woocommerce-confirm-payment-jquery-form', 'woocommerce-confirm-payment-modernizr', 'sourcebuster-js', 'wc-order-attribution', 'wp-consent-api-integration'];
const DEQUEUED_GLOBALS = ['wc_add_to_cart_params', 'wc_cart_fragments_params', 'taiowc_param', 'th_advance_product_search_options', 'wpcf7', 'frontendajax', 'yith_wcwl_l10n', 'th_product', 'wf_pklist_params_public', 'WCP', 'wc_order_attribution'];
/** The `attribution` section from WooCommerce's filters at their defaults (docs/research/wordpress-attribution.md §2; §9 0.00001 months, 30 minutes). */
const ATTRIBUTION = { allowTracking: true, lifetimeMonths: 0.00001, sessionMinutes: 30, base64: false, fieldPrefix: 'wc_order_attribution_' };
/** WooCommerce Confirm Payment's current_time( 'd-m-Y' ): the test WordPress keeps UTC. */
const WP_TODAY = ((now) => `${String(now.getUTCDate()).padStart(2, '0')}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-${now.getUTCFullYear()}`)(new Date());
/** YITH WooCommerce Wishlist's 13 actions: the recipe prints a nonce for each (`<action>_nonce`). */
const WISHLIST_NONCES = Object.fromEntries(
  ['add_to_wishlist', 'remove_from_wishlist', 'reload_wishlist_and_adding_elem', 'load_mobile', 'delete_item', 'save_title', 'save_privacy', 'load_fragments', 'update_item_quantity', 'move_to_another_wishlist', 'sort_wishlist_items', 'ask_an_estimate', 'remove_from_all_wishlists'].map(
    (action) => [`${action}_nonce`, '<nonce>'],
  ),
);
/** The premium settings the recipe prints, at the plugin's defaults (docs/research/yith-wishlist.md §1.1): the free plugin is installed. */
const WISHLIST_PREMIUM_DEFAULTS = {
  multiWishlist: false,
  modalEnable: true,
  hideAddButton: true,
  dragAndDrop: false,
  notices: true,
  autoClosePopup: true,
  responsive: true,
  mobileBreakpointPx: 768,
  popupCloseMs: 3000,
  noticeTimeoutMs: 3000,
  reloadOnFoundVariation: true,
  redirectAfterAskEstimate: false,
  disablePopupGridView: false,
};
/**
 * yith_wcwl_l10n.labels.added_to_cart_message's text as the recipe prints it: the stand-in's
 * `yith_wcwl_added_to_cart_message` filter gives markup and an entity; tags go, the entity is decoded.
 */
const WISHLIST_ADDED_TO_CART = 'เพิ่มลงตะกร้าแล้ว เรียบร้อย & พร้อมชำระเงิน';
const NONCE = /^[0-9a-f]{10}$/;
/**
 * Lead Form Builder's validation messages as install.php leaves them: the required-field text set,
 * the general error text saved empty (left out), the e-mail text never stored (the plugin's default).
 */
const LEAD_FORM_MESSAGES = { requiredMessage: 'กรุณากรอกข้อมูลช่องนี้ให้ครบ', emailMessage: 'Please enter a valid email address.' };

/** Replaces each nonce (10 hex digits, wp_create_nonce) with '<nonce>' after checking its shape. */
function withNonces(value: unknown, keys: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => withNonces(item, keys));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (keys.includes(key) || key.endsWith('_nonce')) {
        assert(typeof item === 'string' && NONCE.test(item), `"${key}" is not a WordPress nonce: ${JSON.stringify(item)}`);
        return [key, '<nonce>'];
      }
      return [key, withNonces(item, keys)];
    }),
  );
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

interface Page {
  path: string;
  html: string;
}

/** The part of jsdom used here (the repository has jsdom for vitest, without @types/jsdom). */
interface JSDOM {
  window: Window & typeof globalThis;
}
const { JSDOM, VirtualConsole } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: { url: string; runScripts: 'dangerously'; virtualConsole: unknown }) => JSDOM;
  VirtualConsole: new () => unknown;
};

async function getPage(origin: string, path: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(`${origin}${path}`, { headers, redirect: 'manual' });
  assert(response.status === 200, `GET ${path}: HTTP ${response.status}`);
  return { path, html: await response.text() };
}

/** Runs the page's inline scripts only (the params blocks), as the browser would before the widgets. */
function pageDocument(origin: string, page: Page): JSDOM {
  const virtualConsole = new VirtualConsole();
  return new JSDOM(page.html, { url: `${origin}${page.path}`, runScripts: 'dangerously', virtualConsole });
}

function readConfig<T extends ConfigValues>(spec: WidgetConfigSpec<T>, dom: JSDOM): ConfigValues {
  const errors: string[] = [];
  const original = console.error;
  console.error = (message: unknown) => errors.push(String(message));
  try {
    const result = readWidgetConfig(spec, dom.window.document.body, dom.window.document);
    assert(result.ok, `${spec.widget}: ${result.ok ? '' : result.error}`);
    return result.config;
  } finally {
    console.error = original;
  }
}

function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/g) ?? [];
}

function checkPage(origin: string, page: Page, expected: { isCart: boolean; cached: boolean; checkout: boolean }): void {
  const { html } = page;
  const siteHash = md5(`1_${origin}/twentytwentyone`);
  const label = `${page.path}${expected.cached ? ' (WP_CACHE)' : ''}`;
  /** wc-cart and wc-checkout depend on woocommerce: WordPress prints it there whatever is dequeued. */
  const woocommerceScript = expected.isCart || expected.checkout;

  check(`${label}: no script, params or inline block of a dequeued plugin script`, () => {
    for (const handle of [...DEQUEUED, ...(woocommerceScript ? [] : WOOCOMMERCE_SCRIPT)]) {
      for (const suffix of ['js', 'js-extra', 'js-before', 'js-after']) {
        assert(!new RegExp(`id=['"]${handle}-${suffix}['"]`).test(html), `found #${handle}-${suffix}`);
      }
    }
    for (const name of DEQUEUED_GLOBALS) assert(!new RegExp(`var ${name}\\s*=`).test(html), `found var ${name}`);
  });

  check(`${label}: WooCommerce's woocommerce.js and its woocommerce_params are dequeued (stay on cart and checkout, beside the page extras); WordPress's REST API link stays`, () => {
    const params = /var woocommerce_params = (\{.*?\});/.exec(html)?.[1];
    if (woocommerceScript) {
      // wc-cart / wc-checkout depend on woocommerce: WordPress prints it anyway; the page extras load beside it.
      assert(/id=['"]woocommerce-js['"]/.test(html), 'the woocommerce script is gone');
      assert(params, 'no woocommerce_params (woocommerce-js-extra)');
      assertEqual(JSON.parse(params), { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' }, 'woocommerce_params');
      assert(html.includes('<!-- Talat: page-extras loaded beside woocommerce (an enqueued script depends on it); it leaves that script its own behaviours. -->'), 'no comment saying so');
    } else {
      assert(!/id=['"]woocommerce-js['"]/.test(html), 'the woocommerce script is still printed');
      assert(!params, 'woocommerce_params is still printed');
    }
    assert(!html.includes('<!-- Talat: page-extras widget not loaded'), 'the page extras were skipped');
    assert(html.includes(`<link rel="https://api.w.org/" href="${origin}/wp-json/" />`), 'no <link rel="https://api.w.org/">');
    assert(/var wc_checkout_params = /.test(html) === expected.checkout, `wc_checkout_params ${expected.checkout ? 'missing on' : 'printed outside'} checkout`);
  });

  check(`${label}: WooCommerce's PHP side stays: <wc-order-attribution-inputs> ${expected.checkout ? 'once in the classic checkout form' : 'not printed (no form of its own here)'}`, () => {
    const elements = html.match(/<wc-order-attribution-inputs><\/wc-order-attribution-inputs>/g) ?? [];
    assertEqual(elements.length, expected.checkout ? 1 : 0, '<wc-order-attribution-inputs> elements');
    if (expected.checkout) assert(/<form name="checkout"[^>]*class="checkout woocommerce-checkout"[\s\S]*<wc-order-attribution-inputs>[\s\S]*<\/form>/.test(html), 'the element is not inside form.woocommerce-checkout');
  });

  check(`${label}: TH Product Compare's stylesheets stay (the compare widget keeps its class names)`, () => {
    assert(/id=['"]th-product-compare-style-front-css['"]/.test(html), 'no #th-product-compare-style-front-css');
  });

  check(`${label}: each widget as a module script, the classic build as nomodule, once`, () => {
    const tags = scriptTags(html);
    for (const widget of [...WIDGETS, 'page-extras'] as const) {
      const base = `${origin}/wp-content/plugins/talat/dist/`;
      const module = tags.filter((tag) => tag.includes(`src="${base}${widget}.js?ver=`));
      const classic = tags.filter((tag) => tag.includes(`src="${base}classic/${widget}.js?ver=`));
      assert(module.length === 1 && /^<script type="module" src="[^"]+" id="talat-[a-z-]+-js">$/.test(module[0]!), `${widget}: module tag ${JSON.stringify(module)}`);
      assert(classic.length === 1 && /^<script nomodule defer src="[^"]+" id="talat-[a-z-]+-classic-js">$/.test(classic[0]!), `${widget}: classic tag ${JSON.stringify(classic)}`);
    }
  });

  check(`${label}: the talat-config block the recipe prints, from the real settings`, () => {
    const blocks = [...html.matchAll(/<script type="application\/json" id="talat-config">([^<]*)<\/script>/g)];
    assert(blocks.length === 1, `${blocks.length} talat-config blocks`);
    const printed = withNonces(JSON.parse(blocks[0]![1]!), ['updateQuantityNonce', 'nonce', 'checkOrderNonce']) as Record<string, unknown>;
    // The page extras' section (translation settings, the category dropdown's URLs) is checked
    // with the page extras' own reader below.
    const { pageExtras, ...block } = printed;
    // Issue 16: whether woocommerce.js stays, so the page extras leave it its own behaviours.
    assertEqual((pageExtras as Record<string, unknown> | undefined)?.woocommerceScript, woocommerceScript, 'pageExtras.woocommerceScript');
    assertEqual(
      block,
      {
        // woocommerce_params went with woocommerce.js (page extras): the recipe repeats its two URLs.
        ...(woocommerceScript ? {} : { ajaxUrl: '/wp-admin/admin-ajax.php', wcAjaxUrl: '/?wc-ajax=%%endpoint%%' }),
        cart: {
          cartUrl: `${origin}/cart/`,
          redirectAfterAdd: 'yes',
          viewCartLabel: 'View cart',
          isCart: expected.isCart,
          cartHashKey: `wc_cart_hash_${siteHash}`,
          fragmentName: `wc_fragments_${siteHash}`,
          updateQuantityNonce: '<nonce>',
        },
        liveSearch: { nonce: '<nonce>' },
        contactForm: { cached: expected.cached },
        leadForm: { nonce: '<nonce>', ...LEAD_FORM_MESSAGES },
        wishlist: {
          nonces: WISHLIST_NONCES,
          redirectToCart: 'no',
          buttonPosition: 'add-to-cart',
          ajaxLoading: false,
          removeAfterAddToCart: true,
          addedToCartMessage: WISHLIST_ADDED_TO_CART,
          ...WISHLIST_PREMIUM_DEFAULTS,
          askEstimateRedirectUrl: origin,
        },
        // The release before the rename: its th_* actions and th_product.nonce (research §5).
        compare: { nonce: '<nonce>', ...COMPARE_ACTIONS.th },
        // WebToffee's options at their defaults and the guest the test fetches as (research §3).
        documents: { showDocumentPreview: false, accessType: 'logged_in', loggedIn: false, dontShowAgain: false },
        // WCP's nonce and date (research §3); the admin-ajax URL is the site config's.
        paymentForm: { checkOrderNonce: '<nonce>', currentDate: WP_TODAY },
        // wc_order_attribution.params from the same filters (issue 17).
        attribution: ATTRIBUTION,
      },
      'talat-config',
    );
  });

  check(`${label}: the widgets' own config readers get exactly what they need from the printed page`, () => {
    const dom = pageDocument(origin, page);
    try {
      const site = { ajaxUrl: '/wp-admin/admin-ajax.php', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', restRoot: `${origin}/wp-json/` };
      const configs = Object.fromEntries(
        [cartConfigSpec, liveSearchConfigSpec, contactFormConfigSpec, leadFormConfigSpec, wishlistConfigSpec, compareConfigSpec, documentsConfigSpec, paymentFormConfigSpec, attributionConfigSpec].map((spec) => [
          spec.widget,
          withNonces(readConfig(spec as WidgetConfigSpec<ConfigValues>, dom), ['updateQuantityNonce', 'nonce', 'checkOrderNonce']),
        ]),
      );
      assertEqual(
        configs,
        {
          cart: {
            cartUrl: `${origin}/cart/`,
            isCart: expected.isCart,
            isCheckout: expected.checkout,
            redirectAfterAdd: 'yes',
            cartHashKey: `wc_cart_hash_${siteHash}`,
            fragmentName: `wc_fragments_${siteHash}`,
            updateQuantityNonce: '<nonce>',
            ...site,
            viewCartLabel: 'View cart',
          },
          'live-search': { minChars: 1, ...site, nonce: '<nonce>' },
          'contact-form': { ajaxUrl: site.ajaxUrl, cached: expected.cached, wcAjaxUrl: site.wcAjaxUrl, restRoot: site.restRoot },
          'lead-form': { ...site, nonce: '<nonce>', ...LEAD_FORM_MESSAGES },
          wishlist: { ...wishlistConfigSpec.defaults, nonces: WISHLIST_NONCES, ...site, addedToCartMessage: WISHLIST_ADDED_TO_CART, ...WISHLIST_PREMIUM_DEFAULTS, askEstimateRedirectUrl: origin },
          compare: { ...compareConfigSpec.defaults, ...site, nonce: '<nonce>' },
          documents: { ...documentsConfigSpec.defaults, ...site, loggedIn: false },
          'payment-form': { checkOrderNonce: '<nonce>', currentDate: WP_TODAY, ...site },
          attribution: { ...site, ...ATTRIBUTION },
        },
        'config per widget',
      );
      // The page extras read the site's URLs from the recipe's block where woocommerce_params went
      // with woocommerce.js (README "Page extras"), and their own section as printed.
      const block = JSON.parse(/id="talat-config">([^<]*)</.exec(page.html)?.[1] ?? '{}') as { pageExtras?: Record<string, unknown> };
      const extras = readConfig(pageExtrasConfigSpec as WidgetConfigSpec<ConfigValues>, dom);
      assertEqual(extras, { ...site, ...block.pageExtras }, 'page-extras config');
      assertEqual(extras.woocommerceScript, woocommerceScript, 'page-extras config: woocommerceScript');
    } finally {
      dom.window.close();
    }
  });
}

async function checkBrowser(origin: string): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    check('Chromium: the cart mounts on the WordPress page', () => {
      throw new Error(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH; npm test installs Debian's chromium)`);
    });
    return;
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const path of ['/', '/cart/', '/checkout/']) {
      const page = await browser.newPage();
      const messages: string[] = [];
      const failedRequests: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.text().includes('[Talat]')) messages.push(message.text());
      });
      page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 400) failedRequests.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(`${origin}${path}`, { waitUntil: 'load' });
      const mounted = await page
        .waitForSelector('body[data-talat-mounted~="cart"]', { state: 'attached', timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      const talat = await page.evaluate(() => typeof (window as unknown as { Talat?: unknown }).Talat);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      check(`Chromium ${path}: the cart mounts from the module build (body[data-talat-mounted~=cart], window.Talat)`, () => {
        assert(mounted, `body carries data-talat-mounted="${'' + (messages.join(' | ') || 'nothing')}"`);
        assert(talat === 'object', `window.Talat is ${talat}`);
      });
      const extras = await page
        .waitForSelector('body[data-talat-mounted~="page-extras"]', { state: 'attached', timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      const woocommerceParams = await page.evaluate(() => Object.prototype.toString.call((window as unknown as { woocommerce_params?: unknown }).woocommerce_params));
      const stays = path !== '/';
      check(`Chromium ${path}: the page extras mount ${stays ? 'beside' : 'in place of'} woocommerce.js (body[data-talat-mounted~=page-extras])`, () => {
        assert(extras, 'the page extras did not mount');
        assertEqual(woocommerceParams, stays ? '[object Object]' : '[object Undefined]', 'woocommerce_params');
      });
      const attribution = await page
        .waitForSelector('body[data-talat-mounted~="attribution"]', { state: 'attached', timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      check(`Chromium ${path}: the attribution widget mounts in place of WooCommerce's order-attribution script (body[data-talat-mounted~=attribution])`, () => {
        assert(attribution, 'the attribution widget did not mount');
      });
      check(`Chromium ${path}: no [Talat] config error, no page error, no failed request`, () => {
        assert(!messages.some((text) => /\[Talat\].*missing config key/.test(text)), messages.join('\n'));
        assertEqual(messages, [], 'console errors');
        assertEqual(failedRequests, [], 'failed requests');
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

/** The `attribution` section the recipe printed on a page. */
function attributionBlock(html: string): unknown {
  return (JSON.parse(/id="talat-config">([^<]*)</.exec(html)?.[1] ?? '{}') as { attribution?: unknown }).attribution;
}

/** WooCommerce's `wc_order_attribution` as a page without the recipe prints it. */
function attributionGlobal(html: string): { params: Record<string, unknown>; fields: Record<string, unknown> } {
  return JSON.parse(/var wc_order_attribution = (\{.*?\});\n/.exec(html)?.[1] ?? '{"params":{},"fields":{}}') as { params: Record<string, unknown>; fields: Record<string, unknown> };
}

/**
 * What the recipe must print for WooCommerce's params (docs/research/wordpress-attribution.md §2):
 * what order-attribution.js makes of them (`Number( params.lifetime )`, `Number( params.session )`,
 * `Boolean( params.base64 )`; base64 is printed uncast, so a filter's '0' is true there).
 */
function attributionFromParams(params: Record<string, unknown>): Record<string, unknown> {
  return { allowTracking: params.allowTracking, lifetimeMonths: Number(params.lifetime), sessionMinutes: Number(params.session), base64: Boolean(params.base64), fieldPrefix: params.prefix };
}

/** Issue 17: the recipe's `attribution` section against WooCommerce's own params, a shop's filters and the WP Consent API. */
async function checkAttributionPages(origin: string, control: Page, withRecipe: Page): Promise<void> {
  check("control: without the recipe WooCommerce's stand-in prints sourcebuster-js, wc-order-attribution and wc_order_attribution; the recipe's section is its params", () => {
    for (const handle of ['sourcebuster-js', 'wc-order-attribution']) assert(new RegExp(`id=['"]${handle}-js['"]`).test(control.html), `no #${handle}-js`);
    const global = attributionGlobal(control.html);
    assertEqual(attributionFromParams(global.params), ATTRIBUTION, 'wc_order_attribution.params, mapped');
    assertEqual(attributionBlock(withRecipe.html), attributionFromParams(global.params), 'talat-config attribution');
    assertEqual(Object.keys(global.fields), [...ATTRIBUTION_FIELDS], "wc_order_attribution.fields: the widget's 16 fields, in WooCommerce's order");
  });

  // A shop that changed every filter: the recipe reads them (the §9 values above are not hard-coded).
  const headers = { 'X-Talat-Test-Attribution-Filters': '1' };
  const filtered = await getPage(origin, '/checkout/', headers);
  const filteredControl = await getPage(origin, '/checkout/', { ...headers, 'X-Talat-Test-Without-Recipe': '1' });
  check("the shop's filters (lifetime 0.5 months, session '45', base64 '0', tracking 'no', prefix '_shop_attr__', the pixel switches): the section follows them, as WooCommerce's script reads its params", () => {
    const fromWooCommerce = { allowTracking: false, lifetimeMonths: 0.5, sessionMinutes: 45, base64: true, fieldPrefix: 'shop_attr_' };
    const expected = { ...fromWooCommerce, pixelPageView: true, pixelCommerceEvents: false };
    assertEqual(attributionBlock(filtered.html), expected, 'talat-config attribution');
    assertEqual(attributionFromParams(attributionGlobal(filteredControl.html).params), fromWooCommerce, 'wc_order_attribution.params, mapped');
    const dom = pageDocument(origin, filtered);
    try {
      const site = { ajaxUrl: '/wp-admin/admin-ajax.php', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', restRoot: `${origin}/wp-json/` };
      assertEqual(readConfig(attributionConfigSpec as WidgetConfigSpec<ConfigValues>, dom), { ...site, ...expected }, 'attribution config');
    } finally {
      dom.window.close();
    }
  });

  // The WP Consent API with an opt-in consent type, and WooCommerce's integration with it.
  const consentHeaders = { 'X-Talat-Test-Consent-Api': 'optin' };
  const noConsent = await getPage(origin, '/', consentHeaders);
  const consented = await getPage(origin, '/', { ...consentHeaders, Cookie: 'wp_consent_marketing=allow' });
  const consentControl = await getPage(origin, '/', { ...consentHeaders, 'X-Talat-Test-Without-Recipe': '1' });
  check("WP Consent API: WooCommerce's wp-consent-api-integration (which depends on wc-order-attribution) goes with its inline block, the API's own script stays, the widget loads", () => {
    assert(/id=['"]wp-consent-api-integration-js['"]/.test(consentControl.html) && /id=['"]wp-consent-api-integration-js-before['"]/.test(consentControl.html), 'the control has no wp-consent-api-integration');
    const { html } = noConsent;
    for (const id of ['wp-consent-api-integration-js', 'wp-consent-api-integration-js-before', 'wc-order-attribution-js', 'wc-order-attribution-js-extra', 'sourcebuster-js-js']) {
      assert(!new RegExp(`id=['"]${id}['"]`).test(html), `found #${id}`);
    }
    assert(/id=['"]wp-consent-api-js['"]/.test(html) && /var consent_api = /.test(html), "the Consent API's own script or its consent_api is gone");
    assert(/id="talat-attribution-js(-module)?"/.test(html), 'the attribution widget was not loaded');
    assert(!html.includes('<!-- Talat: attribution widget not loaded'), 'the attribution widget was skipped');
    assert(html.includes('<!-- talat-test consent-api registered: talat/talat.php -->'), 'the Talat plugin did not declare itself to the WP Consent API');
  });
  check("WP Consent API: allowTracking is WooCommerce's wp_has_consent('marketing') (opt-in: false without the wp_consent_marketing cookie, true with 'allow')", () => {
    assertEqual(attributionBlock(noConsent.html), { ...ATTRIBUTION, allowTracking: false }, 'attribution without consent');
    assertEqual(attributionBlock(consented.html), ATTRIBUTION, 'attribution with consent');
    assertEqual(attributionGlobal(consentControl.html).params.allowTracking, false, "WooCommerce's own params.allowTracking without consent");
  });
}

/** The 16 hidden inputs of the checkout's <wc-order-attribution-inputs>, by unprefixed name. */
async function attributionInputs(page: BrowserPage, prefix = 'wc_order_attribution_'): Promise<Record<string, string>> {
  return page.evaluate(
    ({ prefix, fields }) =>
      Object.fromEntries(fields.map((field) => [field, document.querySelector<HTMLInputElement>(`form.woocommerce-checkout wc-order-attribution-inputs input[type="hidden"][name="${prefix}${field}"]`)?.value ?? '<missing>'])),
    { prefix, fields: [...ATTRIBUTION_FIELDS] },
  );
}

/** Waits until the widget's lazy part has run on this page: it set sourcebuster's sbjs_current. */
async function landingCounted(page: BrowserPage): Promise<void> {
  await page.waitForFunction(() => /(?:^|; )sbjs_current=/.test(document.cookie), undefined, { timeout: 10_000 }).catch(() => undefined);
}

/** Counts the POSTs to the checkout page from now on (a replayed submit must not post twice). */
function countCheckoutPosts(page: BrowserPage, origin: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(`${origin}/checkout/`)) count += 1;
  });
  return () => count;
}

/**
 * An order placed before the widget's lazy part is in (a fast shopper on a slow line): the runtime
 * and interactive chunks are held back on the checkout page, the shopper presses "Place order",
 * nothing may leave yet; once the chunks arrive the held submit goes once, with the fields filled
 * and the pressed button's name (the classic checkout is told apart by it), as WooCommerce's
 * script, which fills the inputs before it can be pressed, would have sent it.
 */
async function checkOrderBeforeChunk(browser: Browser, origin: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await landingCounted(page);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let heldBack = 0;
    await page.route(
      (url) => /\/chunks\/(runtime|interactive)-[\w-]+\.js$/.test(url.pathname),
      async (route) => {
        heldBack += 1;
        await released;
        await route.continue().catch(() => undefined);
      },
    );
    const posts = countCheckoutPosts(page, origin);
    await page.goto(`${origin}/checkout/`, { waitUntil: 'load' });
    const mounted = await page.waitForSelector('body[data-talat-mounted~="attribution"]', { state: 'attached', timeout: 10_000 }).then(() => true, () => false);
    await page.click('#place_order', { noWaitAfter: true });
    await page.waitForTimeout(500);
    const postsWhileHeld = posts();
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const response = await Promise.all([page.waitForResponse((reply) => reply.request().method() === 'POST' && reply.url().startsWith(`${origin}/checkout/`), { timeout: 10_000 }), Promise.resolve(release())])
      .then(([reply]) => reply.json() as Promise<{ attribution?: Record<string, string> }>)
      .catch((error: unknown) => ({ error: String(error) }));
    await page.waitForTimeout(500);
    check('Chromium, the order placed before the lazy part is in: held, then posted once with the fields filled and its submit button', () => {
      assert(mounted, 'body[data-talat-mounted~="attribution"] missing on the checkout');
      assert(heldBack > 0, 'no runtime or interactive chunk was requested on the checkout');
      assertEqual(postsWhileHeld, 0, 'checkout POSTs before the lazy part was in');
      const { session_start_time: start, ...saved } = (response as { attribution?: Record<string, string> }).attribution ?? {};
      assert(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(start ?? ''), `session_start_time ${JSON.stringify(start)} (${JSON.stringify(response)})`);
      // Typed in: sourcebuster's '(none)' values are not saved (OrderAttributionController).
      assertEqual(saved, { source_type: 'typein', utm_source: '(direct)', session_entry: `${origin}/`, session_pages: '2', session_count: '1', user_agent: userAgent }, 'what WooCommerce saves');
      assertEqual(posts(), 1, 'checkout POSTs');
    });
  } finally {
    await context.close();
  }
}

/**
 * README "Order attribution": `?talat-attribution-debug` on the site's own checkout shows the
 * fields the order will carry, before the checkout form, as the shopper's screen shows it (a hit
 * test on the source_type cell, not presence).
 */
async function checkDebugPanel(browser: Browser, origin: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/checkout/?talat-attribution-debug`, { waitUntil: 'load' });
    const seen = await page
      .waitForFunction(
        () => {
          const cell = document.querySelector<HTMLElement>('[data-talat-attribution-debug] tr[data-field="source_type"] td');
          if (!cell || cell.textContent !== 'typein') return false;
          cell.scrollIntoView({ block: 'center' });
          const box = cell.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          const panel = cell.closest('[data-talat-attribution-debug]');
          return hit !== null && cell.contains(hit) && panel?.nextElementSibling?.matches('form.checkout') === true;
        },
        undefined,
        { timeout: 10_000 },
      )
      .then(() => true, () => false);
    await page.screenshot({ path: `${STATE}/attribution-debug-390.png`, fullPage: true }).catch(() => undefined);
    check('Chromium 390 px, /checkout/?talat-attribution-debug: the panel shows source_type typein to the shopper, just before the checkout form', () => {
      assert(seen, `the panel's source_type cell was not seen (screenshot ${STATE}/attribution-debug-390.png)`);
    });
  } finally {
    await context.close();
  }
}

/**
 * Issue 17 in Chromium: a visit that lands on the home page (typed in, or from a utm link), goes
 * to the checkout and places the order: the hidden inputs carry sourcebuster's values and the
 * classic checkout POST carries them to WooCommerce (the stand-in answers with what
 * OrderAttributionController would save). With the WP Consent API and no consent: empty values and
 * no sbjs_ cookie.
 */
async function checkAttributionBrowser(origin: string): Promise<void> {
  if (!existsSync(CHROMIUM)) return; // checkBrowser reported it
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const visits: Array<{ name: string; landing: string; expected: Record<string, string> }> = [
    {
      name: 'a typed-in visit',
      landing: '/',
      expected: { source_type: 'typein', referrer: '(none)', utm_campaign: '(none)', utm_source: '(direct)', utm_medium: '(none)', utm_content: '(none)', utm_id: '(none)', utm_term: '(none)', utm_source_platform: '(none)', utm_creative_format: '(none)', utm_marketing_tactic: '(none)' },
    },
    {
      name: 'a utm link',
      landing: '/?utm_source=line&utm_medium=social&utm_campaign=songkran&utm_content=banner&utm_id=42&utm_term=ลิปสติก',
      expected: { source_type: 'utm', referrer: '(none)', utm_campaign: 'songkran', utm_source: 'line', utm_medium: 'social', utm_content: 'banner', utm_id: '42', utm_term: 'ลิปสติก', utm_source_platform: '(none)', utm_creative_format: '(none)', utm_marketing_tactic: '(none)' },
    },
  ];
  try {
    for (const visit of visits) {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        await page.goto(`${origin}${visit.landing}`, { waitUntil: 'load' });
        const mounted = await page.waitForSelector('body[data-talat-mounted~="attribution"]', { state: 'attached', timeout: 10_000 }).then(() => true, () => false);
        // The landing page counts once the lazy part ran (at idle): sbjs_current is then set.
        await landingCounted(page);
        await page.goto(`${origin}/checkout/`, { waitUntil: 'load' });
        const filled = await page
          .waitForFunction(() => document.querySelector<HTMLInputElement>('wc-order-attribution-inputs input[name="wc_order_attribution_source_type"]')?.value, undefined, { timeout: 10_000 })
          .then(() => true, () => false);
        const inputs = await attributionInputs(page);
        const userAgent = await page.evaluate(() => navigator.userAgent);
        check(`Chromium, ${visit.name} then /checkout/: the widget mounts on both pages and fills the checkout's 16 hidden inputs as WooCommerce's script would`, () => {
          assert(mounted, 'body[data-talat-mounted~="attribution"] missing on the landing page');
          assert(filled, `the inputs were not filled: ${JSON.stringify(inputs)}`);
          const { session_start_time: start, ...rest } = inputs;
          assert(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(start ?? ''), `session_start_time ${JSON.stringify(start)}`);
          assertEqual(rest, { ...visit.expected, session_entry: `${origin}${visit.landing}`, session_pages: '2', session_count: '1', user_agent: userAgent }, 'the hidden inputs');
        });
        const posts = countCheckoutPosts(page, origin);
        const response = await Promise.all([page.waitForResponse((reply) => reply.request().method() === 'POST' && reply.url().startsWith(`${origin}/checkout/`), { timeout: 10_000 }), page.click('#place_order')])
          .then(([reply]) => reply.json() as Promise<{ attribution?: Record<string, string> }>)
          .catch((error: unknown) => ({ error: String(error) }));
        await page.waitForTimeout(500);
        check(`Chromium, ${visit.name}: placing the classic order posts the values once; WooCommerce would save them as shown`, () => {
          const saved = Object.fromEntries(Object.entries(inputs).filter(([, value]) => value !== '(none)'));
          assertEqual(response, { attribution: saved }, 'what WooCommerce saves');
          assertEqual(posts(), 1, 'checkout POSTs');
        });
      } finally {
        await context.close();
      }
    }

    await checkOrderBeforeChunk(browser, origin);
    await checkDebugPanel(browser, origin);

    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Talat-Test-Consent-Api': 'optin' } });
    const page = await context.newPage();
    try {
      await page.goto(`${origin}/checkout/`, { waitUntil: 'load' });
      const mounted = await page.waitForSelector('body[data-talat-mounted~="attribution"]', { state: 'attached', timeout: 10_000 }).then(() => true, () => false);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const inputs = await attributionInputs(page);
      const cookies = (await context.cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith('sbjs_'));
      check('Chromium, WP Consent API opt-in without marketing consent: the inputs are empty and no sbjs_ cookie is set', () => {
        assert(mounted, 'body[data-talat-mounted~="attribution"] missing');
        assertEqual(inputs, Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, ''])), 'the hidden inputs');
        assertEqual(cookies, [], 'sbjs_ cookies');
      });
      // As a consent banner gives it: the API's wp_set_consent() writes the cookie and raises the change event.
      const setConsent = await page.evaluate(() => {
        const api = window as unknown as { wp_set_consent?: (category: string, value: string) => void };
        if (typeof api.wp_set_consent !== 'function') return false;
        api.wp_set_consent('marketing', 'allow');
        return true;
      });
      const granted = await page
        .waitForFunction(() => document.querySelector<HTMLInputElement>('wc-order-attribution-inputs input[name="wc_order_attribution_source_type"]')?.value === 'typein', undefined, { timeout: 10_000 })
        .then(() => true, () => false);
      const cookiesAfter = (await context.cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith('sbjs_'));
      check("Chromium, WP Consent API: consent given (wp_set_consent('marketing', 'allow'), its wp_listen_for_consent_change): the inputs fill at once and sourcebuster's cookies are set", () => {
        assert(setConsent, "the Consent API's wp_set_consent() is not on the page");
        assert(granted, `source_type is not 'typein' after consent: ${JSON.stringify(inputs.source_type)} before`);
        assert(cookiesAfter.includes('sbjs_current') && cookiesAfter.includes('sbjs_session'), `sbjs_ cookies after consent: ${JSON.stringify(cookiesAfter)}`);
      });
    } finally {
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/** Debian's WordPress 6.1 with the stand-ins: set up (setup.sh, which also starts the MariaDB both parts use), served, checked. */
export async function runDebianWordPress(): Promise<void> {
  if (run('bash', [resolve(REPO, 'wordpress/test/setup.sh')]) !== 0) {
    check('Debian WordPress 6.1: wordpress/test/setup.sh', () => {
      throw new Error('setup.sh failed (see above)');
    });
    return;
  }
  const server = await startPhpServer(WP_ROOT, `${STATE}/php-server.log`, { TALAT_WP_CONTENT: `${STATE}/wp-content` });
  const { origin } = server;
  try {
    console.log(`[wordpress-test] serving ${WP_ROOT} at ${origin} (php -S, wordpress/test/router.php)`);
    const debugLogBefore = existsSync(`${STATE}/debug.log`) ? readFileSync(`${STATE}/debug.log`, 'utf8').length : 0;

    const pages: Array<[string, { isCart: boolean; cached: boolean; checkout: boolean }, Record<string, string>?]> = [
      ['/', { isCart: false, cached: false, checkout: false }],
      ['/shop/', { isCart: false, cached: false, checkout: false }],
      ['/cart/', { isCart: true, cached: false, checkout: false }],
      ['/checkout/', { isCart: false, cached: false, checkout: true }],
      ['/contact/', { isCart: false, cached: false, checkout: false }],
      ['/contact/', { isCart: false, cached: true, checkout: false }, { 'X-Talat-Test-WP-Cache': '1' }],
    ];
    for (const [path, expected, headers] of pages) {
      const page = await getPage(origin, path, headers).catch((error: unknown) => {
        check(`GET ${path}`, () => {
          throw error;
        });
        return undefined;
      });
      if (page) checkPage(origin, page, expected);
    }

    const control = await getPage(origin, '/shop/', { 'X-Talat-Test-Without-Recipe': '1' });
    const withRecipe = await getPage(origin, '/shop/');
    check('control: without the recipe the stand-ins print every param block the recipe removes', () => {
      for (const name of DEQUEUED_GLOBALS) assert(new RegExp(`var ${name}\\s*=`).test(control.html), `no var ${name}`);
      assert(control.html.includes("id='contact-form-7-js-before'") || control.html.includes('id="contact-form-7-js-before"'), 'no contact-form-7-js-before');
      assert(!control.html.includes('id="talat-config"'), 'a talat-config block without the recipe');
    });
    check("control: the recipe's storage keys are WooCommerce's wc_cart_fragments_params keys", () => {
      const params = JSON.parse(/var wc_cart_fragments_params = (\{.*?\});/.exec(control.html)?.[1] ?? '{}') as Record<string, unknown>;
      const block = JSON.parse(/id="talat-config">([^<]*)</.exec(withRecipe.html)?.[1] ?? '{}') as { cart?: Record<string, unknown> };
      assertEqual([block.cart?.cartHashKey, block.cart?.fragmentName], [params.cart_hash_key, params.fragment_name], 'storage keys');
    });

    check("control: the recipe's lead form messages are the ones Lead Form Builder's frontendajax carries", () => {
      const params = JSON.parse(/var frontendajax = (\{.*?\});/.exec(control.html)?.[1] ?? '{}') as Record<string, unknown>;
      assertEqual(
        [params.required_msg, params.email_msg, params.error_msg],
        [LEAD_FORM_MESSAGES.requiredMessage, LEAD_FORM_MESSAGES.emailMessage, ''],
        'frontendajax required_msg, email_msg, error_msg',
      );
      const block = JSON.parse(/id="talat-config">([^<]*)</.exec(withRecipe.html)?.[1] ?? '{}') as { leadForm?: Record<string, unknown> };
      assertEqual(
        [block.leadForm?.requiredMessage, block.leadForm?.emailMessage, 'errorMessage' in (block.leadForm ?? {})],
        [params.required_msg, params.email_msg, false],
        'leadForm requiredMessage, emailMessage, (no) errorMessage',
      );
    });

    check("control: the recipe's wishlist added-to-cart text is the text of YITH's yith_wcwl_l10n.labels.added_to_cart_message", () => {
      const params = JSON.parse(/var yith_wcwl_l10n = (\{.*?\});/.exec(control.html)?.[1] ?? '{}') as { labels?: { added_to_cart_message?: string } };
      const label = params.labels?.added_to_cart_message ?? '';
      assert(label.startsWith('<div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="alert">'), `labels.added_to_cart_message ${JSON.stringify(label)}`);
      const block = JSON.parse(/id="talat-config">([^<]*)</.exec(withRecipe.html)?.[1] ?? '{}') as { wishlist?: Record<string, unknown> };
      const text = label.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&').trim();
      assertEqual([block.wishlist?.addedToCartMessage, text], [WISHLIST_ADDED_TO_CART, WISHLIST_ADDED_TO_CART], 'wishlist addedToCartMessage, the label\'s text');
    });

    check("control: the recipe's compare nonce is one TH Product Compare's th_product carries (same action)", () => {
      const params = JSON.parse(/var th_product = (\{.*?\});/.exec(control.html)?.[1] ?? '{}') as Record<string, unknown>;
      const block = JSON.parse(/id="talat-config">([^<]*)</.exec(withRecipe.html)?.[1] ?? '{}') as { compare?: Record<string, unknown> };
      assert(typeof params.nonce === 'string' && NONCE.test(params.nonce), `th_product.nonce ${JSON.stringify(params.nonce)}`);
      assertEqual(block.compare?.nonce, params.nonce, 'compare.nonce');
    });

    const renamed = await getPage(origin, '/shop/', { 'X-Talat-Test-Compare-Renamed': '1' });
    check('TH Product Compare after the th_* -> tpcp_* rename: tpcp-product-js dequeued, the tpcp_* actions and no nonce in the config', () => {
      const { html } = renamed;
      for (const suffix of ['js', 'js-extra']) assert(!new RegExp(`id=['"]tpcp-product-js-${suffix}['"]`).test(html), `found #tpcp-product-js-${suffix}`);
      assert(!/var th_product\s*=/.test(html), 'found var th_product');
      assert(/id="talat-compare-js(-module)?"/.test(html), 'the compare widget was not loaded');
      const block = JSON.parse(/id="talat-config">([^<]*)</.exec(html)?.[1] ?? '{}') as { compare?: unknown };
      assertEqual(block.compare, { ...COMPARE_ACTIONS.tpcp }, 'talat-config compare');
      const dom = pageDocument(origin, renamed);
      try {
        const site = { ajaxUrl: '/wp-admin/admin-ajax.php', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', restRoot: `${origin}/wp-json/` };
        assertEqual(readConfig(compareConfigSpec as WidgetConfigSpec<ConfigValues>, dom), { ...compareConfigSpec.defaults, ...site, ...COMPARE_ACTIONS.tpcp }, 'compare config');
      } finally {
        dom.window.close();
      }
    });

    const dependant = await getPage(origin, '/shop/', { 'X-Talat-Test-Dependant': '1' });
    check('a theme script that depends on wc-cart-fragments: the cart widget steps aside, the plugin scripts and their params stay, the other widgets load', () => {
      const { html } = dependant;
      for (const handle of ['wc-add-to-cart', 'wc-cart-fragments', 'taiowc-cart-script']) assert(new RegExp(`id=['"]${handle}-js['"]`).test(html), `no #${handle}-js`);
      for (const name of ['wc_add_to_cart_params', 'wc_cart_fragments_params', 'taiowc_param']) assert(new RegExp(`var ${name}\\s*=`).test(html), `no var ${name}`);
      assert(!/id="talat-cart(-classic)?-js(-module)?"/.test(html), 'the cart widget was loaded as well');
      assert(html.includes("<!-- Talat: cart widget not loaded; an enqueued script depends on wc-cart-fragments, so the plugin's script stays. -->"), 'no comment saying why');
      assert(/id="talat-live-search-js(-module)?"/.test(html), 'the live search was not loaded');
    });

    await checkAttributionPages(origin, control, withRecipe);

    await checkBrowser(origin);
    await checkAttributionBrowser(origin);

    check('PHP logged no notice, warning or error while serving (debug.log)', () => {
      const log = existsSync(`${STATE}/debug.log`) ? readFileSync(`${STATE}/debug.log`, 'utf8').slice(debugLogBefore) : '';
      assertEqual(log.trim(), '', 'debug.log');
    });
  } finally {
    server.stop();
  }
}
