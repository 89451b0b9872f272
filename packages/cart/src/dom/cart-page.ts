import { loadMarkupDoor } from '@talat/core';

/**
 * §2.6: on the cart page any cart change refreshes the cart. Like WooCommerce's add-to-cart.js
 * (updateCartPage), the page is fetched again and its cart block replaces ours; when the cart
 * became empty the block holds the empty-cart message instead of the form. A failure reloads the
 * page, because a cart page that shows a wrong cart is worse than a reload.
 */
const CART_BLOCK = '.woocommerce-cart-form, .cart-empty';
/** The forms WooCommerce prints in the cart block; the markup door unwraps any other. */
const CART_PAGE_FORMS = ['woocommerce-cart-form', 'woocommerce-shipping-calculator', 'checkout_coupon'];

function cartBlock(root: ParentNode): Element | null {
  const part = root.querySelector(CART_BLOCK);
  return part?.closest('.woocommerce') ?? part ?? null;
}

export function createCartPageRefresher(doc: Document, alive: () => boolean, done: () => void): () => void {
  let inFlight: AbortController | undefined;
  return () => {
    inFlight?.abort();
    const abort = (inFlight = new AbortController());
    const location = doc.defaultView?.location;
    if (!location) return;
    fetch(location.href, { credentials: 'same-origin', signal: abort.signal, headers: { Accept: 'text/html' } })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((html) => Promise.all([html, loadMarkupDoor(doc)]))
      .then(([html, door]) => {
        if (!alive() || abort.signal.aborted) return;
        const current = cartBlock(doc);
        // The page is parsed once, inert; its cart block is cleaned and put in place of ours.
        if (!current || !door.replaceFromPage(current, html, cartBlock, { forms: CART_PAGE_FORMS })) throw new Error('no cart block');
        done();
      })
      .catch(() => {
        if (!abort.signal.aborted && alive()) location.reload();
      });
  };
}
