// Per page type, the gzip -9 bytes of Talat a page loads (unthrottled, fresh context, one load each):
//   first load: the module scripts the page includes plus their static imports (manifest.json, the
//               same definition size-limit uses);
//   by DOMContentLoaded: every /talat/ file the page requested before DOMContentLoaded (a dynamic
//               import started at evaluation shows here and not in the first load);
//   once idle:  every /talat/ file the page requested until the network was idle, plus 3 s;
// next to the gzip -9 bytes of the plugin scripts Talat replaces on that page type.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { LISTING_PATH, talatFileOf, type BenchServer } from './bench-serve';
import { inFreshContext } from './bench-throttle';

/** The replaced plugins' own scripts, gzip -9 bytes (issue 12, "Budgets"). */
export const REPLACED_PLUGINS = {
  thaps: { name: 'THAPS', bytes: 9487 },
  woocommerce: { name: 'WooCommerce add-to-cart + cart-fragments + blockUI + js.cookie', bytes: 8442 },
  sideCart: { name: 'side-cart plugin (without owl.carousel)', bytes: 6452 },
  cf7: { name: 'CF7 + swv + wp-i18n/hooks', bytes: 12911 },
  leadForm: { name: 'Lead Form Builder + jQuery UI datepicker', bytes: 19852 },
  jquery: { name: 'jQuery + migrate', bytes: 35114 },
  // yithemes/yith-woocommerce-wishlist 4.16.0 (1266169c): jquery.yith-wcwl.min.js 6,826 + jquery.selectBox.min.js
  // 3,781. WooCommerce's prettyPhoto, which the script also loads, is not counted: no minified copy is at hand here.
  wishlist: { name: 'YITH Wishlist + selectBox (prettyPhoto not counted)', bytes: 10607 },
  // themehunk/th-product-compare 1.4.1 (eb1a661): assets/js/fscript.js, which the plugin ships unminified
  // (21,083 B raw), enqueued on every front-end page (docs/research/th-product-compare.md §2).
  compare: { name: 'TH Product Compare fscript.js', bytes: 4475 },
  // surakrai/wc-confirm-payment (5a0c3d6): public/js/modernizr-custom.js 1,213 + jquery.form.js 12,082 +
  // woocommerce-confirm-payment-public.js 1,130, all enqueued on every front-end page (its enqueue_scripts has no
  // condition). cleave.min.js (5,290), which its script loads on the form's page only, is not counted.
  confirmPayment: { name: 'WooCommerce Confirm Payment + jquery.form + modernizr', bytes: 14425 },
  // WebToffee print invoices 4.6.2 (WordPressBugBounty mirror, dfabce8): public/js/wf-woocommerce-packing-list-public.js,
  // enqueued on every front-end page.
  printInvoices: { name: 'WebToffee print invoices public script', bytes: 1913 },
} as const;
type Plugin = keyof typeof REPLACED_PLUGINS;

/**
 * Which plugin scripts each page type would have loaded (an assumption, printed with the table):
 * every page has the header search, the side cart and WooCommerce's cart scripts on jQuery; the
 * listing and the product page the footer lead form; the contact page CF7; YITH's wishlist script is
 * on the listing, the product page and the wishlist page (the pages with its markup); TH Product
 * Compare's script on every page (the plugin enqueues it everywhere, for its footer bar); the payment
 * confirmation plugin's and WebToffee's scripts on every page (both enqueue unconditionally; issue 15).
 */
const EVERY_PAGE: readonly Plugin[] = ['thaps', 'woocommerce', 'sideCart', 'compare', 'confirmPayment', 'printInvoices', 'jquery'];
export const PAGE_TYPES: ReadonlyArray<{ name: string; plugins: readonly Plugin[] }> = [
  { name: 'listing', plugins: [...EVERY_PAGE, 'leadForm', 'wishlist'] },
  { name: 'product', plugins: [...EVERY_PAGE, 'leadForm', 'wishlist'] },
  { name: 'wishlist', plugins: [...EVERY_PAGE, 'wishlist'] },
  { name: 'contact', plugins: [...EVERY_PAGE, 'cf7'] },
  { name: 'cart', plugins: EVERY_PAGE },
  { name: 'checkout', plugins: EVERY_PAGE },
  { name: 'account', plugins: EVERY_PAGE },
  { name: 'confirm-payment', plugins: EVERY_PAGE },
];

export interface PageBytes {
  page: string;
  path: string;
  firstLoad: number;
  byDomContentLoaded: number;
  onceIdle: number;
  replaced: number;
  /** Files (relative to /talat/) of each column. */
  files: { firstLoad: string[]; byDomContentLoaded: string[]; onceIdle: string[] };
}

type Manifest = Record<string, { entry: string; firstLoad: string[] }>;

export function gzipCounter(talatDir: string) {
  const cache = new Map<string, number>();
  return (files: readonly string[]) =>
    files.reduce((sum, file) => {
      if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(join(talatDir, file)), { level: 9 }).length);
      return sum + cache.get(file)!;
    }, 0);
}

/** The demo URL of each page type, and the product the cart and checkout pages hold. */
export async function pagePaths(base: string): Promise<{ paths: Record<string, string>; productId: string }> {
  const listing = await (await fetch(`${base}${LISTING_PATH}`)).text();
  const product = /href="(?:https?:\/\/[^"/]+)?(\/product\/[^"]+\/)"/.exec(listing)?.[1];
  const productId = /data-product_id="(\d+)"/.exec(listing)?.[1];
  if (!product || !productId) throw new Error(`no product link or add button on ${LISTING_PATH}`);
  return { paths: { home: '/', listing: LISTING_PATH, product, contact: '/contact/', cart: '/cart/', checkout: '/checkout/', wishlist: '/wishlist/', account: '/my-account/', 'confirm-payment': '/confirm-payment/' }, productId };
}

export async function measurePageBytes(browser: Browser, server: BenchServer): Promise<PageBytes[]> {
  const manifest = JSON.parse(readFileSync(join(server.talatDir, 'manifest.json'), 'utf8')) as Manifest;
  const byEntry = new Map(Object.values(manifest).map((widget) => [widget.entry, widget.firstLoad]));
  const gzipBytes = gzipCounter(server.talatDir);
  const { paths, productId } = await pagePaths(server.base);
  const results: PageBytes[] = [];
  for (const { name, plugins } of PAGE_TYPES) {
    const path = paths[name]!;
    const measured = await inFreshContext(
      browser,
      async ({ context, page }) => {
        // The cart and checkout pages with one product in the cart, as a shopper reaches them.
        if (name === 'cart' || name === 'checkout') await context.request.get(`${server.base}/?add-to-cart=${productId}`);
        const requested: string[] = [];
        let loaded = false;
        const beforeDcl: string[] = [];
        page.on('request', (request) => {
          const file = talatFileOf(request.url());
          if (!file) return;
          requested.push(file);
          if (!loaded) beforeDcl.push(file);
        });
        page.once('domcontentloaded', () => (loaded = true));
        await page.goto(`${server.base}${path}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
        const scripts = (await page.evaluate(
          `[...document.querySelectorAll('script[type="module"][src]')].map((s) => new URL(s.src).pathname).filter((p) => p.startsWith('/talat/')).map((p) => p.slice(7))`,
        )) as string[];
        await page.waitForLoadState('networkidle', { timeout: 60_000 });
        await page.waitForTimeout(3000);
        return { scripts, requested, beforeDcl };
      },
      { throttle: false },
    );
    const firstLoad = [...new Set(measured.scripts.flatMap((script) => byEntry.get(script) ?? [script]))];
    const byDcl = [...new Set(measured.beforeDcl)];
    const onceIdle = [...new Set(measured.requested)];
    results.push({
      page: name,
      path,
      firstLoad: gzipBytes(firstLoad),
      byDomContentLoaded: gzipBytes(byDcl),
      onceIdle: gzipBytes(onceIdle),
      replaced: plugins.reduce((sum, plugin) => sum + REPLACED_PLUGINS[plugin].bytes, 0),
      files: { firstLoad, byDomContentLoaded: byDcl, onceIdle },
    });
  }
  return results;
}
