import { describe, expect, it } from 'vitest';
import { addWishlistItem } from '../add-item';
import { addToWishlistMarkup } from '../markup/add-to-wishlist';
import { buttonKey, callJson, fragmentPairs, PLAIN, wishlistShop } from '../test-fixtures';
import { findWishlist } from '../wishlist-state';

function setup() {
  const shop = wishlistShop();
  const list = addWishlistItem(shop, { sessionId: 'me', productId: String(PLAIN.id), wishlistId: '', now: 1 }).wishlist!;
  const item = list.items[0]!;
  const fragments = fragmentPairs({ [buttonKey(PLAIN.id)]: { product_id: PLAIN.id, item: 'add_to_wishlist' } });
  return { shop, list, item, fragments };
}

describe('§7 Wishlist: delete_item', () => {
  it('deletes by item id and answers { result: true, message, fragments }', async () => {
    const { shop, list, item, fragments } = setup();
    const reply = await callJson(shop, 'delete_item', [['item_id', String(item.id)], ...fragments]);
    expect(reply).toEqual({
      result: true,
      message: 'ลบสินค้าออกจากรายการโปรดแล้ว',
      fragments: { [buttonKey(PLAIN.id)]: addToWishlistMarkup(shop, 'me', PLAIN) },
    });
    expect(findWishlist(shop, list.id)!.items).toEqual([]);
  });

  it('answers { result: false } for a refused nonce and for an unknown or missing item', async () => {
    const { shop, item, fragments } = setup();
    expect(await callJson(shop, 'delete_item', [['item_id', String(item.id)], ...fragments], { nonce: 'stale' })).toEqual({ result: false });
    expect(await callJson(shop, 'delete_item', { item_id: '999' })).toEqual({ result: false });
    expect(await callJson(shop, 'delete_item', {})).toEqual({ result: false });
  });

  it("answers { fragments: [] } for an item of someone else's list and keeps it", async () => {
    const { shop, list, item } = setup();
    expect(await callJson(shop, 'delete_item', { item_id: String(item.id) }, { session: 'you' })).toEqual({ fragments: [] });
    expect(findWishlist(shop, list.id)!.items).toHaveLength(1);
  });
});
