import { createClient, type TalatClient } from '@talat/client/all';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { listProducts } from '../catalogue/catalogue';
import { startMockServer } from '../node';

// DESIGN "Tests": the shared client's compare calls (packages/client/src/calls/compare.ts)
// against the fake's compare actions, under both release's action names (research §5).
const { server, shop } = startMockServer();
afterEach(() => shop.faults.clear());
afterAll(() => server.close());

const client: TalatClient = createClient({ ajaxUrl: '/wp-admin/admin-ajax.php', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', restRoot: '/wp-json/', baseUrl: 'http://shop.test' });
const nonce = () => shop.settings.nonces.th_product_compare_nonce;

describe('client ↔ fake WordPress contract: compare', () => {
  it('th_get_compare_product: an add answers the table and the footer bar as the client types them', async () => {
    const product = listProducts(shop.catalogue)[0]!;
    const reply = await client.compare.getCompareProduct({ product_id: String(product.id), add_remove: 'add', nonce: nonce() });
    expect(reply.html).toMatch(/^<table class="product-table-configure/);
    expect(reply.footer_bar).toContain(`data-product-id="${product.id}"`);
    expect(reply.no_product).toBeUndefined();
  });

  it('th_remove_all_compare and tpcp removeall both read as an empty list', async () => {
    expect(await client.compare.removeAll({ nonce: nonce() })).toEqual({ no_product: '1' });
    expect(await client.compare.getCompareProduct({ action: 'tpcp_get_compare_product', product_id: 'refresh', add_remove: 'removeall' })).toEqual({ no_product: '1' });
  });

  it('a refused nonce is an error, not an empty list', async () => {
    await expect(client.compare.getCompareProduct({ product_id: 'refresh', add_remove: 'add', nonce: 'wrong' })).rejects.toThrow();
  });

  it('th_compare_filter_product and tpcp_filter_product: rows of {id, image_url, label}; no match is an empty list', async () => {
    const found = await client.compare.filterProducts({ inputs: '', nonce: nonce() });
    expect(found.success).toBe(true);
    expect(found.data).toHaveLength(20);
    expect(found.data[0]).toEqual({ id: expect.stringMatching(/^\d+$/), image_url: expect.stringMatching(/^\/mock-media\//), label: expect.any(String) });
    expect(await client.compare.filterProducts({ inputs: 'zzzzqqq', nonce: nonce() })).toEqual({ success: true, data: [] });
    expect((await client.compare.filterProducts({ action: 'tpcp_filter_product', inputs: 'ขวด' })).data.length).toBeGreaterThan(0);
  });
});
