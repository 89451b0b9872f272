import { describe, expect, it } from 'vitest';
import { createCatalogue, listProducts } from '../../catalogue/catalogue';
import { createFakeShop } from '../../shop';
import { callCompare, compareJsonOf, compareShop, HOSTILE_PRODUCT } from '../test-fixtures';

// §7 Compare, th_compare_filter_product (pre-rename release, research §4) and the renamed
// tpcp_filter_product: wp_send_json_success of [{image_url, label, id}] or {no_product}.

describe('th_compare_filter_product', () => {
  it('lists 20 products for an empty text, with their image URLs', async () => {
    const shop = createFakeShop();
    const reply = await compareJsonOf(shop, 'th_compare_filter_product', { inputs: '' });
    expect(reply.success).toBe(true);
    const rows = reply.data as Array<{ image_url: string; label: string; id: number }>;
    expect(rows).toHaveLength(20);
    const first = listProducts(createCatalogue())[0];
    expect(rows[0]).toEqual({ image_url: first?.image, label: first?.name, id: first?.id });
    expect(Object.keys(rows[0] ?? {})).toEqual(['image_url', 'label', 'id']);
  });

  it('matches titles, with the raw (unescaped) label of the hostile product', async () => {
    const shop = compareShop();
    const reply = await compareJsonOf(shop, 'th_compare_filter_product', { inputs: 'ขวดทดสอบ' });
    expect(reply).toEqual({ success: true, data: [{ image_url: HOSTILE_PRODUCT.image, label: HOSTILE_PRODUCT.name, id: HOSTILE_PRODUCT.id }] });
  });

  it('answers {no_product: "No Product Found"} in data when nothing matches', async () => {
    expect(await compareJsonOf(compareShop(), 'th_compare_filter_product', { inputs: 'zzzz' })).toEqual({ success: true, data: { no_product: 'No Product Found' } });
  });

  it('uses the placeholder image for a product without one', async () => {
    const shop = createFakeShop({ catalogue: { ...createCatalogue(), products: createCatalogue().products.map((p) => ({ ...p, image: '' })) } });
    const rows = (await compareJsonOf(shop, 'th_compare_filter_product', { inputs: '' })).data as Array<{ image_url: string }>;
    expect(rows[0]?.image_url).toBe('/mock-media/woocommerce-placeholder.svg');
  });

  it('cuts the text to 50 bytes before searching', async () => {
    const shop = compareShop();
    // 'ขวดทดสอบ' after 42 bytes of padding no longer fits whole: nothing matches.
    const reply = await compareJsonOf(shop, 'th_compare_filter_product', { inputs: `${'x'.repeat(42)} ขวดทดสอบ` });
    expect(reply.data).toEqual({ no_product: 'No Product Found' });
  });

  it("refuses a wrong nonce with '-1' 403", async () => {
    const response = await callCompare(compareShop(), 'th_compare_filter_product', { inputs: '' }, { nonce: 'x' });
    expect([response.status, await response.text()]).toEqual([403, '-1']);
  });
});

describe('tpcp_filter_product', () => {
  it('needs no nonce and lists at most 20 rows', async () => {
    const shop = createFakeShop();
    const reply = await compareJsonOf(shop, 'tpcp_filter_product', { inputs: '' }, { nonce: null });
    expect((reply.data as unknown[]).length).toBe(20);
    expect(await compareJsonOf(compareShop(), 'tpcp_filter_product', { inputs: 'zzzz' })).toEqual({ success: true, data: { no_product: 'No Product Found' } });
  });

  it('answers an empty 200 without inputs', async () => {
    const response = await callCompare(compareShop(), 'tpcp_filter_product', {});
    expect([response.status, await response.text()]).toEqual([200, '']);
  });
});
