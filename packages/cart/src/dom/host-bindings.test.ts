// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitHostEvent } from '@talat/core';
import type { CartController } from '../controller/cart-controller';
import type { FragmentCache } from '../controller/fragment-cache';
import { bindHostEvents } from './host-bindings';

let stop: () => void = () => undefined;
afterEach(() => stop());

function setup(options: { own?: boolean; isCart?: boolean } = {}) {
  const cart = { refresh: vi.fn(async () => undefined), adopt: vi.fn() };
  const cache = { changedInOtherTab: vi.fn((key: string | null) => key === 'wc_cart_hash_x'), clear: vi.fn() };
  const refreshCartPage = vi.fn();
  stop = bindHostEvents(document, cart as unknown as CartController, {
    cache: cache as unknown as FragmentCache,
    isOwnEvent: () => options.own ?? false,
    isCart: options.isCart ?? false,
    refreshCartPage,
  });
  return { cart, cache, refreshCartPage };
}

describe('host events and window events (§4 Cached cart fragments, DESIGN host facts)', () => {
  it("adopts another plugin's added_to_cart (and opens the drawer) and removed_from_cart", () => {
    const { cart } = setup();
    emitHostEvent('added_to_cart', [{ '.a': '<p>1</p>' }, 'h1', document.body]);
    emitHostEvent('removed_from_cart', [{ '.a': '<p>0</p>' }, 'h0']);
    expect(cart.adopt.mock.calls).toEqual([
      [{ '.a': '<p>1</p>' }, 'h1', true],
      [{ '.a': '<p>0</p>' }, 'h0', false],
    ]);
  });

  it('ignores the events the cart raised itself', () => {
    const { cart } = setup({ own: true });
    emitHostEvent('added_to_cart', [{}, 'h']);
    emitHostEvent('wc_fragment_refresh');
    expect(cart.adopt).not.toHaveBeenCalled();
    expect(cart.refresh).not.toHaveBeenCalled();
  });

  it('refreshes on wc_fragment_refresh and on updated_wc_div from WooCommerce’s cart page', () => {
    const { cart } = setup();
    emitHostEvent('wc_fragment_refresh');
    emitHostEvent('updated_wc_div');
    expect(cart.refresh).toHaveBeenCalledTimes(2);
  });

  it('refreshes the cart page on wc_update_cart only on the cart page', () => {
    const elsewhere = setup();
    emitHostEvent('wc_update_cart');
    expect(elsewhere.refreshCartPage).not.toHaveBeenCalled();
    stop();
    const onCart = setup({ isCart: true });
    emitHostEvent('wc_update_cart');
    expect(onCart.refreshCartPage).toHaveBeenCalledTimes(1);
  });

  it('refreshes when another tab changed the cart hash, not for other storage keys', () => {
    const { cart } = setup();
    window.dispatchEvent(new StorageEvent('storage', { key: 'something_else' }));
    expect(cart.refresh).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash_x' }));
    expect(cart.refresh).toHaveBeenCalledTimes(1);
  });

  it('drops the cache and refreshes when the page comes back from the back/forward cache, not on a normal show', () => {
    const { cart, cache } = setup();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(cart.refresh).not.toHaveBeenCalled();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(cache.clear).toHaveBeenCalledTimes(1);
    expect(cart.refresh).toHaveBeenCalledTimes(1);
  });
});
