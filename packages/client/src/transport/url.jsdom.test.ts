// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { CONFIG, useServer } from '../test-support';

const server = useServer();

describe('relative URLs under jsdom', () => {
  it('resolve against document.baseURI when no baseUrl is given', async () => {
    // jsdom's default page is about:blank; a <base> gives the page the shop's address.
    const base = document.createElement('base');
    base.href = 'http://jsdom.shop.test/th/';
    document.head.append(base);
    let requested = '';
    server.use(
      http.get('http://jsdom.shop.test/wp-admin/admin-ajax.php', ({ request }) => {
        requested = request.url;
        return HttpResponse.json({ suggestions: [] });
      }),
    );
    const client = createClient({ ...CONFIG, baseUrl: undefined });
    await expect(client.search.getSuggestions({ match: 'ครีม' })).resolves.toEqual({ suggestions: [] });
    expect(document.baseURI).toBe('http://jsdom.shop.test/th/');
    expect(requested).toBe(
      'http://jsdom.shop.test/wp-admin/admin-ajax.php?action=thaps_ajax_get_search_value&match=%E0%B8%84%E0%B8%A3%E0%B8%B5%E0%B8%A1',
    );
    base.remove();
  });
});
