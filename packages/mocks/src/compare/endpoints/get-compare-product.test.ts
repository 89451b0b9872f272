import { describe, expect, it } from 'vitest';
import { callCompare, compareJsonOf, compareShop, footerIds, HOSTILE_PRODUCT, LOT, PHONE_UA, PLAIN, SOLD_OUT, Visitor } from '../test-fixtures';

// §7 Compare, th_get_compare_product and th_remove_all_compare (pre-rename release; research §4):
// the nonce, the plain reply shapes, the cookie as the only storage, and the limit.

const add = (id: number) => ({ product_id: String(id), add_remove: 'add' });

describe('th_get_compare_product', () => {
  it("refuses a missing or wrong nonce with '-1' 403", async () => {
    const shop = compareShop();
    for (const nonce of [null, 'wrong']) {
      const response = await callCompare(shop, 'th_get_compare_product', add(PLAIN.id), { nonce });
      expect([response.status, await response.text()]).toEqual([403, '-1']);
    }
  });

  it('answers {no_product: 1} (an integer) for a refresh of an empty list', async () => {
    const shop = compareShop();
    expect(await compareJsonOf(shop, 'th_get_compare_product', { product_id: 'refresh', add_remove: 'add' })).toEqual({ no_product: 1 });
  });

  it('refuses missing or invalid input with wp_send_json_error({message})', async () => {
    const shop = compareShop();
    expect(await compareJsonOf(shop, 'th_get_compare_product', { add_remove: 'add' })).toEqual({ success: false, data: { message: 'Missing product id' } });
    expect(await compareJsonOf(shop, 'th_get_compare_product', { product_id: 'abc', add_remove: 'add' })).toEqual({ success: false, data: { message: 'Invalid product id' } });
    expect(await compareJsonOf(shop, 'th_get_compare_product', { product_id: '-3', add_remove: 'add' })).toEqual({ success: false, data: { message: 'Invalid product id' } });
    expect(await compareJsonOf(shop, 'th_get_compare_product', { product_id: '1' })).toEqual({ success: false, data: { message: 'Missing action' } });
  });

  it('adds newest first, keeping the list in the cookie; add_more is the footer bar', async () => {
    const shop = compareShop();
    const visitor = new Visitor();
    const first = await compareJsonOf(shop, 'th_get_compare_product', add(PLAIN.id), { visitor });
    expect(Object.keys(first).sort()).toEqual(['add_more', 'footer_bar', 'html']);
    expect(visitor.cookie).toMatch(/^th_compare_product_0e2074c85243=/);
    const second = await compareJsonOf(shop, 'th_get_compare_product', add(LOT.id), { visitor });
    expect(footerIds(second.footer_bar)).toEqual([LOT.id, PLAIN.id]);
    expect(second.add_more).toBe(second.footer_bar);
    expect(String(second.html)).toMatch(/^<table class="product-table-configure woocommerce ">/);
    // The same visitor's refresh sees the same list; another visitor has none.
    expect(footerIds((await compareJsonOf(shop, 'th_get_compare_product', { product_id: 'refresh', add_remove: 'add' }, { visitor })).footer_bar)).toEqual([LOT.id, PLAIN.id]);
    expect(await compareJsonOf(shop, 'th_get_compare_product', { product_id: 'refresh', add_remove: 'add' })).toEqual({ no_product: 1 });
  });

  it("prints the phone layout's table (mobile-flex) for a phone's browser, as wp_is_mobile() decides", async () => {
    const shop = compareShop();
    const visitor = new Visitor();
    const phone = await compareJsonOf(shop, 'th_get_compare_product', add(PLAIN.id), { visitor, userAgent: PHONE_UA });
    expect(String(phone.html)).toMatch(/^<table class="product-table-configure woocommerce mobile-flex">/);
    const desktop = await compareJsonOf(shop, 'th_get_compare_product', { product_id: 'refresh', add_remove: 'add' }, { visitor });
    expect(String(desktop.html)).toMatch(/^<table class="product-table-configure woocommerce ">/);
  });

  it('does not write the cookie again for a product already in the list', async () => {
    const shop = compareShop();
    const visitor = new Visitor();
    await callCompare(shop, 'th_get_compare_product', add(PLAIN.id), { visitor });
    const again = await callCompare(shop, 'th_get_compare_product', add(PLAIN.id), { visitor });
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(footerIds((await again.json()).footer_bar)).toEqual([PLAIN.id]);
  });

  it('removes; the last removal answers an empty table and footer, then refresh says no_product', async () => {
    const shop = compareShop();
    const visitor = new Visitor();
    await callCompare(shop, 'th_get_compare_product', add(PLAIN.id), { visitor });
    await callCompare(shop, 'th_get_compare_product', add(LOT.id), { visitor });
    const one = await compareJsonOf(shop, 'th_get_compare_product', { product_id: String(LOT.id), add_remove: 'remove' }, { visitor });
    expect(footerIds(one.footer_bar)).toEqual([PLAIN.id]);
    const none = await compareJsonOf(shop, 'th_get_compare_product', { product_id: String(PLAIN.id), add_remove: 'remove' }, { visitor });
    expect(footerIds(none.footer_bar)).toEqual([]);
    expect(String(none.footer_bar)).toContain("<div class=\"product_image\"></div>");
    expect(await compareJsonOf(shop, 'th_get_compare_product', { product_id: 'refresh', add_remove: 'add' }, { visitor })).toEqual({ no_product: 1 });
  });

  it("refuses a fifth product with 'Product Limit Exceeded.', and says so on a refresh of the full list", async () => {
    const shop = compareShop();
    const visitor = new Visitor();
    for (const id of [1, 2, 3, 5]) await callCompare(shop, 'th_get_compare_product', add(id), { visitor });
    const refused = await compareJsonOf(shop, 'th_get_compare_product', add(6), { visitor });
    expect(refused.product_limit).toBe('Product Limit Exceeded.');
    expect(footerIds(refused.footer_bar)).toEqual([5, 3, 2, 1]);
    const refresh = await compareJsonOf(shop, 'th_get_compare_product', { product_id: 'refresh', add_remove: 'add' }, { visitor });
    expect(refresh.product_limit).toBe('Product Limit Exceeded.');
  });

  it('takes its limit from the shop settings', async () => {
    const shop = compareShop({ compare: { limit: 2 } });
    const visitor = new Visitor();
    await callCompare(shop, 'th_get_compare_product', add(1), { visitor });
    expect((await compareJsonOf(shop, 'th_get_compare_product', add(2), { visitor })).product_limit).toBeUndefined();
    expect((await compareJsonOf(shop, 'th_get_compare_product', add(3), { visitor })).product_limit).toBe('Product Limit Exceeded.');
  });

  it('prints the hostile product as text and sold-out products with a read-more link', async () => {
    const shop = compareShop();
    const visitor = new Visitor();
    await callCompare(shop, 'th_get_compare_product', add(SOLD_OUT.id), { visitor });
    const reply = await compareJsonOf(shop, 'th_get_compare_product', add(HOSTILE_PRODUCT.id), { visitor });
    expect(String(reply.html)).not.toContain('<img src=x');
    expect(String(reply.html)).toContain('&lt;img src=x onerror=alert(1)&gt;ขวดทดสอบ');
    expect(String(reply.html)).toContain('th-out-of-stoct');
  });

  it('leaves the footer bar out when the shop turned it off', async () => {
    const shop = compareShop({ compare: { footerBar: false } });
    const reply = await compareJsonOf(shop, 'th_get_compare_product', add(PLAIN.id));
    expect([reply.footer_bar, reply.add_more]).toEqual(['', '']);
  });
});

describe('th_remove_all_compare', () => {
  it('expires the cookie and answers {no_product: "1"}', async () => {
    const shop = compareShop();
    const visitor = new Visitor();
    await callCompare(shop, 'th_get_compare_product', add(PLAIN.id), { visitor });
    const response = await callCompare(shop, 'th_remove_all_compare', {}, { visitor });
    expect(await response.json()).toEqual({ no_product: '1' });
    expect(visitor.cookie).toBe('');
    expect(await compareJsonOf(shop, 'th_get_compare_product', { product_id: 'refresh', add_remove: 'add' }, { visitor })).toEqual({ no_product: 1 });
  });

  it("refuses a wrong nonce with '-1' 403", async () => {
    const response = await callCompare(compareShop(), 'th_remove_all_compare', {}, { nonce: 'nope' });
    expect([response.status, await response.text()]).toEqual([403, '-1']);
  });
});
