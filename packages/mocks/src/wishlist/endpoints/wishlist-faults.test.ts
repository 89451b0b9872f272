import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeWordPress } from '../../wordpress';
import { callWishlist, PLAIN, wishlistRequest, wishlistShop } from '../test-fixtures';
import { visitorWishlists } from '../wishlist-state';

// The router applies faults before any handler, so the wishlist actions get them like every other
// endpoint: the widget's slow, hung and broken-reply paths can be tested against the real fake.

afterEach(() => {
  vi.useRealTimers();
});

describe('faults on the wishlist endpoints', () => {
  it('delays add_to_wishlist, then adds for real', async () => {
    vi.useFakeTimers();
    const shop = wishlistShop();
    shop.faults.add({ endpoint: 'add_to_wishlist', delayMs: 300 });
    let settled = false;
    const pending = callWishlist(shop, 'add_to_wishlist', { add_to_wishlist: String(PLAIN.id) }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(299);
    expect(settled).toBe(false);
    expect(visitorWishlists(shop, 'me')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await (await pending).json()).toMatchObject({ result: 'true' });
  });

  it('answers an armed status, WP_Error or broken JSON instead of the action, and only for that action', async () => {
    const shop = wishlistShop();
    shop.faults.add({ endpoint: 'save_title', status: 500, times: 1 });
    shop.faults.add({ endpoint: 'load_fragments', invalidJson: true, times: 1 });
    shop.faults.add({ endpoint: 'update_item_quantity', status: 403, wpError: { code: 'forbidden', message: 'ห้าม' }, times: 1 });
    expect((await callWishlist(shop, 'save_title', { wishlist_id: '1', title: 'x' })).status).toBe(500);
    await expect((await callWishlist(shop, 'load_fragments', {})).json()).rejects.toThrow();
    const refused = await callWishlist(shop, 'update_item_quantity', {});
    expect([refused.status, await refused.json()]).toEqual([403, { code: 'forbidden', message: 'ห้าม', data: { status: 403 } }]);
    expect(await (await callWishlist(shop, 'load_fragments', {})).json()).toEqual({ fragments: [] });
  });

  it('matches request params, so a fault can hit one product or one visitor’s token', async () => {
    const shop = wishlistShop();
    shop.faults.add({ endpoint: 'add_to_wishlist', status: 502, when: { add_to_wishlist: '6' } });
    expect((await callWishlist(shop, 'add_to_wishlist', { add_to_wishlist: '6' })).status).toBe(502);
    expect((await callWishlist(shop, 'add_to_wishlist', { add_to_wishlist: '1' })).status).toBe(200);
  });

  it('hangs move_to_another_wishlist until the request is aborted', async () => {
    const shop = wishlistShop();
    shop.faults.add({ endpoint: 'move_to_another_wishlist', hang: true });
    const controller = new AbortController();
    const request = new Request(wishlistRequest(shop, 'move_to_another_wishlist', {}), { signal: controller.signal });
    const pending = createFakeWordPress(shop).handle(request);
    let settled = false;
    void pending.catch(() => undefined).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
