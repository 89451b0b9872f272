import { describe, expect, it } from 'vitest';
import { addWishlistItem, type AddItemRequest } from './add-item';
import { LOT, PLAIN, wishlistShop } from './test-fixtures';
import { defaultWishlist, visitorWishlists } from './wishlist-state';

const add = (shop: ReturnType<typeof wishlistShop>, fields: Partial<AddItemRequest>) =>
  addWishlistItem(shop, { sessionId: 'me', productId: String(PLAIN.id), wishlistId: '', now: 1_000, ...fields });

describe('add_item', () => {
  it('creates the default list on the first add, then adds to it', () => {
    const shop = wishlistShop();
    expect(visitorWishlists(shop, 'me')).toEqual([]);
    const first = add(shop, {});
    expect(first).toMatchObject({ result: 'true', message: 'เพิ่มสินค้าแล้ว!' });
    const list = defaultWishlist(shop, 'me')!;
    expect(list).toMatchObject({ name: '', privacy: 0, isDefault: true });
    expect(list.items).toEqual([{ id: 1, productId: PLAIN.id, quantity: 1, position: 0, dateAdded: 1_000 }]);
    expect(add(shop, { productId: String(LOT.id), wishlistId: '0' }).wishlist?.id).toBe(list.id);
    expect(visitorWishlists(shop, 'me')).toHaveLength(1);
  });

  it("answers 'exists' for a product already in the target list", () => {
    const shop = wishlistShop();
    add(shop, {});
    expect(add(shop, {})).toMatchObject({ result: 'exists', message: 'สินค้านี้อยู่ในรายการโปรดของคุณแล้ว!' });
    expect(defaultWishlist(shop, 'me')!.items).toHaveLength(1);
  });

  it("creates a named list for 'new', with a visibility of 0, 1 or 2 (anything else is public)", () => {
    const shop = wishlistShop();
    const outcome = add(shop, { wishlistId: 'new', wishlistName: ' <b>ของขวัญ</b> ', wishlistVisibility: '2' });
    expect(outcome.result).toBe('true');
    expect(outcome.wishlist).toMatchObject({ name: 'ของขวัญ', privacy: 2, isDefault: false });
    expect(add(shop, { wishlistId: 'new', wishlistName: 'อื่น', wishlistVisibility: '7' }).wishlist?.privacy).toBe(0);
  });

  it("refuses 'new' without a name, creating nothing", () => {
    const shop = wishlistShop();
    expect(add(shop, { wishlistId: 'new' })).toEqual({ result: 'error', message: 'กรุณาตั้งชื่อรายการโปรด' });
    expect(add(shop, { wishlistId: 'new', wishlistName: 'ก'.repeat(21_845) })).toEqual({ result: 'error', message: 'ชื่อรายการโปรดยาวเกินกำหนด' });
    expect(visitorWishlists(shop, 'me')).toEqual([]);
  });

  it("adds to a list named by id or token, but never to someone else's", () => {
    const shop = wishlistShop();
    const mine = add(shop, { wishlistId: 'new', wishlistName: 'ของฉัน' }).wishlist!;
    expect(add(shop, { productId: String(LOT.id), wishlistId: mine.token }).wishlist?.items).toHaveLength(2);
    const theirs = add(shop, { sessionId: 'you' }).wishlist!;
    for (const wishlistId of [String(theirs.id), theirs.token, '999']) {
      expect(add(shop, { wishlistId })).toEqual({ result: 'error', message: 'เกิดข้อผิดพลาดระหว่างเพิ่มสินค้าลงในรายการโปรด' });
    }
    expect(defaultWishlist(shop, 'you')!.items).toHaveLength(1);
  });

  it("answers 'error' for a missing product id", () => {
    const shop = wishlistShop();
    for (const productId of [undefined, '', '0', 'abc']) expect(add(shop, { productId }).result).toBe('error');
  });

  it("answers 'true' for an unknown product but stores nothing, as the plugin's reads hide it", () => {
    const shop = wishlistShop();
    expect(add(shop, { productId: '424242' }).result).toBe('true');
    expect(add(shop, { productId: '424242' }).result).toBe('true');
    expect(defaultWishlist(shop, 'me')!.items).toEqual([]);
  });

  it('stores the quantity sent, 1 when none', () => {
    const shop = wishlistShop();
    add(shop, { productId: String(LOT.id), quantity: '20' });
    add(shop, { quantity: '' });
    expect(defaultWishlist(shop, 'me')!.items.map((i) => [i.productId, i.quantity])).toEqual([
      [PLAIN.id, 1],
      [LOT.id, 20],
    ]);
  });
});
