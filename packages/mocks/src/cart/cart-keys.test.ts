import { describe, expect, it } from 'vitest';
import { cartHash, cartItemKey, SITE_STORAGE_HASH } from './cart-keys';

describe('cart item keys and the cart hash', () => {
  it('keys a line by md5 of its product id, like WooCommerce for a simple product', () => {
    expect(cartItemKey(12)).toBe('c20ad4d76fe97759aa27a0c99bff6710');
    expect(cartItemKey(101)).toMatch(/^[0-9a-f]{32}$/);
    expect(cartItemKey(101)).toBe(cartItemKey(101));
    expect(cartItemKey(101)).not.toBe(cartItemKey(102));
  });

  it("hashes ids and quantities, '' for an empty cart", () => {
    const line = (productId: number, quantity: number) => ({ key: cartItemKey(productId), productId, quantity });
    expect(cartHash([])).toBe('');
    const hash = cartHash([line(1, 2)]);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(cartHash([line(1, 2)])).toBe(hash);
    expect(cartHash([line(1, 3)])).not.toBe(hash);
    expect(cartHash([line(2, 2)])).not.toBe(hash);
    expect(cartHash([line(1, 2), line(2, 1)])).not.toBe(hash);
  });

  it('has a fixed 32-hex site hash for the fragments storage keys', () => {
    expect(SITE_STORAGE_HASH).toMatch(/^[0-9a-f]{32}$/);
  });
});
