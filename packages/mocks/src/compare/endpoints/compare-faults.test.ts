import { afterEach, describe, expect, it, vi } from 'vitest';
import { callCompare, compareShop } from '../test-fixtures';

// The router applies faults before any handler, so the compare actions get them like every other
// endpoint: the widget's slow, failed and broken-reply paths run against the real fake.

afterEach(() => {
  vi.useRealTimers();
});

describe('faults on the compare endpoints', () => {
  it('delays th_get_compare_product, then answers for real', async () => {
    vi.useFakeTimers();
    const shop = compareShop();
    shop.faults.add({ endpoint: 'th_get_compare_product', delayMs: 200 });
    let settled = false;
    const pending = callCompare(shop, 'th_get_compare_product', { product_id: 'refresh', add_remove: 'add' }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(199);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await (await pending).json()).toEqual({ no_product: 1 });
  });

  it('answers 500, broken JSON or a hang instead of the action', async () => {
    const shop = compareShop();
    shop.faults.add({ endpoint: 'th_compare_filter_product', status: 500, times: 1 });
    shop.faults.add({ endpoint: 'tpcp_get_compare_product', invalidJson: true, times: 1 });
    shop.faults.add({ endpoint: 'th_remove_all_compare', hang: true });
    expect((await callCompare(shop, 'th_compare_filter_product', { inputs: '' })).status).toBe(500);
    await expect((await callCompare(shop, 'tpcp_get_compare_product', { product_id: 'refresh', add_remove: 'add' })).json()).rejects.toThrow();
    expect((await callCompare(shop, 'th_compare_filter_product', { inputs: '' })).status).toBe(200);
    const controller = new AbortController();
    const { createFakeWordPress } = await import('../../wordpress');
    const hung = createFakeWordPress(shop).handle(
      new Request('http://shop.test/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams({ action: 'th_remove_all_compare' }), signal: controller.signal }),
    );
    let settled = false;
    void hung.then(() => (settled = true), () => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    controller.abort();
    await expect(hung).rejects.toBeDefined();
  });
});
