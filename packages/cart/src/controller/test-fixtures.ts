import { vi } from 'vitest';
import { safeStorage } from '@talat/core';
import type { CartResult } from '@talat/client';
import { createCartController, type CartPage, type CartSettings } from './cart-controller';
import { createFragmentCache } from './fragment-cache';

/**
 * A fake cart for controller tests: the server's quantities per line, replies after a latency
 * the test picks (fixed or random, on fake timers), and a log of every call in the order the
 * server received it. Fragments are `{ '.qty-KEY': 'quantity' }` so a test can read what the page
 * was last told.
 */
export function createTestCart(options: { latency?: () => number; settings?: Partial<CartSettings> } = {}) {
  const server = new Map<string, number>([['k1', 1]]);
  const received: Array<{ call: string; params: Record<string, unknown>; at: number }> = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const failures: Array<(call: string) => boolean> = [];
  const latency = options.latency ?? (() => 100);

  const hash = () => [...server].map(([k, q]) => `${k}=${q}`).join('&');
  const fragments = () => Object.fromEntries([...server].map(([k, q]) => [`.qty-${k}`, String(q)]));
  function reply(call: string, params: Record<string, unknown>, answer: () => CartResult): Promise<CartResult> {
    received.push({ call, params, at: Date.now() });
    maxInFlight = Math.max(maxInFlight, ++inFlight);
    return new Promise((resolve, reject) =>
      setTimeout(() => {
        inFlight--;
        if (failures.some((fails) => fails(call))) reject(new Error('network'));
        else resolve(answer());
      }, latency()),
    );
  }

  const calls = {
    getRefreshedFragments: vi.fn((params?: { time?: number }) => reply('get_refreshed_fragments', { ...params }, () => ({ fragments: fragments(), cart_hash: hash() }))),
    updateItemQuantity: vi.fn((params: { cart_key: string; new_qty: number; security: string }) =>
      reply('taiowc_update_item_quantity', { ...params }, () => {
        if (params.new_qty === 0) server.delete(params.cart_key);
        else if (server.has(params.cart_key)) server.set(params.cart_key, params.new_qty);
        return { fragments: fragments(), cart_hash: hash() };
      }),
    ),
    addToCart: vi.fn((data: Readonly<Record<string, string>>) =>
      reply('add_to_cart', { ...data }, () => {
        const key = `p${data.product_id}`;
        server.set(key, (server.get(key) ?? 0) + Number(data.quantity ?? 1));
        return { fragments: fragments(), cart_hash: hash() };
      }),
    ),
    removeFromCart: vi.fn((params: { cart_item_key: string }) =>
      reply('remove_from_cart', { ...params }, () => (server.delete(params.cart_item_key) ? { fragments: fragments(), cart_hash: hash() } : { success: false })),
    ),
  };

  const shown: Record<string, string> = {};
  const events: Array<{ name: string; args: unknown[] }> = [];
  const page = {
    applyFragments: vi.fn((next: Record<string, string>) => Object.assign(shown, next)),
    navigate: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    emit: vi.fn((name: string, args: unknown[]) => void events.push({ name, args })),
    refreshCartPage: vi.fn<() => void>(),
    hasCheckoutForm: vi.fn(() => true),
    analytics: vi.fn<CartPage['analytics']>(),
  } satisfies CartPage;

  const cookie = { hash: '' };
  const session = safeStorage('session', undefined);
  const cache = createFragmentCache({
    session,
    local: safeStorage('local', undefined),
    cookieHash: () => cookie.hash,
    now: () => Date.now(),
    hashKey: 'wc_cart_hash_t',
    fragmentName: 'wc_fragments_t',
    lifetimeMs: 86_400_000,
  });
  const settings: CartSettings = {
    redirectAfterAdd: 'no',
    cartUrl: '/cart/',
    isCart: false,
    isCheckout: false,
    updateQuantityNonce: 'n0nce',
    ...options.settings,
  };
  const cart = createCartController({ calls, cache, settings, page });
  return {
    cart,
    calls,
    page,
    shown,
    events,
    eventNames: () => events.map((e) => e.name),
    server,
    received,
    cache,
    session,
    cookie,
    maxInFlight: () => maxInFlight,
    fail: (predicate: (call: string) => boolean) => failures.push(predicate),
  };
}
