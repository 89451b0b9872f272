// The shop's social advertising pixel (§1 Tracking): Meta's `fbq`, as its base code defines it
// (docs/research/pixel.md); its stub's queue is read in pixel-stub.ts.
import { findPixel, type Pixel } from './pixel-stub';

/**
 * Facebook for WooCommerce sends PageView and AddToCart itself (its base code with
 * `FacebookSignals`, its `wc_facebook_pixel_data` events and the placeholder its AddToCart
 * fragment replaces). When it is on the page we send neither, so nothing is counted twice.
 */
export function facebookForWooCommerceOnPage(win: Window, doc: Document): boolean {
  const host = win as unknown as { FacebookSignals?: unknown; wc_facebook_pixel_data?: unknown; __wc_fb_page_generated?: unknown };
  return host.FacebookSignals !== undefined || host.wc_facebook_pixel_data !== undefined || host.__wc_fb_page_generated !== undefined || doc.querySelector('.wc-facebook-pixel-event-placeholder') !== null;
}

/** Meta's pixel library (`fbevents.js`, by locale), as its base code and script tags name it; not its other SDKs. */
const PIXEL_LIBRARY = /connect\.facebook\.net\/[\w-]+\/fbevents\.js/;

/**
 * A pixel script that has not run yet: Meta's base code or library in a `<script>` a consent tool
 * holds (`type="text/plain"`) or an optimiser delays (`rocketlazyloadscript`, `data-rocket-src`)
 * until consent or the first interaction. Read from its text and every attribute, as each tool
 * moves the address to an attribute of its own.
 */
const pixelScriptOnPage = (doc: Document): boolean =>
  Array.from(doc.scripts).some((script) => PIXEL_LIBRARY.test(script.text) || Array.from(script.attributes).some((attribute) => PIXEL_LIBRARY.test(attribute.value)));

/**
 * Whether the shop has a pixel on this page (§9 click-id rows: `_fbc` is the pixel's cookie): its
 * function, Facebook for WooCommerce, or its script waiting to run. A pixel that a tag manager adds
 * later is not here yet; the caller asks again at the window's `load`.
 */
export function pixelOnPage(win: Window, doc: Document): boolean {
  return findPixel(win) !== undefined || facebookForWooCommerceOnPage(win, doc) || pixelScriptOnPage(doc);
}

/** Calls the pixel; a pixel that throws is logged once per call and never breaks the page. */
export function callPixel(pixel: Pixel, ...args: unknown[]): boolean {
  try {
    pixel(...args);
    return true;
  } catch (error) {
    console.error('[Talat] attribution: the pixel refused a call', error);
    return false;
  }
}
