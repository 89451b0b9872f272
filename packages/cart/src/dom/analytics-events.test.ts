// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { analyticsEvent } from '../controller/analytics';
import { reportCartAnalytics } from './analytics-events';

const event = analyticsEvent({ id: 7, name: 'ขวด', sku: 'S7', price: 12.5, categories: ['ขวด'] }, 2);

describe('reportCartAnalytics', () => {
  it('raises talat_analytics_add_to_cart / _remove_from_cart with the §3 product', () => {
    const emit = vi.fn();
    reportCartAnalytics(window, emit, 'add', event);
    reportCartAnalytics(window, emit, 'remove', event);
    expect(emit.mock.calls).toEqual([
      ['talat_analytics_add_to_cart', [event]],
      ['talat_analytics_remove_from_cart', [event]],
    ]);
    expect(event.product.prices).toEqual({ price: '1250', currency_code: 'THB', currency_minor_unit: 2 });
  });

  it("calls WooCommerce Blocks' cart actions through wp.hooks when the page has them", () => {
    const doAction = vi.fn();
    const win = { wp: { hooks: { doAction } } } as unknown as Window;
    reportCartAnalytics(win, () => undefined, 'add', event);
    reportCartAnalytics(win, () => undefined, 'remove', event);
    expect(doAction.mock.calls).toEqual([
      ['experimental__woocommerce_blocks-cart-add-item', event],
      ['experimental__woocommerce_blocks-cart-remove-item', event],
    ]);
  });
});
