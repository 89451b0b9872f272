import { describe, expect, it } from 'vitest';
import { addWishlistItem } from './add-item';
import { moveWishlistItem, type MoveItemRequest } from './move-item';
import { LOT, PLAIN, wishlistShop } from './test-fixtures';
import { findWishlist, visitorWishlists } from './wishlist-state';

function setup() {
  const shop = wishlistShop();
  const add = (productId: number, wishlistId: string, extra: Record<string, string> = {}, sessionId = 'me') =>
    addWishlistItem(shop, { sessionId, productId: String(productId), wishlistId, now: 1, ...extra }).wishlist!;
  const origin = add(PLAIN.id, '');
  add(LOT.id, '');
  const gift = add(LOT.id, 'new', { wishlistName: 'ของขวัญ' });
  const move = (fields: Partial<MoveItemRequest>) =>
    moveWishlistItem(shop, { sessionId: 'me', originToken: origin.token, destinationToken: gift.token, productId: String(PLAIN.id), now: 50, ...fields });
  const products = (id: number) => findWishlist(shop, id)!.items.map((i) => i.productId);
  return { shop, add, origin, gift, move, products };
}

describe('move_to_another_wishlist', () => {
  it('moves the item (by product id) with a new date', () => {
    const { origin, gift, move, products, shop } = setup();
    const outcome = move({});
    expect(outcome).toMatchObject({ moved: true, productId: PLAIN.id, destination: { id: gift.id } });
    expect(products(origin.id)).toEqual([LOT.id]);
    // Both at position 0: the older item id (PLAIN's) reads last.
    expect(products(gift.id)).toEqual([LOT.id, PLAIN.id]);
    expect(findWishlist(shop, gift.id)!.items.find((i) => i.productId === PLAIN.id)?.dateAdded).toBe(50);
  });

  it('keeps the destination item and deletes the origin one when both hold the product', () => {
    const { origin, gift, move, products } = setup();
    expect(move({ productId: String(LOT.id) }).moved).toBe(true);
    expect(products(origin.id)).toEqual([PLAIN.id]);
    expect(products(gift.id)).toEqual([LOT.id]);
  });

  it("creates a 'new' destination from the name and visibility", () => {
    const { shop, move } = setup();
    const outcome = move({ destinationToken: 'new', wishlistName: 'ปีใหม่', wishlistVisibility: '1' });
    expect(outcome.moved).toBe(true);
    expect(outcome.destination).toMatchObject({ name: 'ปีใหม่', privacy: 1, items: [{ productId: PLAIN.id }] });
    expect(move({ destinationToken: 'new' }).moved).toBe(false);
    expect(visitorWishlists(shop, 'me')).toHaveLength(3);
  });

  it("moves nothing with a field missing, an item not in the origin, or someone else's list", () => {
    const { shop, add, move, origin, products } = setup();
    const theirs = add(PLAIN.id, '', {}, 'you');
    for (const fields of [
      { originToken: '' },
      { destinationToken: '' },
      { productId: '' },
      { productId: '999' },
      { destinationToken: 'NOPE' },
      { destinationToken: theirs.token },
      { originToken: theirs.token },
      { sessionId: 'you' },
    ]) {
      expect(move(fields).moved).toBe(false);
    }
    expect(products(origin.id)).toEqual([LOT.id, PLAIN.id]);
    expect(findWishlist(shop, theirs.id)!.items).toHaveLength(1);
  });
});
