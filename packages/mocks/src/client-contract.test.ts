import { createClient, type TalatClient } from '@talat/client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startMockServer } from './node';

// DESIGN "Tests": the shared client against the fake WordPress itself, so the two cannot drift
// apart unnoticed. Each later endpoint adds its call here.
const { server, shop } = startMockServer();
afterEach(() => shop.faults.clear());
afterAll(() => server.close());

const client: TalatClient = createClient({
  ajaxUrl: '/wp-admin/admin-ajax.php',
  wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
  restRoot: '/wp-json/',
  baseUrl: 'http://shop.test',
});

describe('client ↔ fake WordPress contract', () => {
  it('search: the fake answers what the client types, row kinds included', async () => {
    const { suggestions } = await client.search.getSuggestions({ match: 'ยาดม', nonce: shop.settings.nonces.thaps_nonce });
    const kinds = new Set(suggestions.map((s) => s.type));
    expect(kinds).toEqual(new Set(['heading', 'taxonomy-product-cat', 'taxonomy-post-cat', 'product', 'more_item']));
    const product = suggestions.find((s) => s.type === 'product')!;
    expect(product.value).toContain('ยาดม');
    expect(product.url).toMatch(/^\/product\/[a-z0-9-]+\/$/);
    expect(product.sku).toMatch(/^[A-Z0-9-]+$/);
    expect(product.price).toContain('woocommerce-Price-amount');
    expect(suggestions.at(-1)).toMatchObject({ type: 'more_item', value: '', text: 'ดูสินค้าทั้งหมด' });
  });

  it('search: a miss is one no-result row', async () => {
    const { suggestions } = await client.search.getSuggestions({ match: 'zzzz' });
    expect(suggestions).toEqual([expect.objectContaining({ type: 'no-result' })]);
  });

  it.each([
    [{ status: 500 }, { kind: 'http', status: 500 }],
    [{ status: 403, wpError: { code: 'rest_forbidden', message: 'ห้าม' } }, { kind: 'server', status: 403, code: 'rest_forbidden' }],
    [{ invalidJson: true as const }, { kind: 'invalid-json' }],
  ])('search: an injected fault %j reaches the caller as %j', async (fault, expected) => {
    shop.faults.add({ endpoint: 'thaps_ajax_get_search_value', ...fault });
    await expect(client.search.getSuggestions({ match: 'ขวด' })).rejects.toMatchObject(expected);
  });

  it('search: a hanging endpoint ends with the client time-out', async () => {
    shop.faults.add({ endpoint: 'thaps_ajax_get_search_value', hang: true });
    await expect(client.search.getSuggestions({ match: 'ขวด' }, { timeoutMs: 50 })).rejects.toMatchObject({ kind: 'timeout' });
  });
});
