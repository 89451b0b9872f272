/**
 * `npm run test:wordpress`: the README's WordPress recipe (wordpress/talat/talat.php) on a real
 * WordPress — Debian's `wordpress` package (6.1, so the pre-6.5 path: module tags through
 * script_loader_tag) with MariaDB on a Unix socket, set up by wordpress/test/setup.sh (root).
 *
 * Served with `php -S` and wordpress/test/router.php, it fetches the page kinds a shop has and
 * checks that each printed page carries exactly the config the widgets read: the widgets' own
 * config readers run on the printed HTML (jsdom, inline scripts only), no param block of a
 * dequeued script is left, the widgets come as module scripts with the classic build as nomodule.
 * Then Chromium loads the home, cart and checkout pages with the built widgets: the cart and the
 * page extras mount (beside woocommerce.js on cart and checkout) with no
 * `[Talat] … missing config key` error. Ends with `wordpress: N passed, N failed`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
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

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const STATE = process.env.TALAT_WP_STATE ?? '/var/lib/talat-wordpress-test';
const WP_ROOT = '/usr/share/wordpress';
const SOCKET = `${STATE}/run/mysqld.sock`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WIDGETS = ['cart', 'live-search', 'contact-form', 'lead-form', 'wishlist', 'compare', 'documents', 'payment-form'] as const;

/** WooCommerce's global script: dequeued wherever no WooCommerce script depends on it (it stays on cart and checkout, beside the page extras). */
const WOOCOMMERCE_SCRIPT = ['woocommerce'];
/** The scripts the recipe dequeues, and the globals their params were printed as. */
const DEQUEUED = ['wc-add-to-cart', 'wc-cart-fragments', 'taiowc-cart-script', 'th-advance-product-search-front', 'contact-form-7', 'swv', 'lfb_f_js', 'jquery-yith-wcwl', 'wc-prettyPhoto', 'jquery-selectBox', 'th-product-js', 'tpcp-product-js', 'print-invoices-packing-slip-labels-for-woocommerce_public', 'woocommerce-confirm-payment', 'woocommerce-confirm-payment-jquery-form', 'woocommerce-confirm-payment-modernizr'];
const DEQUEUED_GLOBALS = ['wc_add_to_cart_params', 'wc_cart_fragments_params', 'taiowc_param', 'th_advance_product_search_options', 'wpcf7', 'frontendajax', 'yith_wcwl_l10n', 'th_product', 'wf_pklist_params_public', 'WCP'];
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
const NONCE = /^[0-9a-f]{10}$/;
/**
 * Lead Form Builder's validation messages as install.php leaves them: the required-field text set,
 * the general error text saved empty (left out), the e-mail text never stored (the plugin's default).
 */
const LEAD_FORM_MESSAGES = { requiredMessage: 'กรุณากรอกข้อมูลช่องนี้ให้ครบ', emailMessage: 'Please enter a valid email address.' };

let passed = 0;
let failed = 0;
function check(name: string, run: () => void): void {
  try {
    run();
    passed += 1;
    console.log(`  ✓ ${name}`);
  } catch (error) {
    failed += 1;
    console.log(`  ✗ ${name}\n      ${(error as Error).message.split('\n').join('\n      ')}`);
  }
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** JSON with object keys sorted: which source a config key came from changes its order, not its value. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : item,
  );
}

function assertEqual(actual: unknown, expected: unknown, what: string): void {
  const a = canonical(actual);
  const e = canonical(expected);
  assert(a === e, `${what}\n  expected ${e}\n  got      ${a}`);
}

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

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitForServer(origin: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`php -S exited with ${server.exitCode} (${STATE}/php-server.log)`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`WordPress did not answer at ${origin}/`);
}

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
          ...WISHLIST_PREMIUM_DEFAULTS,
          askEstimateRedirectUrl: origin,
        },
        // The release before the rename: its th_* actions and th_product.nonce (research §5).
        compare: { nonce: '<nonce>', ...COMPARE_ACTIONS.th },
        // WebToffee's options at their defaults and the guest the test fetches as (research §3).
        documents: { showDocumentPreview: false, accessType: 'logged_in', loggedIn: false, dontShowAgain: false },
        // WCP's nonce and date (research §3); the admin-ajax URL is the site config's.
        paymentForm: { checkOrderNonce: '<nonce>', currentDate: WP_TODAY },
      },
      'talat-config',
    );
  });

  check(`${label}: the widgets' own config readers get exactly what they need from the printed page`, () => {
    const dom = pageDocument(origin, page);
    try {
      const site = { ajaxUrl: '/wp-admin/admin-ajax.php', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', restRoot: `${origin}/wp-json/` };
      const configs = Object.fromEntries(
        [cartConfigSpec, liveSearchConfigSpec, contactFormConfigSpec, leadFormConfigSpec, wishlistConfigSpec, compareConfigSpec, documentsConfigSpec, paymentFormConfigSpec].map((spec) => [
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
          wishlist: { ...wishlistConfigSpec.defaults, nonces: WISHLIST_NONCES, ...site, ...WISHLIST_PREMIUM_DEFAULTS, askEstimateRedirectUrl: origin },
          compare: { ...compareConfigSpec.defaults, ...site, nonce: '<nonce>' },
          documents: { ...documentsConfigSpec.defaults, ...site, loggedIn: false },
          'payment-form': { checkOrderNonce: '<nonce>', currentDate: WP_TODAY, ...site },
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

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: REPO, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

function stopServer(server: ChildProcess): void {
  try {
    if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  server.stdout?.destroy();
  server.stderr?.destroy();
}

function stopDatabase(): void {
  if (existsSync(SOCKET)) spawnSync('mariadb-admin', ['--no-defaults', `--socket=${SOCKET}`, '-uroot', 'shutdown'], { stdio: 'ignore' });
}

async function main(): Promise<void> {
  const started = Date.now();
  if (!existsSync(resolve(REPO, 'dist/talat/cart.js')) || !existsSync(resolve(REPO, 'dist/talat/classic/cart.js'))) {
    console.log('[wordpress-test] dist/talat/ is missing: npm run build');
    run('npm', ['run', 'build']);
  }
  run('bash', [resolve(REPO, 'wordpress/test/setup.sh')]);

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log = createWriteStream(`${STATE}/php-server.log`);
  const server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', WP_ROOT, resolve(REPO, 'wordpress/test/router.php')], {
    cwd: REPO,
    env: { ...process.env, TALAT_WP_CONTENT: `${STATE}/wp-content`, PHP_CLI_SERVER_WORKERS: '4' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: PHP_CLI_SERVER_WORKERS forks workers, stopped together below.
    detached: true,
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  try {
    await waitForServer(origin, server);
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

    await checkBrowser(origin);

    check('PHP logged no notice, warning or error while serving (debug.log)', () => {
      const log = existsSync(`${STATE}/debug.log`) ? readFileSync(`${STATE}/debug.log`, 'utf8').slice(debugLogBefore) : '';
      assertEqual(log.trim(), '', 'debug.log');
    });
  } finally {
    stopServer(server);
    stopDatabase();
  }
  console.log(`\nwordpress: ${passed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`);
  process.exitCode = failed === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(`[wordpress-test] ${(error as Error).stack ?? String(error)}`);
  stopDatabase();
  process.exitCode = 1;
});
