import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from './add-to-cart';
import { cartSession, clearCart, getCart } from './cart-state';
import { cartShop, PLAIN } from './test-fixtures';

afterEach(() => {
  vi.useRealTimers();
});

describe('cart state: one cart per visitor session', () => {
  it('finds the cart by the session cookie; no cookie means the shared guest cart', () => {
    const shop = cartShop();
    addToCart(shop, 'abc', PLAIN.id, 2);
    addToCart(shop, 'guest', PLAIN.id, 5);
    expect(cartSession(shop, 'wp_woocommerce_session_talat=abc').lines).toMatchObject([{ quantity: 2 }]);
    expect(cartSession(shop, 'wp_woocommerce_session_talat=abc').sessionId).toBe('abc');
    expect(cartSession(shop, null)).toMatchObject({ sessionId: 'guest', lines: [{ quantity: 5 }] });
    expect(cartSession(shop, 'wp_woocommerce_session_talat=new').lines).toEqual([]);
  });

  it('remembers when the session first used its cart', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const shop = cartShop();
    expect(getCart(shop, 's').createdAt).toBe(1_700_000_000_000);
    vi.advanceTimersByTime(60_000);
    addToCart(shop, 's', PLAIN.id);
    expect(getCart(shop, 's').createdAt).toBe(1_700_000_000_000);
  });

  it('hands out snapshots that later changes do not touch', () => {
    const shop = cartShop();
    const before = getCart(shop, 's');
    addToCart(shop, 's', PLAIN.id);
    expect(before.lines).toEqual([]);
  });

  it('clearCart empties one session only', () => {
    const shop = cartShop();
    addToCart(shop, 'a', PLAIN.id);
    addToCart(shop, 'b', PLAIN.id);
    clearCart(shop, 'a');
    expect(getCart(shop, 'a').lines).toEqual([]);
    expect(getCart(shop, 'b').lines).toHaveLength(1);
  });
});
