import { createClient, type TalatClient } from '@talat/client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cartItemKey } from './cart/cart-keys';
import { clearCart } from './cart/cart-state';
import { findProduct, listProducts } from './catalogue/catalogue';
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

  // The client keeps no cookies in Node, so every cart call below lands in the shared guest cart.
  const inStock = () => listProducts(shop.catalogue).find((p) => p.stockStatus === 'instock' && p.maxQty === null)!;
  const FRAGMENT_KEYS = [
    'div.widget_shopping_cart_content',
    '.taiowc-cart-count',
    '.taiowc-cart-total-wrap',
    '.taiowc-cart-model-body',
    '.taiowc-cart-model-footer',
    '.taiowc-notice-container',
  ];

  it('cart: add, update, remove and refresh come back as the CartResult the client types', async () => {
    clearCart(shop, 'guest');
    const product = inStock();
    const added = await client.cart.addToCart({ product_id: String(product.id), quantity: '2', product_sku: product.sku });
    expect(Object.keys(added.fragments ?? {})).toEqual(FRAGMENT_KEYS);
    expect(added.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    const key = cartItemKey(product.id);
    const updated = await client.cart.updateItemQuantity({ cart_key: key, new_qty: 3, security: shop.settings.nonces.taiowc_update_qty_nonce! });
    expect(updated.fragments?.['.taiowc-notice-container']).toContain('อัปเดตตะกร้าแล้ว');
    expect(updated.cart_hash).not.toBe(added.cart_hash);
    const refreshed = await client.cart.getRefreshedFragments({ time: Date.now() });
    expect(refreshed.cart_hash).toBe(updated.cart_hash);
    expect(refreshed.fragments?.['.taiowc-cart-model-body']).toBe(updated.fragments?.['.taiowc-cart-model-body']);
    expect(await client.cart.removeFromCart({ cart_item_key: key })).toMatchObject({ cart_hash: '' });
    expect(await client.cart.removeFromCart({ cart_item_key: key })).toEqual({ success: false });
  });

  it('cart: a refused add is error + product_url, as the client types it', async () => {
    const soldOut = listProducts(shop.catalogue).find((p) => p.stockStatus === 'outofstock')!;
    expect(await client.cart.addToCart({ product_id: String(soldOut.id) })).toEqual({
      error: true,
      product_url: `/product/${findProduct(shop.catalogue, soldOut.id)!.slug}/`,
    });
  });

  it('cart: a hanging fragment refresh ends with the client time-out', async () => {
    shop.faults.add({ endpoint: 'get_refreshed_fragments', hang: true });
    await expect(client.cart.getRefreshedFragments({}, { timeoutMs: 50 })).rejects.toMatchObject({ kind: 'timeout' });
  });
});
