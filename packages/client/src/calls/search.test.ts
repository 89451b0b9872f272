import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { searchSuggestionsUrl } from './search';
import { AJAX, CONFIG, queryPairs, testClient, useServer } from '../test-support';

const server = useServer();

describe('§7 Live search: search.getSuggestions', () => {
  it('GETs admin-ajax with action, match and thaps_nonce, and types the suggestions', async () => {
    let seen: { method: string; path: string; query: Array<[string, string]> } | undefined;
    server.use(
      http.get(AJAX, ({ request }) => {
        seen = { method: request.method, path: new URL(request.url).pathname, query: queryPairs(request.url) };
        return HttpResponse.json({
          suggestions: [
            { type: 'heading', value: 'สินค้า' },
            {
              type: 'product',
              value: 'ลิปสติก สีแดง',
              url: 'http://shop.test/product/lipstick',
              imgsrc: 'http://shop.test/lip.jpg',
              price: '<span>฿290.00</span>',
              sku: 'LIP-01',
              desc: 'ลิปเนื้อแมตต์',
              title: 'ลิปสติก',
              id: 12,
            },
            { type: 'more_item', value: '', text: 'ดูทั้งหมด', total: 14 },
          ],
        });
      }),
    );
    const result = await testClient().search.getSuggestions({ match: 'ลิป', nonce: 'a1b2c3d4e5' });
    expect(seen).toEqual({
      method: 'GET',
      path: '/wp-admin/admin-ajax.php',
      query: [
        ['action', 'thaps_ajax_get_search_value'],
        ['match', 'ลิป'],
        ['thaps_nonce', 'a1b2c3d4e5'],
      ],
    });
    expect(result).toEqual({
      suggestions: [
        { type: 'heading', value: 'สินค้า' },
        {
          type: 'product',
          value: 'ลิปสติก สีแดง',
          url: 'http://shop.test/product/lipstick',
          imgsrc: 'http://shop.test/lip.jpg',
          price: '<span>฿290.00</span>',
          sku: 'LIP-01',
          desc: 'ลิปเนื้อแมตต์',
          title: 'ลิปสติก',
        },
        { type: 'more_item', value: '', text: 'ดูทั้งหมด', total: '14' },
      ],
    });
  });

  it('sends no thaps_nonce when none is given', async () => {
    let query: Array<[string, string]> = [];
    server.use(
      http.get(AJAX, ({ request }) => {
        query = queryPairs(request.url);
        return HttpResponse.json({ suggestions: [] });
      }),
    );
    await testClient().search.getSuggestions({ match: 'cream' });
    expect(query).toEqual([
      ['action', 'thaps_ajax_get_search_value'],
      ['match', 'cream'],
    ]);
  });

  it('treats a missing suggestions array as no suggestions', async () => {
    server.use(http.get(AJAX, () => HttpResponse.json({})));
    await expect(testClient().search.getSuggestions({ match: 'x' })).resolves.toEqual({ suggestions: [] });
  });

  it.each([
    ['a bare string', '"nope"'],
    ['admin-ajax "0"', '0'],
    ['suggestions not an array', '{"suggestions":"x"}'],
    ['a suggestion that is not an object', '{"suggestions":[1]}'],
  ])('rejects junk (%s) as invalid-json', async (_label, body) => {
    server.use(http.get(AJAX, () => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } })));
    await expect(testClient().search.getSuggestions({ match: 'x' })).rejects.toMatchObject({ kind: 'invalid-json' });
  });

  it('exposes the exact request URL as the cache key', async () => {
    let requested = '';
    server.use(
      http.get(AJAX, ({ request }) => {
        requested = request.url;
        return HttpResponse.json({ suggestions: [] });
      }),
    );
    const client = testClient();
    const params = { match: 'แป้ง พัฟ', nonce: 'n1' };
    await client.search.getSuggestions(params);
    expect(client.search.suggestionsUrl(params)).toBe(requested);
    expect(searchSuggestionsUrl(CONFIG, params)).toBe(
      'http://shop.test/wp-admin/admin-ajax.php?action=thaps_ajax_get_search_value&match=%E0%B9%81%E0%B8%9B%E0%B9%89%E0%B8%87+%E0%B8%9E%E0%B8%B1%E0%B8%9F&thaps_nonce=n1',
    );
  });
});
