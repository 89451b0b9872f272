import { describe, expect, it } from 'vitest';
import { addToCart } from './add-to-cart';
import { cartItemKey } from './cart-keys';
import { getCart } from './cart-state';
import { removeLine, setLineQuantity } from './line-quantity';
import { CAPPED, cartShop, LOT, PLAIN } from './test-fixtures';

const S = 'session-a';

function withLines() {
  const shop = cartShop();
  addToCart(shop, S, PLAIN.id);
  addToCart(shop, S, LOT.id, 20);
  addToCart(shop, S, CAPPED.id);
  return shop;
}

describe('setLineQuantity and removeLine (§4 Cart line quantity)', () => {
  it('sets a quantity inside the limits', () => {
    const shop = withLines();
    expect(setLineQuantity(shop, S, cartItemKey(PLAIN.id), 7)).toEqual({
      status: 'updated',
      line: { key: cartItemKey(PLAIN.id), productId: PLAIN.id, quantity: 7 },
    });
  });

  it('clamps above the maximum and raises below the minimum', () => {
    const shop = withLines();
    expect(setLineQuantity(shop, S, cartItemKey(LOT.id), 900)).toMatchObject({ line: { quantity: 500 } });
    expect(setLineQuantity(shop, S, cartItemKey(LOT.id), 3)).toMatchObject({ line: { quantity: 10 } });
    expect(setLineQuantity(shop, S, cartItemKey(CAPPED.id), 4)).toMatchObject({ line: { quantity: 3 } });
  });

  it('removes the line at 0 and keeps the order of the others', () => {
    const shop = withLines();
    expect(setLineQuantity(shop, S, cartItemKey(LOT.id), 0)).toEqual({ status: 'removed', key: cartItemKey(LOT.id) });
    expect(getCart(shop, S).lines.map((l) => l.productId)).toEqual([PLAIN.id, CAPPED.id]);
  });

  it('changes nothing for an unknown key or a negative / NaN quantity', () => {
    const shop = withLines();
    const before = getCart(shop, S).lines;
    expect(setLineQuantity(shop, S, 'nope', 2)).toEqual({ status: 'unknown-key', key: 'nope' });
    expect(setLineQuantity(shop, S, cartItemKey(PLAIN.id), -1)).toMatchObject({ status: 'invalid-quantity' });
    expect(setLineQuantity(shop, S, cartItemKey(PLAIN.id), Number.NaN)).toMatchObject({ status: 'invalid-quantity' });
    expect(getCart(shop, S).lines).toEqual(before);
  });

  it('removeLine answers whether there was such a line', () => {
    const shop = withLines();
    expect(removeLine(shop, S, cartItemKey(PLAIN.id))).toBe(true);
    expect(removeLine(shop, S, cartItemKey(PLAIN.id))).toBe(false);
    expect(removeLine(shop, 'other-session', cartItemKey(LOT.id))).toBe(false);
    expect(getCart(shop, S).lines).toHaveLength(2);
  });
});
