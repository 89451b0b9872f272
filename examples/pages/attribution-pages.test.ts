import { addToCart, createFakeShop, placeOrder } from '@talat/mocks';
import { describe, expect, it } from 'vitest';
import { handlePageRequest, type PageResponse } from '../routes';
import { CONSENT_SWITCH_COOKIE } from './attribution-consent';
import { orderReceivedId } from './attribution-pages';

// The demo pages of issue 17: the consent switch, the block-checkout variant, the order-received page.

const request = (shop: ReturnType<typeof createFakeShop>, path: string, cookies: Record<string, string> = {}): PageResponse =>
  handlePageRequest(shop, { method: 'GET', url: new URL(`http://localhost${path}`), sessionId: 'demo', cookies });
const html = (response: PageResponse) => {
  if (!('html' in response)) throw new Error('expected a page');
  return response.html;
};
const inCart = () => {
  const shop = createFakeShop();
  addToCart(shop, 'demo', 234, 1);
  return shop;
};

describe('the consent switch', () => {
  it('remembers ?consent=1 in a cookie and redirects to the page without it', () => {
    expect(request(createFakeShop(), '/shop/?consent=1')).toEqual({ status: 302, location: '/shop/', setCookies: [`${CONSENT_SWITCH_COOKIE}=1; path=/; SameSite=Lax`] });
  });

  it('prints the fake WP Consent API (opt-in) on every page once on, and not otherwise', () => {
    const on = html(request(createFakeShop(), '/shop/', { [CONSENT_SWITCH_COOKIE]: '1' }));
    expect(on).toContain('var consent_api = {"consent_type":"optin","waitfor_consent_hook":false,"cookie_expiration":30,"cookie_prefix":"wp_consent"};');
    expect(on).toContain('<script src="/assets/fake-consent.js" id="wp-consent-api-js"></script>');
    expect(html(request(createFakeShop(), '/shop/', { [CONSENT_SWITCH_COOKIE]: '0' }))).not.toContain('fake-consent.js');
  });
});

describe('/checkout-block/', () => {
  it('prints the checkout block with its place-order button, the Store API nonce and the fake store script', () => {
    const page = html(request(inCart(), '/checkout-block/'));
    expect(page).toContain('<div class="wp-block-woocommerce-checkout alignwide wc-block-checkout is-large">');
    expect(page).toContain('wc-block-components-checkout-place-order-button');
    expect(page).toMatch(/var wcBlocksMiddlewareConfig = \{"storeApiNonce":"store-api-3c9e"/);
    expect(page).toContain('<script src="/assets/fake-block-checkout.js"></script>');
    expect(html(request(inCart(), '/checkout-block/?late_store=1'))).toContain('<script src="/assets/fake-block-checkout.js" data-late-store></script>');
  });

  it('has no checkout for an empty cart', () => {
    expect(html(request(createFakeShop(), '/checkout-block/'))).not.toContain('wp-block-woocommerce-checkout ');
  });
});

describe('the classic checkout page', () => {
  it('prints <wc-order-attribution-inputs> once, inside the form, after the billing fields', () => {
    const page = html(request(inCart(), '/checkout/'));
    expect(page.match(/<wc-order-attribution-inputs><\/wc-order-attribution-inputs>/g)).toHaveLength(1);
    const start = page.indexOf('<form name="checkout"');
    const form = page.slice(start, page.indexOf('</form>', start));
    expect(form.indexOf('<wc-order-attribution-inputs>')).toBeGreaterThan(form.indexOf('billing_postcode'));
  });
});

describe('the order-received page', () => {
  it('reads the id from <checkout>/order-received/<id>/', () => {
    expect(orderReceivedId('/checkout/order-received/2001/', '/checkout/')).toBe('2001');
    expect(orderReceivedId('/checkout/order-received/x/', '/checkout/')).toBeUndefined();
    expect(orderReceivedId('/cart/', '/checkout/')).toBeUndefined();
  });

  it('shows the order only with its key', () => {
    const shop = inCart();
    const order = placeOrder(shop, 'demo', { checkout: 'classic', billing: {}, attribution: { source_type: 'typein', utm_source: '(direct)' } })!;
    const page = request(shop, `/checkout/order-received/${order.id}/?key=${order.key}`);
    expect(page.status).toBe(200);
    expect(html(page)).toContain('<tr data-meta-key="_wc_order_attribution_utm_source"><th scope="row"><code>_wc_order_attribution_utm_source</code></th><td>(direct)</td></tr>');
    expect(request(shop, `/checkout/order-received/${order.id}/?key=wrong`).status).toBe(404);
  });
});
