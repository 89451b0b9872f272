// @vitest-environment jsdom
import { atom } from '@talat/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyAttributionValues, type AttributionValues } from '../fields';
import { ATTRIBUTION_NAMESPACE, CHECKOUT_STORE_KEY, startBlockCheckout } from './block-checkout';

// §7 "Checkout and tracking": the block checkout receives the values as extension data under
// `woocommerce/order-attribution` (order-attribution.js 076007db: __internalSetExtensionData(ns, values, true)).

const visit = (): AttributionValues => ({ ...emptyAttributionValues(), source_type: 'organic', utm_source: 'google', utm_medium: 'organic', session_pages: '2', session_count: '1' });

type WpWindow = Window & { wp?: unknown };
const win = window as WpWindow;

/** A stand-in for @wordpress/data with the checkout store registered now or later. */
function fakeWpData(registered: boolean) {
  const setExtensionData = vi.fn();
  const listeners = new Set<() => void>();
  const state = { registered };
  const data = {
    dispatch: vi.fn((key: string) => (state.registered && key === CHECKOUT_STORE_KEY ? { __internalSetExtensionData: setExtensionData } : undefined)),
    subscribe: vi.fn((listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
  };
  win.wp = { data };
  return {
    data,
    setExtensionData,
    listeners,
    register() {
      state.registered = true;
      for (const listener of Array.from(listeners)) listener();
    },
    change() {
      for (const listener of Array.from(listeners)) listener();
    },
  };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  delete win.wp;
});

describe('startBlockCheckout', () => {
  it('hands the values to wc/store/checkout under woocommerce/order-attribution, replacing what was there', () => {
    const wp = fakeWpData(true);
    stop = startBlockCheckout(window, atom(visit()));
    expect(wp.data.dispatch).toHaveBeenCalledWith('wc/store/checkout');
    expect(wp.setExtensionData.mock.calls).toEqual([[ATTRIBUTION_NAMESPACE, visit(), true]]);
    expect(ATTRIBUTION_NAMESPACE).toBe('woocommerce/order-attribution');
    expect(wp.data.subscribe).not.toHaveBeenCalled();
  });

  it('waits for a store that registers after it, delivers once, then stops waiting', () => {
    const wp = fakeWpData(false);
    stop = startBlockCheckout(window, atom(visit()));
    expect(wp.setExtensionData).not.toHaveBeenCalled();
    expect(wp.data.subscribe).toHaveBeenCalledWith(expect.any(Function), 'wc/store/checkout');
    wp.change(); // another store changed: still no checkout store
    wp.register();
    wp.change();
    expect(wp.setExtensionData.mock.calls).toEqual([[ATTRIBUTION_NAMESPACE, visit(), true]]);
    expect(wp.listeners.size).toBe(0);
  });

  it('hands over new values on a consent change (null fields while tracking is off), never the same twice', () => {
    const wp = fakeWpData(true);
    const values = atom(visit());
    stop = startBlockCheckout(window, values);
    values.set(emptyAttributionValues());
    values.set(emptyAttributionValues());
    values.set(visit());
    expect(wp.setExtensionData.mock.calls).toEqual([
      [ATTRIBUTION_NAMESPACE, visit(), true],
      [ATTRIBUTION_NAMESPACE, emptyAttributionValues(), true],
      [ATTRIBUTION_NAMESPACE, visit(), true],
    ]);
  });

  it('does nothing on a page without wp.data (classic checkout), also when values change', () => {
    const values = atom(visit());
    stop = startBlockCheckout(window, values);
    expect(() => values.set(emptyAttributionValues())).not.toThrow();
  });

  it('survives a store that throws, and delivers on the next change once it works', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wp = fakeWpData(true);
    wp.setExtensionData.mockImplementationOnce(() => {
      throw new Error('store exploded');
    });
    stop = startBlockCheckout(window, atom(visit()));
    expect(error).toHaveBeenCalledTimes(1);
    wp.change();
    expect(wp.setExtensionData).toHaveBeenCalledTimes(2);
    expect(wp.setExtensionData.mock.calls[1]).toEqual([ATTRIBUTION_NAMESPACE, visit(), true]);
  });

  it('survives a wp.data whose dispatch and subscribe throw', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    win.wp = {
      data: {
        dispatch: () => {
          throw new Error('no such store');
        },
        subscribe: () => {
          throw new Error('no registry');
        },
      },
    };
    expect(() => (stop = startBlockCheckout(window, atom(visit())))).not.toThrow();
  });

  it('hands over a copy, so the store cannot change the published values', () => {
    const wp = fakeWpData(true);
    const values = atom(visit());
    stop = startBlockCheckout(window, values);
    (wp.setExtensionData.mock.calls[0]![1] as AttributionValues).source_type = 'tampered';
    expect(values.get().source_type).toBe('organic');
  });
});
