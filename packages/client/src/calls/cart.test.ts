import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { formPairs, queryPairs, testClient, useServer, WC_AJAX } from '../test-support';

const server = useServer();

interface Seen {
  method: string;
  path: string;
  query: Array<[string, string]>;
  body: Array<[string, string]>;
}

function captureWcAjax(reply: JsonBodyType): { seen: () => Seen | undefined } {
  let seen: Seen | undefined;
  server.use(
    http.post(WC_AJAX, async ({ request }) => {
      seen = {
        method: request.method,
        path: new URL(request.url).pathname,
        query: queryPairs(request.url),
        body: await formPairs(request),
      };
      return HttpResponse.json(reply);
    }),
  );
  return { seen: () => seen };
}

const FRAGMENTS = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">…</div>' };

describe('§7 Cart', () => {
  it('getRefreshedFragments POSTs time to ?wc-ajax=get_refreshed_fragments', async () => {
    const capture = captureWcAjax({ fragments: FRAGMENTS, cart_hash: 'abc123' });
    const result = await testClient().cart.getRefreshedFragments({ time: 1700000000000 });
    expect(capture.seen()).toEqual({
      method: 'POST',
      path: '/',
      query: [['wc-ajax', 'get_refreshed_fragments']],
      body: [['time', '1700000000000']],
    });
    expect(result).toEqual({ fragments: FRAGMENTS, cart_hash: 'abc123' });
  });

  it('getRefreshedFragments sends an empty body without a time', async () => {
    const capture = captureWcAjax({ fragments: {}, cart_hash: '' });
    await testClient().cart.getRefreshedFragments();
    expect(capture.seen()?.body).toEqual([]);
  });

  it('getRefreshedFragments times out after 5000 ms (§9 Cart) even when the client default is longer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // A fetch that never answers, so only the time-out can settle the call.
      const hanging: typeof fetch = (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
      const call = testClient({ timeoutMs: 60_000, fetch: hanging }).cart.getRefreshedFragments();
      const settled = vi.fn();
      call.then(settled, settled);
      await vi.advanceTimersByTimeAsync(4999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(call).rejects.toMatchObject({ kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('updateItemQuantity POSTs cart_key, new_qty and security to taiowc_update_item_quantity', async () => {
    const capture = captureWcAjax({ fragments: FRAGMENTS, cart_hash: 'h2' });
    const result = await testClient().cart.updateItemQuantity({ cart_key: 'k1', new_qty: 3, security: 's3' });
    expect(capture.seen()).toEqual({
      method: 'POST',
      path: '/',
      query: [['wc-ajax', 'taiowc_update_item_quantity']],
      body: [
        ['cart_key', 'k1'],
        ['new_qty', '3'],
        ['security', 's3'],
      ],
    });
    expect(result).toEqual({ fragments: FRAGMENTS, cart_hash: 'h2' });
  });

  it('updateItemQuantity sends no security field without a nonce, as TH All In One Woo Cart 2.0.5\'s script (decision 475)', async () => {
    const capture = captureWcAjax({ fragments: FRAGMENTS, cart_hash: 'h2' });
    await testClient().cart.updateItemQuantity({ cart_key: 'k1', new_qty: 0 });
    expect(capture.seen()?.body).toEqual([
      ['cart_key', 'k1'],
      ['new_qty', '0'],
    ]);
  });

  it('addToCart POSTs the button data as it is', async () => {
    const capture = captureWcAjax({ fragments: FRAGMENTS, cart_hash: 'h3' });
    const result = await testClient().cart.addToCart({ product_id: '42', quantity: '2', product_sku: 'JAR-50' });
    expect(capture.seen()).toEqual({
      method: 'POST',
      path: '/',
      query: [['wc-ajax', 'add_to_cart']],
      body: [
        ['product_id', '42'],
        ['quantity', '2'],
        ['product_sku', 'JAR-50'],
      ],
    });
    expect(result).toEqual({ fragments: FRAGMENTS, cart_hash: 'h3' });
  });

  it('addToCart resolves WooCommerce refusals (200 with error and product_url)', async () => {
    captureWcAjax({ error: true, product_url: 'http://shop.test/product/jar' });
    await expect(testClient().cart.addToCart({ product_id: '7' })).resolves.toEqual({
      error: true,
      product_url: 'http://shop.test/product/jar',
    });
  });

  it('removeFromCart POSTs cart_item_key to remove_from_cart', async () => {
    const capture = captureWcAjax({ fragments: FRAGMENTS, cart_hash: 'h4' });
    const result = await testClient().cart.removeFromCart({ cart_item_key: 'ck9' });
    expect(capture.seen()).toEqual({
      method: 'POST',
      path: '/',
      query: [['wc-ajax', 'remove_from_cart']],
      body: [['cart_item_key', 'ck9']],
    });
    expect(result).toEqual({ fragments: FRAGMENTS, cart_hash: 'h4' });
  });

  it('removeFromCart passes wp_send_json_error through as success:false', async () => {
    captureWcAjax({ success: false });
    await expect(testClient().cart.removeFromCart({ cart_item_key: 'gone' })).resolves.toEqual({ success: false });
  });

  it('drops non-string fragments and rejects a non-object reply', async () => {
    captureWcAjax({ fragments: { a: '<p>a</p>', b: null } });
    await expect(testClient().cart.getRefreshedFragments()).resolves.toEqual({ fragments: { a: '<p>a</p>' } });
    captureWcAjax([]);
    await expect(testClient().cart.getRefreshedFragments()).rejects.toMatchObject({ kind: 'invalid-json' });
  });

  it('keeps a wc-ajax URL template that has its own query (WPML ?lang=th)', async () => {
    let query: Array<[string, string]> = [];
    server.use(
      http.post(WC_AJAX, ({ request }) => {
        query = queryPairs(request.url);
        return HttpResponse.json({});
      }),
    );
    await testClient({ wcAjaxUrl: '/?lang=th&wc-ajax=%%endpoint%%' }).cart.getRefreshedFragments();
    expect(query).toEqual([
      ['lang', 'th'],
      ['wc-ajax', 'get_refreshed_fragments'],
    ]);
  });
});
