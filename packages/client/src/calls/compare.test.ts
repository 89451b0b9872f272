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

  it("getCompareProduct 'refresh' on page start sends no add_remove", async () => {
    const seen = capture({ no_product: '1' });
    await expect(testClient().compare.getCompareProduct({ product_id: 'refresh' })).resolves.toEqual({ no_product: '1' });
    expect(seen()).toEqual({
      method: 'POST',
      query: [],
      body: [
        ['action', 'th_get_compare_product'],
        ['product_id', 'refresh'],
      ],
    });
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

  it('filterProducts: wp_send_json_error gives success false and no items', async () => {
    capture({ success: false, data: 'ไม่พบสินค้า' });
    await expect(testClient().compare.filterProducts({ inputs: 'zz' })).resolves.toEqual({ success: false, data: [] });
  });
});
