import { describe, expect, it } from 'vitest';
import { addWishlistItem } from '../add-item';
import { callWishlist, LOT, PLAIN, SOLD_OUT, wishlistShop } from '../test-fixtures';
import { findWishlist } from '../wishlist-state';

function setup() {
  const shop = wishlistShop();
  let list = addWishlistItem(shop, { sessionId: 'me', productId: String(PLAIN.id), wishlistId: '', now: 1 }).wishlist!;
  addWishlistItem(shop, { sessionId: 'me', productId: String(LOT.id), wishlistId: '', now: 2 });
  list = addWishlistItem(shop, { sessionId: 'me', productId: String(SOLD_OUT.id), wishlistId: '', now: 3 }).wishlist!;
  const order = () => findWishlist(shop, list.id)!.items.map((i) => i.productId);
  const sort = (ids: number[], extra: Record<string, string> = {}, options = {}) =>
    callWishlist(shop, 'sort_wishlist_items', [...ids.map((id): [string, string] => ['positions[]', String(id)]), ['wishlist_token', list.token], ['page', '1'], ['per_page', '5'], ...Object.entries(extra)], options);
  return { shop, list, order, sort };
}

describe('§7 Wishlist: sort_wishlist_items', () => {
  it('stores the new order and answers an empty 200', async () => {
    const { order, sort } = setup();
    expect(order()).toEqual([SOLD_OUT.id, LOT.id, PLAIN.id]);
    const response = await sort([PLAIN.id, SOLD_OUT.id, LOT.id]);
    expect([response.status, await response.text()]).toEqual([200, '']);
    expect(order()).toEqual([PLAIN.id, SOLD_OUT.id, LOT.id]);
  });

  it('offsets the positions by the page (per_page items a page)', async () => {
    const { shop, list, sort } = setup();
    await sort([LOT.id], { page: '2', per_page: '2' });
    expect(findWishlist(shop, list.id)!.items.find((i) => i.productId === LOT.id)?.position).toBe(2);
  });

  it("changes nothing for a refused nonce or someone else's list, with the same empty 200", async () => {
    const { order, sort } = setup();
    for (const options of [{ nonce: 'stale' }, { session: 'you' }]) {
      const response = await sort([PLAIN.id, LOT.id, SOLD_OUT.id], {}, options);
      expect([response.status, await response.text()]).toEqual([200, '']);
    }
    expect(order()).toEqual([SOLD_OUT.id, LOT.id, PLAIN.id]);
  });
});
