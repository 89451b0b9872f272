import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCart } from './test-fixtures';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => vi.useRealTimers());

/** A seeded pseudo-random latency, so a failing run can be replayed. */
function randomLatency(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return 5 + (state % 400);
  };
}

describe('page load and the fragment cache (§4 Cached cart fragments)', () => {
  it('applies valid cached fragments and sends no request at all', async () => {
    const t = createTestCart();
    t.cookie.hash = 'k1=1';
    t.cache.save({ '.qty-k1': '1' }, 'k1=1');
    t.cart.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.page.applyFragments).toHaveBeenCalledWith({ '.qty-k1': '1' });
    expect(t.eventNames()).toEqual(['wc_fragments_loaded']);
    expect(t.received).toEqual([]);
  });

  it('refreshes when the cache misses, sending the time, and stores the reply', async () => {
    const t = createTestCart();
    t.cart.start();
    await vi.runAllTimersAsync();
    expect(t.received).toEqual([{ call: 'get_refreshed_fragments', params: { time: 1_700_000_000_000 }, at: 1_700_000_000_000 }]);
    expect(t.shown).toEqual({ '.qty-k1': '1' });
    expect(t.eventNames()).toEqual(['wc_fragments_refreshed']);
    t.cookie.hash = 'k1=1';
    expect(t.cache.read()).toMatchObject({ hit: true });
  });

  it('refreshes again when the cache expires while the page stays open', async () => {
    const t = createTestCart();
    t.cookie.hash = 'k1=1';
    t.cache.save({ '.qty-k1': '1' }, 'k1=1');
    vi.advanceTimersByTime(86_400_000 - 1000);
    t.cart.start();
    expect(t.received).toEqual([]);
    await vi.advanceTimersByTimeAsync(999);
    expect(t.received).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.received.map((r) => r.call)).toEqual(['get_refreshed_fragments']);
  });

  it('raises wc_fragments_ajax_error, with no message and nothing applied, when the refresh fails', async () => {
    const t = createTestCart();
    t.fail((call) => call === 'get_refreshed_fragments');
    const refreshed = t.cart.refresh();
    await vi.runAllTimersAsync();
    await refreshed;
    expect(t.eventNames()).toEqual(['wc_fragments_ajax_error']);
    expect(t.page.applyFragments).not.toHaveBeenCalled();
    expect(t.cart.$notice.get()).toBeNull();
  });

  it('treats a refresh reply without fragments as a failure', async () => {
    const t = createTestCart();
    t.calls.getRefreshedFragments.mockResolvedValueOnce({});
    await t.cart.refresh();
    expect(t.eventNames()).toEqual(['wc_fragments_ajax_error']);
  });

  it('ignores a refresh reply when a cart change was made after it was sent', async () => {
    const t = createTestCart({ latency: () => 300 });
    void t.cart.refresh();
    await vi.advanceTimersByTimeAsync(10);
    t.cart.setQuantity('k1', 5);
    await vi.runAllTimersAsync();
    expect(t.page.applyFragments).toHaveBeenCalledTimes(1);
    expect(t.shown).toEqual({ '.qty-k1': '5' });
    expect(t.eventNames()).not.toContain('wc_fragments_refreshed');
  });

  it('aborts an earlier refresh when a new one starts, silently', async () => {
    const t = createTestCart();
    const signals: AbortSignal[] = [];
    t.calls.getRefreshedFragments.mockImplementation((_params?: unknown, options?: { signal?: AbortSignal }) => {
      signals.push(options!.signal!);
      return new Promise((_resolve, reject) => options!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    });
    void t.cart.refresh();
    void t.cart.refresh();
    await vi.runAllTimersAsync();
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    expect(t.eventNames()).toEqual([]);
  });
});

describe('add to cart (§7 add_to_cart)', () => {
  const data = { product_id: '12', quantity: '2', product_sku: 'SKU-12', success_message: '“ขวด” ถูกเพิ่มลงในตะกร้าแล้ว' };
  const product = { id: 12, name: 'ขวด', sku: 'SKU-12', price: 129.5, categories: ['ขวดยาดม'] };

  it('sends the button data as it is, applies the fragments, opens the side cart and raises the events in order', async () => {
    const t = createTestCart();
    const button = { tag: 'button' };
    const outcome = t.cart.add(data, { button, product });
    await vi.runAllTimersAsync();
    expect(await outcome).toBe('added');
    expect(t.calls.addToCart).toHaveBeenCalledWith(data, { signal: expect.any(AbortSignal) });
    expect(t.shown).toEqual({ '.qty-k1': '1', '.qty-p12': '2' });
    expect(t.events).toEqual([
      { name: 'adding_to_cart', args: [button, data] },
      { name: 'wc_fragments_loaded', args: [] },
      { name: 'added_to_cart', args: [{ '.qty-k1': '1', '.qty-p12': '2' }, 'k1=1&p12=2', button] },
    ]);
    expect(t.cart.$open.get()).toBe(true);
  });

  it('announces the success_message 1000 ms after the add, not before', async () => {
    const t = createTestCart({ latency: () => 50 });
    void t.cart.add(data);
    await vi.advanceTimersByTimeAsync(50);
    await vi.advanceTimersByTimeAsync(999);
    expect(t.cart.$announcement.get()).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    expect(t.cart.$announcement.get()).toBe('“ขวด” ถูกเพิ่มลงในตะกร้าแล้ว');
  });

  it('hands the analytics integration the product data of §3', async () => {
    const t = createTestCart();
    void t.cart.add(data, { product });
    await vi.runAllTimersAsync();
    expect(t.page.analytics).toHaveBeenCalledWith('add', {
      quantity: 2,
      product: {
        id: 12,
        name: 'ขวด',
        sku: 'SKU-12',
        price: 129.5,
        prices: { price: '12950', currency_code: 'THB', currency_minor_unit: 2 },
        categories: [{ name: 'ขวดยาดม' }],
        quantity: 2,
        totals: { line_subtotal: '25900', line_total: '25900', currency_code: 'THB', currency_minor_unit: 2 },
      },
    });
  });

  it('goes to product_url when the reply has error and product_url, whatever the redirect setting', async () => {
    for (const redirectAfterAdd of ['yes', 'no']) {
      const t = createTestCart({ settings: { redirectAfterAdd } });
      t.calls.addToCart.mockResolvedValueOnce({ error: true, product_url: '/product/sold-out/' });
      expect(await t.cart.add(data)).toBe('navigated');
      expect(t.page.navigate).toHaveBeenCalledWith('/product/sold-out/');
      expect(t.cart.$open.get()).toBe(false);
      expect(t.eventNames()).toEqual(['adding_to_cart']);
    }
  });

  it("goes to the cart URL when redirect-after-add is 'yes' (§9), without opening the side cart", async () => {
    const t = createTestCart({ settings: { redirectAfterAdd: 'yes' } });
    const outcome = t.cart.add(data);
    await vi.runAllTimersAsync();
    expect(await outcome).toBe('navigated');
    expect(t.page.navigate).toHaveBeenCalledWith('/cart/');
    expect(t.cart.$open.get()).toBe(false);
    expect(t.eventNames()).not.toContain('added_to_cart');
  });

  it("follows what another script set on wc_add_to_cart_params for this add (YITH's wishlist: 'no'), as add-to-cart.js does", async () => {
    const t = createTestCart({ settings: { redirectAfterAdd: 'yes' } });
    const page = t.page as typeof t.page & { redirectAfterAdd?: () => 'yes' | 'no' | undefined };
    page.redirectAfterAdd = () => 'no';
    const outcome = t.cart.add(data);
    await vi.runAllTimersAsync();
    expect(await outcome).toBe('added');
    expect(t.page.navigate).not.toHaveBeenCalled();
    expect(t.cart.$open.get()).toBe(true);
    // Nothing set: the setting applies again.
    page.redirectAfterAdd = () => undefined;
    const next = t.cart.add(data);
    await vi.runAllTimersAsync();
    expect(await next).toBe('navigated');
  });

  it('opens the side cart with the Thai error notice and refreshes to the truth when the add fails', async () => {
    const t = createTestCart();
    t.fail((call) => call === 'add_to_cart');
    const outcome = t.cart.add(data);
    await vi.advanceTimersByTimeAsync(100);
    expect(await outcome).toBe('failed');
    expect(t.cart.$notice.get()).toEqual({ kind: 'error', message: 'addFailed' });
    expect(t.cart.$open.get()).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.cart.$notice.get()).toEqual({ kind: 'error', message: 'addFailed' }); // errors stay until closed
    t.cart.close();
    expect(t.cart.$notice.get()).toBeNull();
    await vi.runAllTimersAsync();
    expect(t.received.map((r) => r.call)).toEqual(['add_to_cart', 'get_refreshed_fragments']);
    expect(t.page.navigate).not.toHaveBeenCalled();
  });

  it('runs adds one at a time in the order they were made, under random latencies (§4 queue)', async () => {
    const t = createTestCart({ latency: randomLatency(7) });
    const outcomes = Array.from({ length: 12 }, (_, i) => t.cart.add({ product_id: String(100 + i), quantity: '1' }));
    await vi.runAllTimersAsync();
    expect(await Promise.all(outcomes)).toEqual(Array(12).fill('added'));
    expect(t.received.map((r) => r.params.product_id)).toEqual(Array.from({ length: 12 }, (_, i) => String(100 + i)));
    expect(t.maxInFlight()).toBe(1);
    // Only the last reply is shown: the earlier ones were already out of date.
    expect(t.page.applyFragments).toHaveBeenCalledTimes(1);
    expect(Object.keys(t.shown)).toHaveLength(13);
  });
});

describe('remove from the mini-cart (§7 remove_from_cart)', () => {
  it('applies the reply and raises removed_from_cart', async () => {
    const t = createTestCart();
    void t.cart.remove('k1', '/cart/?remove_item=k1&_wpnonce=x', { button: 'link' });
    await vi.runAllTimersAsync();
    expect(t.calls.removeFromCart).toHaveBeenCalledWith({ cart_item_key: 'k1' }, { signal: expect.any(AbortSignal) });
    expect(t.events.at(-1)).toEqual({ name: 'removed_from_cart', args: [{}, '', 'link'] });
    expect(t.page.navigate).not.toHaveBeenCalled();
  });

  it("follows the link's own address on an error reply and on a failed request", async () => {
    const t = createTestCart();
    void t.cart.remove('unknown', '/cart/?remove_item=unknown');
    await vi.runAllTimersAsync();
    expect(t.page.navigate).toHaveBeenLastCalledWith('/cart/?remove_item=unknown');
    t.fail(() => true);
    void t.cart.remove('k1', '/cart/?remove_item=k1');
    await vi.runAllTimersAsync();
    expect(t.page.navigate).toHaveBeenLastCalledWith('/cart/?remove_item=k1');
  });

  it('shares the queue with adds, so the remove waits for an earlier add', async () => {
    const t = createTestCart({ latency: randomLatency(3) });
    void t.cart.add({ product_id: '5' });
    void t.cart.remove('p5', '/x');
    await vi.runAllTimersAsync();
    expect(t.received.map((r) => r.call)).toEqual(['add_to_cart', 'remove_from_cart']);
    expect(t.server.has('p5')).toBe(false);
    expect(t.maxInFlight()).toBe(1);
  });
});

describe('side-cart quantities (§4 Cart line quantity)', () => {
  it('sends no security field where the side cart printed no nonce (TH All In One Woo Cart 2.0.5; decision 475)', async () => {
    const t = createTestCart({ settings: { updateQuantityNonce: '' } });
    t.cart.setQuantity('k1', 4);
    await vi.advanceTimersByTimeAsync(100);
    expect(t.calls.updateItemQuantity).toHaveBeenCalledWith({ cart_key: 'k1', new_qty: 4, security: undefined }, { signal: expect.any(AbortSignal) });
  });

  it('sends cart_key, new_qty and the nonce, then shows the success notice for 3000 ms', async () => {
    const t = createTestCart();
    t.cart.setQuantity('k1', 4);
    expect(t.cart.$busy.get()).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(t.calls.updateItemQuantity).toHaveBeenCalledWith({ cart_key: 'k1', new_qty: 4, security: 'n0nce' }, { signal: expect.any(AbortSignal) });
    expect(t.cart.$busy.get()).toBe(false);
    expect(t.shown['.qty-k1']).toBe('4');
    expect(t.cart.$notice.get()).toEqual({ kind: 'success' });
    await vi.advanceTimersByTimeAsync(2999);
    expect(t.cart.$notice.get()).toEqual({ kind: 'success' });
    await vi.advanceTimersByTimeAsync(1);
    expect(t.cart.$notice.get()).toBeNull();
  });

  it('30 rapid + clicks under random latency: few requests, no old number shown, ends on the server quantity', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const t = createTestCart({ latency: randomLatency(seed) });
      // Whenever the page is told a quantity, it is the latest one the shopper asked for.
      let latestClick = 1;
      const shownSequence: string[] = [];
      t.page.applyFragments.mockImplementation((next) => {
        Object.assign(t.shown, next);
        shownSequence.push(next['.qty-k1']!);
        expect(next['.qty-k1']).toBe(String(latestClick));
        return t.shown;
      });
      for (let click = 2; click <= 31; click++) {
        latestClick = click;
        t.cart.setQuantity('k1', click);
        expect(t.cart.$pending.get()).toEqual({ k1: click });
        await vi.advanceTimersByTimeAsync(15);
      }
      await vi.runAllTimersAsync();
      expect(t.server.get('k1')).toBe(31);
      expect(t.shown['.qty-k1']).toBe('31');
      expect(shownSequence.at(-1)).toBe('31');
      expect(t.calls.updateItemQuantity.mock.calls.length).toBeLessThanOrEqual(6);
      expect(t.maxInFlight()).toBe(1);
      expect(t.cart.$pending.get()).toEqual({});
      expect(t.cart.$busy.get()).toBe(false);
    }
  });

  it('coalesces changes to one line made while a request waits into that one request', async () => {
    const t = createTestCart({ latency: () => 200 });
    void t.cart.add({ product_id: '9' });
    t.cart.setQuantity('k1', 2);
    t.cart.setQuantity('k1', 3);
    t.cart.setQuantity('k1', 7);
    await vi.runAllTimersAsync();
    expect(t.calls.updateItemQuantity.mock.calls.map(([params]) => params.new_qty)).toEqual([7]);
  });

  it('removal (quantity 0) raises removed_from_cart with the reply and the analytics event', async () => {
    const t = createTestCart();
    const product = { id: 1, name: 'A', sku: 'A1', price: 10, categories: [] };
    t.cart.setQuantity('k1', 0, { button: 'trash', product, quantity: 3 });
    await vi.runAllTimersAsync();
    expect(t.calls.updateItemQuantity).toHaveBeenCalledWith({ cart_key: 'k1', new_qty: 0, security: 'n0nce' }, { signal: expect.any(AbortSignal) });
    expect(t.events).toContainEqual({ name: 'removed_from_cart', args: [{}, '', 'trash'] });
    expect(t.page.analytics).toHaveBeenCalledWith('remove', expect.objectContaining({ quantity: 3, product: expect.objectContaining({ id: 1, quantity: 3 }) }));
  });

  it('on a failed update shows the Thai error notice and refreshes to what the server holds', async () => {
    const t = createTestCart();
    t.fail((call) => call === 'taiowc_update_item_quantity');
    t.cart.setQuantity('k1', 9);
    await vi.runAllTimersAsync();
    expect(t.cart.$notice.get()).toEqual({ kind: 'error', message: 'updateFailed' });
    expect(t.received.map((r) => r.call)).toEqual(['taiowc_update_item_quantity', 'get_refreshed_fragments']);
    expect(t.shown['.qty-k1']).toBe('1');
    expect(t.cart.$pending.get()).toEqual({});
  });
});

describe('cart and checkout pages (§2.6, §2.7)', () => {
  it('refreshes the cart page after any cart change when is_cart', async () => {
    const t = createTestCart({ settings: { isCart: true } });
    void t.cart.add({ product_id: '3' });
    t.cart.setQuantity('k1', 2);
    void t.cart.remove('p3', '/x');
    await vi.runAllTimersAsync();
    expect(t.page.refreshCartPage).toHaveBeenCalledTimes(2); // the add's reply was superseded by newer changes
  });

  it('recalculates checkout totals when the form is there, and reloads when it is not', async () => {
    const t = createTestCart({ settings: { isCheckout: true } });
    t.cart.setQuantity('k1', 2);
    await vi.runAllTimersAsync();
    expect(t.eventNames()).toContain('update_checkout');
    expect(t.page.reload).not.toHaveBeenCalled();
    t.page.hasCheckoutForm.mockReturnValue(false);
    t.cart.setQuantity('k1', 3);
    await vi.runAllTimersAsync();
    expect(t.page.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves other pages alone', async () => {
    const t = createTestCart();
    t.cart.setQuantity('k1', 2);
    await vi.runAllTimersAsync();
    expect(t.page.refreshCartPage).not.toHaveBeenCalled();
    expect(t.page.reload).not.toHaveBeenCalled();
    expect(t.eventNames()).not.toContain('update_checkout');
  });
});

describe('races found in review', () => {
  it('drops a refresh sent while a change was in flight, even when it is answered last', async () => {
    const t = createTestCart({ latency: () => 100 });
    t.calls.getRefreshedFragments.mockImplementationOnce(
      () => new Promise((resolve) => setTimeout(() => resolve({ fragments: { '.qty-k1': '1' }, cart_hash: 'old' }), 300)),
    );
    t.cart.setQuantity('k1', 5);
    await vi.advanceTimersByTimeAsync(10);
    void t.cart.refresh(); // e.g. another tab's storage event
    await vi.runAllTimersAsync();
    expect(t.shown['.qty-k1']).toBe('5');
  });

  it('forgets the intent a reply confirms before showing it, so a number the server clamped is shown', async () => {
    const t = createTestCart();
    t.calls.updateItemQuantity.mockImplementationOnce(async () => ({ fragments: { '.qty-k1': '3' }, cart_hash: 'h' }));
    const pendingWhenShown: unknown[] = [];
    t.page.applyFragments.mockImplementation((next) => {
      pendingWhenShown.push({ ...t.cart.$pending.get() });
      return Object.assign(t.shown, next);
    });
    t.cart.setQuantity('k1', 9);
    await vi.runAllTimersAsync();
    expect(t.shown['.qty-k1']).toBe('3');
    expect(pendingWhenShown).toEqual([{}]);
  });

  it("adopting another plugin's reply beats a refresh still in flight, and counts as a cart change", async () => {
    const t = createTestCart({ settings: { isCart: true } });
    t.calls.getRefreshedFragments.mockImplementationOnce(
      (_params?: unknown, options?: { signal?: AbortSignal }) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => resolve({ fragments: { '.qty-k1': '1' }, cart_hash: 'old' }), 300);
          options?.signal?.addEventListener('abort', () => (clearTimeout(timer), reject(new DOMException('aborted', 'AbortError'))));
        }),
    );
    void t.cart.refresh();
    await vi.advanceTimersByTimeAsync(10);
    t.cart.adopt({ '.qty-k1': '8' }, 'k1=8', true);
    await vi.runAllTimersAsync();
    expect(t.shown['.qty-k1']).toBe('8');
    expect(t.page.refreshCartPage).toHaveBeenCalledTimes(1);
    expect(t.eventNames()).not.toContain('wc_fragments_ajax_error');
  });

  it('asks the server once our queued changes settle when another plugin changed the cart meanwhile', async () => {
    const t = createTestCart({ latency: () => 200 });
    t.cart.setQuantity('k1', 4);
    await vi.advanceTimersByTimeAsync(10);
    t.cart.adopt({ '.qty-k1': '9' }, 'other', false);
    expect(t.calls.getRefreshedFragments).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    // Our reply (4) was stale next to the adopted one; the refresh after the queue drained shows the truth.
    expect(t.received.map((r) => r.call)).toEqual(['taiowc_update_item_quantity', 'get_refreshed_fragments']);
    expect(t.shown['.qty-k1']).toBe('4');
  });

  it('announces the same success_message again for a second add', async () => {
    const t = createTestCart();
    const heard: string[] = [];
    t.cart.$announcement.listen((text) => text && heard.push(text));
    void t.cart.add({ product_id: '1', success_message: 'เพิ่มแล้ว' });
    await vi.runAllTimersAsync();
    void t.cart.add({ product_id: '1', success_message: 'เพิ่มแล้ว' });
    await vi.runAllTimersAsync();
    expect(heard).toEqual(['เพิ่มแล้ว', 'เพิ่มแล้ว']);
  });

  it("with redirect 'yes', an error reply without product_url still goes to the cart (§7 order)", async () => {
    const t = createTestCart({ settings: { redirectAfterAdd: 'yes' } });
    t.calls.addToCart.mockResolvedValueOnce({ error: true });
    expect(await t.cart.add({ product_id: '1' })).toBe('navigated');
    expect(t.page.navigate).toHaveBeenCalledWith('/cart/');
  });
});

describe('dispose', () => {
  it('leaves late replies inert: nothing shown, no navigation, no refresh, no events', async () => {
    const t = createTestCart({ latency: () => 500 });
    void t.cart.add({ product_id: '1' });
    void t.cart.remove('k1', '/cart/?remove_item=k1');
    t.cart.setQuantity('k1', 3);
    await vi.advanceTimersByTimeAsync(100);
    t.cart.dispose();
    const eventsBefore = t.events.length;
    await vi.runAllTimersAsync();
    expect(t.page.applyFragments).not.toHaveBeenCalled();
    expect(t.page.navigate).not.toHaveBeenCalled();
    expect(t.calls.getRefreshedFragments).not.toHaveBeenCalled();
    expect(t.events.length).toBe(eventsBefore);
  });
});

describe('adopting another script’s change', () => {
  it('applies and caches the fragments of another plugin’s added_to_cart and opens the drawer', () => {
    const t = createTestCart();
    t.cart.adopt({ '.qty-k1': '8' }, 'k1=8', true);
    expect(t.shown).toEqual({ '.qty-k1': '8' });
    expect(t.cart.$open.get()).toBe(true);
    t.cookie.hash = 'k1=8';
    expect(t.cache.read()).toMatchObject({ hit: true, fragments: { '.qty-k1': '8' } });
  });
});
