import { describe, expect, it } from 'vitest';
import { addToCart } from './add-to-cart';
import { cartItemKey } from './cart-keys';
import { cartContents, cartTotals } from './contents';
import { CAPPED, cartShop, LOT, PLAIN } from './test-fixtures';

describe('cart contents and totals', () => {
  it('is zero for an empty cart', () => {
    expect(cartTotals(cartShop(), 's')).toEqual({ subtotal: 0, itemCount: 0, lineCount: 0 });
    expect(cartContents(cartShop(), 's')).toEqual([]);
  });

  it('joins lines with products and sums quantities and THB exactly', () => {
    const shop = cartShop();
    addToCart(shop, 's', PLAIN.id, 2);
    addToCart(shop, 's', LOT.id, 10);
    addToCart(shop, 's', CAPPED.id, 3);
    expect(cartContents(shop, 's')).toEqual([
      { key: cartItemKey(PLAIN.id), product: PLAIN, quantity: 2, lineSubtotal: 2500 },
      { key: cartItemKey(LOT.id), product: LOT, quantity: 10, lineSubtotal: 47.5 },
      { key: cartItemKey(CAPPED.id), product: CAPPED, quantity: 3, lineSubtotal: 0.3 },
    ]);
    expect(cartTotals(shop, 's')).toEqual({ subtotal: 2547.8, itemCount: 15, lineCount: 3 });
  });
});
