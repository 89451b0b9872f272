import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCart } from '../cart/cart-state';
import { cartShop, PLAIN } from '../cart/test-fixtures';
import { readJson, wcAjaxPost } from '../test-fixtures';
import { createFakeWordPress } from '../wordpress';

// The router applies faults before any handler; these prove the cart endpoints get them too, so
// the widget's slow, hung and broken-reply paths can be tested against the real fake.

afterEach(() => {
  vi.useRealTimers();
});

describe('faults on the cart endpoints', () => {
  it('delays add_to_cart, then adds for real', async () => {
    vi.useFakeTimers();
    const shop = cartShop();
    shop.faults.add({ endpoint: 'add_to_cart', delayMs: 300 });
    let settled = false;
    const pending = createFakeWordPress(shop)
      .handle(wcAjaxPost('add_to_cart', { product_id: String(PLAIN.id) }))
      .finally(() => {
        settled = true;
      });
    await vi.advanceTimersByTimeAsync(299);
    expect(settled).toBe(false);
    expect(getCart(shop, 'guest').lines).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await readJson(await pending)).toMatchObject({ cart_hash: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(getCart(shop, 'guest').lines).toHaveLength(1);
  });

  it('hangs get_refreshed_fragments until the request is aborted', async () => {
    const shop = cartShop();
    shop.faults.add({ endpoint: 'get_refreshed_fragments', hang: true });
    const controller = new AbortController();
    const pending = createFakeWordPress(shop).handle(wcAjaxPost('get_refreshed_fragments', {}, undefined, { signal: controller.signal }));
    let settled = false;
    void pending.catch(() => undefined).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers an armed status or broken JSON instead of the cart', async () => {
    const shop = cartShop();
    shop.faults.add({ endpoint: 'remove_from_cart', status: 500, times: 1 });
    shop.faults.add({ endpoint: 'taiowc_update_item_quantity', invalidJson: true, times: 1 });
    const wordpress = createFakeWordPress(shop);
    expect((await wordpress.handle(wcAjaxPost('remove_from_cart', { cart_item_key: 'x' })))?.status).toBe(500);
    const broken = await wordpress.handle(wcAjaxPost('taiowc_update_item_quantity', { security: '7d1e9c4b2a' }));
    await expect(broken?.json()).rejects.toThrow();
  });
});
