import { describe, expect, it } from 'vitest';
import { createFakeShop } from '../shop';
import { addToCart } from './add-to-cart';
import { cartItemKey } from './cart-keys';
import { getCart } from './cart-state';
import { takeCartNotices } from './notices';
import { CAPPED, cartShop, HIDDEN, LOT, PLAIN, SOLD_OUT } from './test-fixtures';

const S = 'session-a';

describe('addToCart (WC_Cart::add_to_cart with lot limits)', () => {
  it('adds a new line keyed by md5 of the product id, and adds onto it again', () => {
    const shop = cartShop();
    expect(addToCart(shop, S, PLAIN.id)).toEqual({
      status: 'ok',
      product: PLAIN,
      line: { key: cartItemKey(PLAIN.id), productId: PLAIN.id, quantity: 1 },
    });
    expect(addToCart(shop, S, PLAIN.id, 2)).toMatchObject({ status: 'ok', line: { quantity: 3 } });
    expect(getCart(shop, S).lines).toEqual([{ key: cartItemKey(PLAIN.id), productId: PLAIN.id, quantity: 3 }]);
  });

  it('keeps lines in the order they were first added', () => {
    const shop = cartShop();
    addToCart(shop, S, CAPPED.id);
    addToCart(shop, S, PLAIN.id);
    addToCart(shop, S, CAPPED.id);
    expect(getCart(shop, S).lines.map((l) => l.productId)).toEqual([CAPPED.id, PLAIN.id]);
  });

  it('raises a new line to the product minimum', () => {
    const shop = cartShop();
    expect(addToCart(shop, S, LOT.id, 1)).toMatchObject({ status: 'ok', line: { quantity: 10 } });
    expect(addToCart(shop, S, LOT.id, 1)).toMatchObject({ status: 'ok', line: { quantity: 11 } });
  });

  it('refuses an add that would pass the maximum, changes nothing and queues the notice', () => {
    const shop = cartShop();
    addToCart(shop, S, CAPPED.id, 2);
    expect(addToCart(shop, S, CAPPED.id, 2)).toEqual({ status: 'over-max', product: CAPPED, max: 3, inCart: 2 });
    expect(getCart(shop, S).lines[0]?.quantity).toBe(2);
    expect(takeCartNotices(shop, S)).toEqual([
      { type: 'error', text: `ไม่สามารถเพิ่มจำนวนนี้ลงในตะกร้าได้ — “${CAPPED.name}” สั่งได้สูงสุด 3 ชิ้น และมีในตะกร้าแล้ว 2 ชิ้น` },
    ]);
    expect(addToCart(shop, S, CAPPED.id, 1)).toMatchObject({ status: 'ok', line: { quantity: 3 } });
    expect(addToCart(shop, 'other', LOT.id, 501)).toMatchObject({ status: 'over-max', max: 500, inCart: 0 });
  });

  it('refuses an out-of-stock product', () => {
    const shop = cartShop();
    expect(addToCart(shop, S, SOLD_OUT.id)).toEqual({ status: 'out-of-stock', product: SOLD_OUT });
    expect(getCart(shop, S).lines).toEqual([]);
    expect(takeCartNotices(shop, S)).toEqual([{ type: 'error', text: `ไม่สามารถเพิ่ม “${SOLD_OUT.name}” ลงในตะกร้าได้ เนื่องจากสินค้าหมด` }]);
  });

  it('refuses unknown and hidden products (the hidden one keeps its product for product_url)', () => {
    const shop = cartShop();
    expect(addToCart(shop, S, 424242)).toEqual({ status: 'unknown-product', productId: 424242 });
    expect(addToCart(shop, S, HIDDEN.id)).toEqual({ status: 'unknown-product', productId: HIDDEN.id, product: HIDDEN });
    expect(getCart(shop, S).lines).toEqual([]);
  });

  it('refuses the hidden XSS fixture of the demo catalogue', () => {
    const shop = createFakeShop();
    expect(addToCart(shop, S, 9999)).toMatchObject({ status: 'unknown-product', product: { id: 9999 } });
  });

  it('refuses zero, negative and NaN quantities without a notice, and truncates fractions', () => {
    const shop = cartShop();
    for (const quantity of [0, -1, Number.NaN, 0.5]) {
      expect(addToCart(shop, S, PLAIN.id, quantity)).toMatchObject({ status: 'invalid-quantity' });
    }
    expect(takeCartNotices(shop, S)).toEqual([]);
    expect(addToCart(shop, S, PLAIN.id, 2.9)).toMatchObject({ status: 'ok', line: { quantity: 2 } });
  });

  it('keeps sessions apart', () => {
    const shop = cartShop();
    addToCart(shop, 'a', PLAIN.id);
    addToCart(shop, 'b', CAPPED.id, 3);
    expect(getCart(shop, 'a').lines.map((l) => [l.productId, l.quantity])).toEqual([[PLAIN.id, 1]]);
    expect(getCart(shop, 'b').lines.map((l) => [l.productId, l.quantity])).toEqual([[CAPPED.id, 3]]);
    expect(getCart(cartShop(), 'a').lines).toEqual([]);
  });
});
