// Which pages need the page extras' chunk at page start, before any sign of the shopper's intent
// (decision 503): where a behaviour changes what the page shows without a press. Everywhere
// else the chunk comes with the first pointer, touch, focus or scroll anywhere on the page
// (core's prefetchOnIntent on the whole document), and presses on the claimed controls are held.

/**
 * Markup a behaviour changes from the start: the coming-soon banner, the field descriptions
 * WooCommerce hides until their field has focus, the password fields that get a show button.
 */
const SHOWN_WITHOUT_A_PRESS = [
  '.coming-soon-footer-banner',
  '.woocommerce-input-wrapper .description',
  '.woocommerce form input[type="password"]',
].join(', ');

/** Another page chose a language: the switcher translates this one on load (language-switcher). */
const TRANSLATION_COOKIE = /(?:^|;)\s?googtrans=[^;]/;

/**
 * True where the page extras' chunk must start now: see the module comment. Beside WooCommerce's
 * own woocommerce.js (`woocommerceScript`, the cart and checkout) those three behaviours are that
 * script's (the `woocommerceJs` parts of features/registry.ts), so their markup is no reason.
 */
export function neededAtStart(doc: Document, win: Window, { woocommerceScript = false } = {}): boolean {
  // Opened scrolled (a reload, an anchor): the sticky header and the scroll-to-top button show now.
  if (win.scrollY > 0 || TRANSLATION_COOKIE.test(doc.cookie)) return true;
  return !woocommerceScript && doc.querySelector(SHOWN_WITHOUT_A_PRESS) !== null;
}
