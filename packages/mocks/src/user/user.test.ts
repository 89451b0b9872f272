import { describe, expect, it } from 'vitest';
import { md5 } from '../cart/md5';
import { SESSION_COOKIE } from '../cart/session';
import { createFakeShop, type FakeShop } from '../shop';
import { createFakeWordPress } from '../wordpress';
import { isComingSoonBannerDismissed, renewRestNonce, restNonceFor } from './banner-state';
import { comingSoonBannerHtml, DEMO_STORE_NOTICE, storeNoticeHtml } from './markup';

// The logged-in user's REST nonce rules and the coming-soon banner's user setting (issue 16):
// what the page extras' banner and the client's nonce middleware rely on.

const ORIGIN = 'http://shop.test';
const SESSION = 'a1b2c3';
const cookie = (session = SESSION) => ({ cookie: `${SESSION_COOKIE}=${session}` });

async function call(shop: FakeShop, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await createFakeWordPress(shop).handle(new Request(`${ORIGIN}${url}`, init));
  if (!response) throw new Error(`the fake did not answer ${url}`);
  return response;
}
const dismiss = (shop: FakeShop, nonce: string | undefined, path = '/wp-json/wp/v2/users/7', session = SESSION) =>
  call(shop, `${path}?_locale=user`, {
    method: 'POST',
    headers: { ...cookie(session), 'Content-Type': 'application/json', ...(nonce ? { 'X-WP-Nonce': nonce } : {}) },
    body: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }),
  });

describe('users endpoint: woocommerce_meta.coming_soon_banner_dismissed', () => {
  it('saves the setting for this visitor with the current nonce, and answers the user', async () => {
    const shop = createFakeShop();
    const response = await dismiss(shop, restNonceFor(shop, SESSION));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 7, woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    expect(isComingSoonBannerDismissed(shop, SESSION)).toBe(true);
    expect(isComingSoonBannerDismissed(shop, 'another-browser')).toBe(false);
  });

  it('users/me is the same user', async () => {
    const shop = createFakeShop();
    expect((await dismiss(shop, restNonceFor(shop, SESSION), '/wp-json/wp/v2/users/me')).status).toBe(200);
  });

  it("takes jQuery's form encoding too (WooCommerce's own script)", async () => {
    const shop = createFakeShop();
    const response = await call(shop, '/wp-json/wp/v2/users/7', {
      method: 'POST',
      headers: { ...cookie(), 'X-WP-Nonce': restNonceFor(shop, SESSION) },
      body: new URLSearchParams({ 'woocommerce_meta[coming_soon_banner_dismissed]': 'yes' }),
    });
    expect(response.status).toBe(200);
    expect(isComingSoonBannerDismissed(shop, SESSION)).toBe(true);
  });

  it('a stale nonce: 403 rest_cookie_invalid_nonce, nothing saved', async () => {
    const shop = createFakeShop();
    const old = restNonceFor(shop, SESSION);
    renewRestNonce(shop, SESSION);
    const response = await dismiss(shop, old);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } });
    expect(isComingSoonBannerDismissed(shop, SESSION)).toBe(false);
  });

  it('without a nonce the request is a guest: 401', async () => {
    const shop = createFakeShop();
    expect((await dismiss(shop, undefined)).status).toBe(401);
  });

  it("another user's id: 403 rest_cannot_edit", async () => {
    const shop = createFakeShop();
    const response = await dismiss(shop, restNonceFor(shop, SESSION), '/wp-json/wp/v2/users/8');
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('rest_cannot_edit');
  });

  it('faults apply to it like to every endpoint', async () => {
    const shop = createFakeShop();
    shop.faults.add({ endpoint: '/wp/v2/users/:id', status: 500, times: 1 });
    expect((await dismiss(shop, restNonceFor(shop, SESSION))).status).toBe(500);
    expect((await dismiss(shop, restNonceFor(shop, SESSION))).status).toBe(200);
  });
});

describe('admin-ajax rest-nonce', () => {
  it("gives a logged-in visitor its current nonce as text, which the users endpoint accepts", async () => {
    const shop = createFakeShop();
    renewRestNonce(shop, SESSION);
    const response = await call(shop, '/wp-admin/admin-ajax.php?action=rest-nonce', { headers: cookie() });
    const fresh = await response.text();
    expect(fresh).toBe(restNonceFor(shop, SESSION));
    expect(fresh).toMatch(/^[0-9a-f]{10}$/);
    expect((await dismiss(shop, fresh)).status).toBe(200);
  });

  it("answers a guest '0' (the action has no nopriv handler)", async () => {
    const shop = createFakeShop();
    const response = await call(shop, '/wp-admin/admin-ajax.php?action=rest-nonce');
    expect(await response.text()).toBe('0');
  });
});

describe('markup', () => {
  it('the store notice as woocommerce_demo_store() prints it: hidden, md5 id, dismiss link', () => {
    expect(storeNoticeHtml('Hi & bye')).toBe(
      `<p class="woocommerce-store-notice demo_store" data-notice-id="${md5('Hi & bye')}" style="display:none;">Hi &amp; bye <a href="#" class="woocommerce-store-notice__dismiss-link">ปิด</a></p>`,
    );
    expect(storeNoticeHtml()).toContain(md5(DEMO_STORE_NOTICE));
  });

  it('the coming-soon banner with the REST URL and nonce on its dismiss link', () => {
    const html = comingSoonBannerHtml({ restUrl: '/wp-json/wp/v2/users/7', restNonce: 'abc' });
    expect(html).toContain("<a class='coming-soon-footer-banner-dismiss' data-rest-url='/wp-json/wp/v2/users/7' data-rest-nonce='abc'></a></div>");
    expect(html.startsWith("<div id='coming-soon-footer-banner'><div class='coming-soon-footer-banner__content'>")).toBe(true);
  });
});
