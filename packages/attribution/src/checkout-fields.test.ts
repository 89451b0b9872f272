// @vitest-environment jsdom
// The checkouts' part (§2.7, §7 "Checkout and tracking"), its own chunk (docs/decisions.md 511):
// it fills both checkouts with what the count already published.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCheckoutFields } from './checkout-fields';
import { publishAttribution, resetPublishedAttribution } from './checkout/published-values';
import type { AttributionContext } from './context';
import { emptyAttributionValues } from './fields';

type DataWindow = Window & { wp?: unknown };

afterEach(() => {
  resetPublishedAttribution();
  document.body.replaceChildren();
  delete (window as DataWindow).wp;
});

const context = (config: AttributionContext['config'] = {}): AttributionContext => ({ doc: document, win: window, config, now: () => 0 });
const counted = () => ({ ...emptyAttributionValues(), source_type: 'utm', utm_source: 'facebook' });

describe('startCheckoutFields', () => {
  it("fills both checkouts at once with the values published before it started, under WooCommerce's prefix", () => {
    publishAttribution(counted(), { allowed: true, pending: false });
    document.body.innerHTML = '<form class="checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
    const setExtensionData = vi.fn();
    (window as DataWindow).wp = { data: { dispatch: () => ({ __internalSetExtensionData: setExtensionData }), subscribe: vi.fn() } };
    const stop = startCheckoutFields(context())!;
    expect(document.querySelector<HTMLInputElement>('input[name="wc_order_attribution_utm_source"]')?.value).toBe('facebook');
    expect(setExtensionData.mock.calls).toEqual([['woocommerce/order-attribution', counted(), true]]);
    stop();
  });

  it('fills a form inserted later and the values published later, and stops following them when undone', async () => {
    const stop = startCheckoutFields(context())!;
    document.body.innerHTML = '<form class="checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
    await Promise.resolve();
    publishAttribution(counted(), { allowed: true, pending: false });
    const input = () => document.querySelector<HTMLInputElement>('input[name="wc_order_attribution_source_type"]');
    expect(input()?.value).toBe('utm');
    stop();
    publishAttribution(emptyAttributionValues(), { allowed: false, pending: false });
    expect(input()?.value).toBe('utm');
  });
});
