import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, queryPairs, testClient, useServer } from '../test-support';

const server = useServer();

describe('§7 Coming-soon banner: banner.dismissComingSoon', () => {
  it('POSTs woocommerce_meta.coming_soon_banner_dismissed=yes as JSON with X-WP-Nonce', async () => {
    let seen: unknown;
    server.use(
      http.post(`${BASE}/wp-json/wp/v2/users/me`, async ({ request }) => {
        seen = {
          method: request.method,
          nonce: request.headers.get('X-WP-Nonce'),
          type: request.headers.get('Content-Type'),
          query: queryPairs(request.url),
          body: await request.json(),
        };
        return HttpResponse.json({ id: 1, woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
      }),
    );
    await expect(testClient().banner.dismissComingSoon(`${BASE}/wp-json/wp/v2/users/me`)).resolves.toBeUndefined();
    expect(seen).toEqual({
      method: 'POST',
      nonce: 'nonce-1',
      type: 'application/json',
      query: [['_locale', 'user']],
      body: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } },
    });
  });
});
