import { describe, expect, it } from 'vitest';
import { clearVisitorWishlists, createItemRecord, createWishlistRecord, defaultWishlist, findWishlist, findWishlistItem, visitorWishlists, wishlistRecord } from './wishlist-state';
import { wishlistShop } from './test-fixtures';

describe('wishlist state', () => {
  it('numbers lists and items shop-wide and gives each list a 12-character A-Z0-9 token', () => {
    const shop = wishlistShop();
    const a = createWishlistRecord(shop, { sessionId: 'me', name: '', privacy: 0, isDefault: true, now: 1 });
    const b = createWishlistRecord(shop, { sessionId: 'you', name: 'ของขวัญ', privacy: 1, isDefault: false, now: 2 });
    expect([a.id, b.id]).toEqual([1, 2]);
    expect(a.token).toMatch(/^[A-Z0-9]{12}$/);
    expect(b.token).not.toBe(a.token);
    expect([createItemRecord(shop, 5, 1, 0).id, createItemRecord(shop, 6, 1, 0).id]).toEqual([1, 2]);
  });

  it('finds a list by id (number or numeric string) or by token, and nothing for junk', () => {
    const shop = wishlistShop();
    const list = createWishlistRecord(shop, { sessionId: 'me', name: 'x', privacy: 0, isDefault: false, now: 1 });
    expect(findWishlist(shop, 1)?.token).toBe(list.token);
    expect(findWishlist(shop, '1')?.token).toBe(list.token);
    expect(findWishlist(shop, list.token)?.id).toBe(1);
    for (const junk of ['', '0', '-1', 'NOPE', undefined]) expect(findWishlist(shop, junk)).toBeUndefined();
  });

  it("keeps each visitor's lists apart, oldest first, with the default one findable", () => {
    const shop = wishlistShop();
    createWishlistRecord(shop, { sessionId: 'me', name: 'สอง', privacy: 0, isDefault: false, now: 1 });
    createWishlistRecord(shop, { sessionId: 'you', name: '', privacy: 0, isDefault: true, now: 2 });
    createWishlistRecord(shop, { sessionId: 'me', name: '', privacy: 0, isDefault: true, now: 3 });
    expect(visitorWishlists(shop, 'me').map((w) => w.id)).toEqual([1, 3]);
    expect(defaultWishlist(shop, 'me')?.id).toBe(3);
    expect(defaultWishlist(shop, 'nobody')).toBeUndefined();
  });

  it('reads items by position, then newest first, and snapshots never change afterwards', () => {
    const shop = wishlistShop();
    const list = createWishlistRecord(shop, { sessionId: 'me', name: '', privacy: 0, isDefault: true, now: 1 });
    const [a, b, c] = [createItemRecord(shop, 10, 1, 0), createItemRecord(shop, 11, 1, 0), createItemRecord(shop, 12, 1, 0)];
    c.position = 1;
    list.items.push(a, b, c);
    const before = findWishlist(shop, list.id)!;
    expect(before.items.map((i) => i.productId)).toEqual([11, 10, 12]);
    wishlistRecord(shop, list.id)!.items = [];
    expect(before.items).toHaveLength(3);
    expect(findWishlistItem(shop, b.id)).toBeUndefined();
  });

  it('starts every shop empty', () => {
    const one = wishlistShop();
    createWishlistRecord(one, { sessionId: 'me', name: '', privacy: 0, isDefault: true, now: 1 });
    expect(visitorWishlists(wishlistShop(), 'me')).toEqual([]);
  });

  it("clears one visitor's lists only", () => {
    const shop = wishlistShop();
    createWishlistRecord(shop, { sessionId: 'me', name: '', privacy: 0, isDefault: true, now: 1 });
    createWishlistRecord(shop, { sessionId: 'you', name: '', privacy: 0, isDefault: true, now: 1 });
    clearVisitorWishlists(shop, 'me');
    expect(visitorWishlists(shop, 'me')).toEqual([]);
    expect(visitorWishlists(shop, 'you')).toHaveLength(1);
  });
});
