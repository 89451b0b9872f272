import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { AJAX, formPairs, queryPairs, testClient, useServer } from '../test-support';

const server = useServer();

function capture(reply: JsonBodyType): () => unknown {
  let seen: unknown;
  server.use(
    http.post(AJAX, async ({ request }) => {
      seen = { method: request.method, query: queryPairs(request.url), body: await formPairs(request) };
      return HttpResponse.json(reply);
    }),
  );
  return () => seen;
}

describe('§7 Compare', () => {
  it('getCompareProduct POSTs action=th_get_compare_product, product_id and add_remove', async () => {
    const seen = capture({ no_product: 0, html: '<table>…</table>', footer_bar: '<div>…</div>', product_limit: '' });
    const result = await testClient().compare.getCompareProduct({ product_id: '42', add_remove: 'add' });
    expect(seen()).toEqual({
      method: 'POST',
      query: [],
      body: [
        ['action', 'th_get_compare_product'],
        ['product_id', '42'],
        ['add_remove', 'add'],
      ],
    });
    expect(result).toEqual({ no_product: '0', html: '<table>…</table>', footer_bar: '<div>…</div>', product_limit: '' });
  });

  it("getCompareProduct 'refresh' on page start sends add_remove 'add', as the plugin does (its server requires it)", async () => {
    const seen = capture({ no_product: 1 });
    await expect(testClient().compare.getCompareProduct({ product_id: 'refresh', add_remove: 'add' })).resolves.toEqual({ no_product: '1' });
    expect(seen()).toEqual({
      method: 'POST',
      query: [],
      body: [
        ['action', 'th_get_compare_product'],
        ['product_id', 'refresh'],
        ['add_remove', 'add'],
      ],
    });
  });

  it('sends the configured action name and the nonce when given (th_product.nonce)', async () => {
    const seen = capture({ html: '<table></table>', footer_bar: '' });
    await testClient().compare.getCompareProduct({ product_id: '7', add_remove: 'remove', action: 'th_get_compare_product', nonce: 'n0nce' });
    expect(seen()).toMatchObject({
      body: [
        ['action', 'th_get_compare_product'],
        ['product_id', '7'],
        ['add_remove', 'remove'],
        ['nonce', 'n0nce'],
      ],
    });
  });

  it('reads the renamed release (tpcp_*): replies wrapped by wp_send_json_success, and its empty-list strings', async () => {
    const seen = capture({ success: true, data: { html: '<table>t</table>', footer_bar: '<div>f</div>', compare_limit: 8, product_limit: 'Product Limit Exceeded.' } });
    await expect(testClient().compare.getCompareProduct({ product_id: '9', add_remove: 'add', action: 'tpcp_get_compare_product' })).resolves.toEqual({
      html: '<table>t</table>',
      footer_bar: '<div>f</div>',
      product_limit: 'Product Limit Exceeded.',
    });
    expect(seen()).toMatchObject({ body: [['action', 'tpcp_get_compare_product'], ['product_id', '9'], ['add_remove', 'add']] });
    for (const data of ['no_product', 'all_removed']) {
      capture({ success: true, data });
      await expect(testClient().compare.getCompareProduct({ product_id: 'refresh', add_remove: 'removeall', action: 'tpcp_get_compare_product' })).resolves.toEqual({ no_product: '1' });
    }
  });

  it('a refusal (wp_send_json_error, e.g. an invalid product id) is a server error, not an empty list', async () => {
    capture({ success: false, data: { message: 'Invalid product id' } });
    await expect(testClient().compare.getCompareProduct({ product_id: '0', add_remove: 'add' })).rejects.toMatchObject({ name: 'TalatRequestError', kind: 'server' });
  });

  it('removeAll POSTs th_remove_all_compare with the nonce; its "1" means an empty list', async () => {
    const seen = capture({ no_product: '1' });
    await expect(testClient().compare.removeAll({ nonce: 'n0nce' })).resolves.toEqual({ no_product: '1' });
    expect(seen()).toEqual({ method: 'POST', query: [], body: [['action', 'th_remove_all_compare'], ['nonce', 'n0nce']] });
  });

  it('filterProducts POSTs action=th_compare_filter_product and inputs; image_url 0 becomes null', async () => {
    const seen = capture({
      success: true,
      data: [
        { id: 42, image_url: 'http://shop.test/jar.jpg', label: 'กระปุกครีม 50 g' },
        { id: '43', image_url: 0, label: 'ขวดปั๊ม' },
      ],
    });
    const result = await testClient().compare.filterProducts({ inputs: 'กระ' });
    expect(seen()).toEqual({
      method: 'POST',
      query: [],
      body: [
        ['action', 'th_compare_filter_product'],
        ['inputs', 'กระ'],
      ],
    });
    expect(result).toEqual({
      success: true,
      data: [
        { id: '42', image_url: 'http://shop.test/jar.jpg', label: 'กระปุกครีม 50 g' },
        { id: '43', image_url: null, label: 'ขวดปั๊ม' },
      ],
    });
  });

  it('filterProducts: no match is `data: {no_product: …}` (an object): no items', async () => {
    capture({ success: true, data: { no_product: 'No Product Found' } });
    await expect(testClient().compare.filterProducts({ inputs: 'zz', action: 'tpcp_filter_product' })).resolves.toEqual({ success: true, data: [] });
  });

  it('filterProducts: wp_send_json_error gives success false and no items', async () => {
    capture({ success: false, data: 'ไม่พบสินค้า' });
    await expect(testClient().compare.filterProducts({ inputs: 'zz' })).resolves.toEqual({ success: false, data: [] });
  });
});
