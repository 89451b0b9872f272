import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createFakeShop, createMswHandlers, taiowcParams, wcAddToCartParams, wcCartFragmentsParams, type FakeShop } from '@talat/mocks';

// For the cart's jsdom tests: the fake WordPress behind msw/node, a fresh shop and clean storage
// for every test, and the globals WooCommerce and the side-cart plugin print.

const GLOBALS = ['wc_add_to_cart_params', 'wc_cart_fragments_params', 'taiowc_param'] as const;

/** Installs the hooks; `shop()` is the current test's shop. */
export function useFakeWordPress(): { shop(): FakeShop; server: ReturnType<typeof setupServer> } {
  let shop: FakeShop;
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    shop = createFakeShop();
    server.resetHandlers(...createMswHandlers(shop));
    sessionStorage.clear();
    localStorage.clear();
    // The fake's replies set WooCommerce's cart cookies (msw stores Set-Cookie, as a browser
    // does); a test must not start with an earlier test's cart.
    for (const name of ['woocommerce_cart_hash', 'woocommerce_items_in_cart']) document.cookie = `${name}=; max-age=0; path=/`;
  });
  afterEach(() => {
    for (const name of GLOBALS) delete (window as unknown as Record<string, unknown>)[name];
    document.body.innerHTML = '';
  });
  return { shop: () => shop, server };
}

/** `wc_add_to_cart_params`, `wc_cart_fragments_params` and `taiowc_param`, as the page prints them. */
export function setCartGlobals(shop: FakeShop, redirectAfterAdd: 'yes' | 'no' = 'no'): void {
  Object.assign(window, {
    wc_add_to_cart_params: wcAddToCartParams(shop, { isCart: false, redirectAfterAdd }),
    wc_cart_fragments_params: wcCartFragmentsParams(shop),
    taiowc_param: taiowcParams(shop),
  });
}
