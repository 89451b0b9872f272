import { replaceWithTrustedHtml, trustedHtml } from '@talat/core';

/**
 * §2.6: on the cart page any cart change refreshes the cart. Like WooCommerce's add-to-cart.js
 * (updateCartPage), the page is fetched again and its cart block replaces ours; when the cart
 * became empty the block holds the empty-cart message instead of the form. A failure reloads the
 * page, because a cart page that shows a wrong cart is worse than a reload.
 */
const CART_BLOCK = '.woocommerce-cart-form, .cart-empty';

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
      .then((html) => {
        if (!alive()) return;
        const fresh = cartBlock(new DOMParser().parseFromString(html, 'text/html'));
        const current = cartBlock(doc);
        if (!fresh || !current) throw new Error('no cart block');
        replaceWithTrustedHtml(current, trustedHtml(fresh.outerHTML));
        done();
      })
      .catch(() => {
        if (!abort.signal.aborted && alive()) location.reload();
      });
  };
}
