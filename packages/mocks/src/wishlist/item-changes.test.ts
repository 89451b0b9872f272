import { describe, expect, it } from 'vitest';
import { addWishlistItem } from './add-item';
import {
  deleteWishlistItem,
  removeProductFromAllWishlists,
  removeWishlistProduct,
  setWishlistItemQuantity,
  sortWishlistItems,
} from './item-changes';
import { HOSTILE, LOT, PLAIN, SOLD_OUT, wishlistShop } from './test-fixtures';
import { defaultWishlist, findWishlist } from './wishlist-state';

function setup() {
  const shop = wishlistShop();
  let now = 0;
  const add = (productId: number, sessionId = 'me', wishlistId = '') =>
    addWishlistItem(shop, { sessionId, productId: String(productId), wishlistId, now: ++now }).wishlist!;
  add(PLAIN.id);
  add(LOT.id);
  const list = add(SOLD_OUT.id);
  const order = () => findWishlist(shop, list.id)!.items.map((i) => i.productId);
  return { shop, add, list, order };
}

describe('item changes', () => {
  it('removes a product from the list with that numeric id, or the default list for 0', () => {
    const { shop, list, order } = setup();
    expect(removeWishlistProduct(shop, 'me', String(LOT.id), String(list.id))).toEqual({ ok: true, message: 'ลบสินค้าออกจากรายการโปรดแล้ว' });
    expect(removeWishlistProduct(shop, 'me', String(PLAIN.id), '0').ok).toBe(true);
    expect(order()).toEqual([SOLD_OUT.id]);
    expect(removeWishlistProduct(shop, 'me', '999', String(list.id)).ok).toBe(true);
  });

  it("refuses without a product, without a list, and for someone else's list", () => {
    const { shop, list, order } = setup();
    const refused = { ok: false, message: 'ผิดพลาด ไม่สามารถลบสินค้าออกจากรายการโปรดได้' };
    expect(removeWishlistProduct(shop, 'me', '', String(list.id))).toEqual(refused);
    expect(removeWishlistProduct(shop, 'you', String(PLAIN.id), String(list.id))).toEqual(refused);
    expect(removeWishlistProduct(shop, 'you', String(PLAIN.id), '0')).toEqual(refused);
    expect(order()).toHaveLength(3);
  });

  it('deletes by item id, only for the owner', () => {
    const { shop, list } = setup();
    const item = list.items.find((i) => i.productId === LOT.id)!;
    expect(deleteWishlistItem(shop, 'you', item.id)).toBe('forbidden');
    expect(deleteWishlistItem(shop, 'me', item.id)).toBe('deleted');
    expect(deleteWishlistItem(shop, 'me', item.id)).toBe('missing');
    expect(deleteWishlistItem(shop, 'me', 0)).toBe('missing');
  });

  it("sets the quantity of the owner's item, as intval() gives it", () => {
    const { shop, list } = setup();
    expect(setWishlistItemQuantity(shop, 'me', list.token, LOT.id, 40)).toBe(true);
    expect(setWishlistItemQuantity(shop, 'you', list.token, LOT.id, 1)).toBe(false);
    expect(setWishlistItemQuantity(shop, 'me', 'NOPE', LOT.id, 1)).toBe(false);
    expect(setWishlistItemQuantity(shop, 'me', list.token, HOSTILE.id, 1)).toBe(false);
    expect(findWishlist(shop, list.id)!.items.find((i) => i.productId === LOT.id)?.quantity).toBe(40);
  });

  it('sorts by the product ids given, plus the page offset, keeping the other items where they were', () => {
    const { shop, list, order } = setup();
    expect(order()).toEqual([SOLD_OUT.id, LOT.id, PLAIN.id]);
    expect(sortWishlistItems(shop, 'me', list.token, [PLAIN.id, SOLD_OUT.id, LOT.id], 0)).toBe(true);
    expect(order()).toEqual([PLAIN.id, SOLD_OUT.id, LOT.id]);
    // Page 2 of 1 item: only LOT moves, to position 1 + 1.
    sortWishlistItems(shop, 'me', list.token, [LOT.id], 1);
    expect(findWishlist(shop, list.id)!.items.map((i) => [i.productId, i.position])).toEqual([
      [PLAIN.id, 0],
      [SOLD_OUT.id, 1],
      [LOT.id, 1],
    ]);
    expect(sortWishlistItems(shop, 'you', list.token, [LOT.id], 0)).toBe(false);
    expect(sortWishlistItems(shop, 'me', list.token, [], 0)).toBe(false);
  });

  it("removes a product from all of the visitor's lists, or from one, and never from anyone else's", () => {
    const { shop, add } = setup();
    const gift = addWishlistItem(shop, { sessionId: 'me', productId: String(PLAIN.id), wishlistId: 'new', wishlistName: 'ของขวัญ', now: 9 }).wishlist!;
    add(PLAIN.id, 'you');
    removeProductFromAllWishlists(shop, 'me', PLAIN.id, String(gift.id));
    expect(findWishlist(shop, gift.id)!.items).toEqual([]);
    expect(defaultWishlist(shop, 'me')!.items.map((i) => i.productId)).toContain(PLAIN.id);
    removeProductFromAllWishlists(shop, 'me', PLAIN.id, '');
    expect(defaultWishlist(shop, 'me')!.items.map((i) => i.productId)).not.toContain(PLAIN.id);
    expect(defaultWishlist(shop, 'you')!.items.map((i) => i.productId)).toEqual([PLAIN.id]);
  });
});
