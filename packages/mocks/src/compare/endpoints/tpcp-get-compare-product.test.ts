import { describe, expect, it } from 'vitest';
import { callCompare, compareJsonOf, compareShop, footerIds, LOT, PHONE_UA, PLAIN, Visitor } from '../test-fixtures';

// The renamed release's tpcp_get_compare_product (research §4 "HEAD", §5): no nonce, replies
// wrapped by wp_send_json_success, 'removeall' instead of th_remove_all_compare.

const call = (params: Record<string, string>, visitor?: Visitor, shop = compareShop()) => compareJsonOf(shop, 'tpcp_get_compare_product', params, visitor ? { visitor } : {});

describe('tpcp_get_compare_product', () => {
  it("answers 'no_product' for a refresh of an empty list", async () => {
    expect(await call({ product_id: 'refresh', add_remove: 'add' })).toEqual({ success: true, data: 'no_product' });
  });

  it('adds without a nonce and answers {html, compare_limit, footer_bar}', async () => {
    const shop = compareShop();
    const visitor = new Visitor();
    await call({ product_id: String(PLAIN.id), add_remove: 'add' }, visitor, shop);
    const reply = await call({ product_id: String(LOT.id), add_remove: 'add' }, visitor, shop);
    const data = reply.data as Record<string, unknown>;
    expect(reply.success).toBe(true);
    expect(Object.keys(data).sort()).toEqual(['compare_limit', 'footer_bar', 'html']);
    expect(data.compare_limit).toBe(4);
    expect(footerIds(data.footer_bar)).toEqual([LOT.id, PLAIN.id]);
  });

  it("prints the phone layout's table (mobile-flex) for a phone's browser", async () => {
    const reply = await compareJsonOf(compareShop(), 'tpcp_get_compare_product', { product_id: String(PLAIN.id), add_remove: 'add' }, { userAgent: PHONE_UA });
    expect(String((reply.data as Record<string, unknown>).html)).toMatch(/^<table class="product-table-configure woocommerce mobile-flex">/);
  });

  it('refuses an add at the limit with product_limit, but not a refresh', async () => {
    const shop = compareShop({ compare: { limit: 1 } });
    const visitor = new Visitor();
    await call({ product_id: '1', add_remove: 'add' }, visitor, shop);
    expect(((await call({ product_id: '2', add_remove: 'add' }, visitor, shop)).data as Record<string, unknown>).product_limit).toBe('Product Limit Exceeded.');
    expect(((await call({ product_id: 'refresh', add_remove: 'add' }, visitor, shop)).data as Record<string, unknown>).product_limit).toBeUndefined();
  });

  it("answers 'all_removed' after the last remove and for removeall", async () => {
    const shop = compareShop();
    const visitor = new Visitor();
    await call({ product_id: '1', add_remove: 'add' }, visitor, shop);
    expect(await call({ product_id: '1', add_remove: 'remove' }, visitor, shop)).toEqual({ success: true, data: 'all_removed' });
    await call({ product_id: '1', add_remove: 'add' }, visitor, shop);
    await call({ product_id: '2', add_remove: 'add' }, visitor, shop);
    expect(await call({ product_id: 'refresh', add_remove: 'removeall' }, visitor, shop)).toEqual({ success: true, data: 'all_removed' });
    expect(visitor.cookie).toBe('');
    expect(await call({ product_id: 'refresh', add_remove: 'removeall' }, visitor, shop)).toEqual({ success: true, data: 'no_product' });
  });

  it('shares the cookie with the pre-rename actions', async () => {
    const shop = compareShop();
    const visitor = new Visitor();
    await callCompare(shop, 'th_get_compare_product', { product_id: '2', add_remove: 'add' }, { visitor });
    const data = (await call({ product_id: 'refresh', add_remove: 'add' }, visitor, shop)).data as Record<string, unknown>;
    expect(footerIds(data.footer_bar)).toEqual([2]);
  });

  it('answers an empty 200 without product_id', async () => {
    const response = await callCompare(compareShop(), 'tpcp_get_compare_product', {});
    expect([response.status, await response.text()]).toEqual([200, '']);
  });
});
