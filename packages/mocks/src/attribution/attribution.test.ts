// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addToCart } from '../cart/add-to-cart';
import { getCart } from '../cart/cart-state';
import { cartShop, PLAIN } from '../cart/test-fixtures';
import { BASE, readJson, wcAjaxPost } from '../test-fixtures';
import { createFakeWordPress } from '../wordpress';
import { DEFAULT_STORE_API_NONCE } from './checkout-endpoints';
import { deviceTypeOf } from './device-type';
import { attributionMeta, attributionMetaFromExtension, attributionMetaFromPost, extensionDataProblem } from './order-meta';
import { orderReceivedContent, originLabel } from './order-received';
import { findPlacedOrder, placedOrders } from './placed-orders';
import { sanitizeTextField } from './sanitize-text-field';

const ME = 'wp_woocommerce_session_talat=me';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const BILLING = {
  billing_first_name: 'สมชาย',
  billing_last_name: 'ใจดี',
  billing_phone: '0812345678',
  billing_address_1: '1 ถนนสุขุมวิท',
  billing_city: 'วัฒนา',
  billing_state: 'กรุงเทพมหานคร',
  billing_postcode: '10110',
  payment_method: 'bacs',
};

/** What WooCommerce's script posts for a utm landing (docs/research/order-attribution.md). */
const UTM_VISIT = {
  source_type: 'utm',
  referrer: '(none)',
  utm_campaign: 'songkran',
  utm_source: 'facebook',
  utm_medium: 'cpc',
  utm_content: 'banner-a',
  utm_id: 'c-42',
  utm_term: 'roll-on',
  utm_source_platform: 'meta',
  utm_creative_format: 'carousel',
  utm_marketing_tactic: 'prospecting',
  session_entry: 'http://shop.test/?utm_source=facebook',
  session_start_time: '2026-11-24 09:15:00',
  session_pages: '5',
  session_count: '1',
  user_agent: DESKTOP_UA,
};

/** What WooCommerce stores of UTM_VISIT: '(none)' values (the referrer of a landing without one) are skipped. */
const { referrer: _none, ...STORED } = UTM_VISIT;
const STORED_META = { ...STORED, device_type: 'Desktop' };

const posted = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([field, value]) => [`wc_order_attribution_${field}`, value]));

describe('sanitize_text_field (what WooCommerce stores of each value)', () => {
  it.each([
    ['  plain  ', 'plain'],
    ['a\nb\tc', 'a b c'],
    ['<b>bold</b> text', 'bold text'],
    ['<script>alert(1)</script>x', 'x'],
    ['a < b', 'a &lt; b'],
    ['http://shop.test/?q=%E0%B8%82', 'http://shop.test/?q='],
  ])('%j -> %j', (raw, expected) => expect(sanitizeTextField(raw)).toBe(expected));
});

describe('device type (MobileDetect, derived from the posted user agent)', () => {
  it('says Desktop for a desktop browser and Mobile for a phone (and a tablet, which isMobile() also matches)', () => {
    expect(deviceTypeOf(DESKTOP_UA)).toBe('Desktop');
    expect(deviceTypeOf(IPHONE_UA)).toBe('Mobile');
    expect(deviceTypeOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('Mobile');
  });
});

describe('order meta from the posted values', () => {
  it('stores every field as posted, plus device_type', () => {
    expect(attributionMetaFromPost(posted(UTM_VISIT))).toEqual(STORED_META);
  });

  it('skips a field posted as (none) or not posted at all, keeps an empty one', () => {
    const { utm_id: _unposted, ...rest } = UTM_VISIT;
    const meta = attributionMetaFromPost(posted({ ...rest, utm_term: '(none)', utm_content: '' }));
    expect(meta).not.toHaveProperty('utm_id');
    expect(meta).not.toHaveProperty('utm_term');
    expect(meta.utm_content).toBe('');
    // '(none)' is only skipped as a whole value: the referrer of a typed-in visit is posted as '(none)' and not stored.
    expect(meta).not.toHaveProperty('referrer');
  });

  it('stores nothing when tracking was off (every value posted empty)', () => {
    const empty = Object.fromEntries(Object.keys(UTM_VISIT).map((field) => [field, '']));
    expect(attributionMetaFromPost(posted(empty))).toEqual({});
    expect(attributionMeta(Object.fromEntries(Object.keys(UTM_VISIT).map((field) => [field, null])))).toEqual({});
  });

  it('reads the block checkout extension data the same way, and validates its schema (string|null)', () => {
    expect(attributionMetaFromExtension(UTM_VISIT)).toEqual(STORED_META);
    expect(attributionMetaFromExtension(undefined)).toEqual({});
    expect(extensionDataProblem({ source_type: 'utm', session_pages: null })).toBeUndefined();
    expect(extensionDataProblem({ session_pages: 5 })).toBe('extensions[woocommerce/order-attribution][session_pages] is not of type string,null.');
    expect(extensionDataProblem('utm')).toBe('extensions[woocommerce/order-attribution] is not of type object.');
  });
});

describe('origin label (get_origin_label)', () => {
  it.each([
    [{ source_type: 'utm', utm_source: 'facebook' }, 'Source: Facebook'],
    [{ source_type: 'organic', utm_source: 'google' }, 'Organic: Google'],
    [{ source_type: 'referral', utm_source: 'pantip.com' }, 'Referral: Pantip.com'],
    [{ source_type: 'typein', utm_source: '(direct)' }, 'Direct'],
    [{}, 'Unknown'],
  ])('%j -> %s', (meta, label) => expect(originLabel(meta)).toBe(label));
});

describe('POST /?wc-ajax=checkout (the classic form)', () => {
  it('creates the order from the cart with the attribution meta and answers the order-received redirect', async () => {
    const shop = cartShop();
    addToCart(shop, 'me', PLAIN.id, 2);
    const response = await createFakeWordPress(shop).handle(wcAjaxPost('checkout', { ...BILLING, ...posted(UTM_VISIT) }, ME));
    const [order] = placedOrders(shop);
    expect(order).toMatchObject({ id: 2001, checkout: 'classic', total: 2500, attribution: STORED_META });
    expect(await readJson(response)).toEqual({ result: 'success', redirect: `/checkout/order-received/2001/?key=${order!.key}` });
    expect(order!.key).toMatch(/^wc_order_[a-z0-9x]{13}$/);
    expect(getCart(shop, 'me').lines).toEqual([]);
    expect(findPlacedOrder(shop, 2001, 'wrong')).toBeUndefined();
  });

  it('answers failure with the notices for a missing required field, and places nothing', async () => {
    const shop = cartShop();
    addToCart(shop, 'me', PLAIN.id);
    const response = await createFakeWordPress(shop).handle(wcAjaxPost('checkout', { ...BILLING, billing_phone: ' ' }, ME));
    expect(await readJson(response)).toEqual({
      result: 'failure',
      messages: '<ul class="woocommerce-error" role="alert">\n\t\t\t<li>\n\t\t\t<strong>เบอร์โทรศัพท์</strong> เป็นช่องที่ต้องกรอก\t\t</li>\n\t</ul>\n',
      refresh: false,
      reload: false,
    });
    expect(placedOrders(shop)).toEqual([]);
  });

  it('answers "session expired" with reload for an empty cart', async () => {
    const response = await createFakeWordPress(cartShop()).handle(wcAjaxPost('checkout', BILLING, ME));
    expect(await readJson(response)).toMatchObject({ result: 'failure', reload: true });
  });
});

function storeCheckout(body: unknown, nonce: string | null = DEFAULT_STORE_API_NONCE): Request {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', cookie: ME };
  if (nonce !== null) headers.Nonce = nonce;
  return new Request(`${BASE}/wp-json/wc/store/v1/checkout`, { method: 'POST', headers, body: JSON.stringify(body) });
}

describe('POST /wp-json/wc/store/v1/checkout (the block checkout)', () => {
  it('stores extensions[woocommerce/order-attribution] as the same meta and answers payment_result.redirect_url', async () => {
    const shop = cartShop();
    addToCart(shop, 'me', PLAIN.id);
    const response = await createFakeWordPress(shop).handle(storeCheckout({ billing_address: { first_name: 'สมชาย' }, payment_method: 'bacs', extensions: { 'woocommerce/order-attribution': UTM_VISIT } }));
    const [order] = placedOrders(shop);
    expect(order).toMatchObject({ checkout: 'block', attribution: STORED_META, billing: { billing_first_name: 'สมชาย' } });
    expect(await readJson(response)).toMatchObject({ order_id: 2001, order_key: order!.key, payment_result: { payment_status: 'success', redirect_url: `/checkout/order-received/2001/?key=${order!.key}` } });
  });

  it('stores no attribution for null values (tracking off)', async () => {
    const shop = cartShop();
    addToCart(shop, 'me', PLAIN.id);
    const nulls = Object.fromEntries(Object.keys(UTM_VISIT).map((field) => [field, null]));
    await createFakeWordPress(shop).handle(storeCheckout({ extensions: { 'woocommerce/order-attribution': nulls } }));
    expect(placedOrders(shop)[0]?.attribution).toEqual({});
  });

  it('refuses a missing or wrong nonce and a value of the wrong type, placing nothing', async () => {
    const shop = cartShop();
    addToCart(shop, 'me', PLAIN.id);
    const wordpress = createFakeWordPress(shop);
    expect((await wordpress.handle(storeCheckout({}, null)))?.status).toBe(401);
    expect((await wordpress.handle(storeCheckout({}, 'nope')))?.status).toBe(403);
    const invalid = await wordpress.handle(storeCheckout({ extensions: { 'woocommerce/order-attribution': { session_pages: 3 } } }));
    expect(invalid?.status).toBe(400);
    expect(await readJson(invalid)).toMatchObject({ code: 'rest_invalid_param' });
    expect(placedOrders(shop)).toEqual([]);
  });
});

describe('order-received page', () => {
  it('shows the origin box and every recorded meta key as text', async () => {
    const shop = cartShop();
    addToCart(shop, 'me', PLAIN.id);
    await createFakeWordPress(shop).handle(wcAjaxPost('checkout', { ...BILLING, ...posted({ ...UTM_VISIT, utm_campaign: '<img src=x onerror=alert(1)>sale' }) }, ME));
    const host = document.createElement('div');
    host.innerHTML = orderReceivedContent(placedOrders(shop)[0]!);
    expect(host.querySelector('img')).toBeNull();
    const rows = [...host.querySelectorAll('[data-talat-recorded-attribution] tbody tr')].map((row) => [row.getAttribute('data-meta-key'), row.querySelector('td')?.textContent]);
    expect(rows[0]).toEqual(['_wc_order_attribution_source_type', 'utm']);
    expect(rows).toContainEqual(['_wc_order_attribution_utm_campaign', 'sale']);
    expect(rows).toContainEqual(['_wc_order_attribution_device_type', 'Desktop']);
    expect(host.querySelector('[data-talat-attribution-origin]')?.textContent).toContain('Source: Facebook');
  });
});
