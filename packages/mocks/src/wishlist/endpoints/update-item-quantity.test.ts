import { describe, expect, it } from 'vitest';
import { addWishlistItem } from '../add-item';
import { callWishlist, LOT, wishlistShop } from '../test-fixtures';
import { findWishlist } from '../wishlist-state';

function setup() {
  const shop = wishlistShop();
  const list = addWishlistItem(shop, { sessionId: 'me', productId: String(LOT.id), wishlistId: '', quantity: '10', now: 1 }).wishlist!;
  const quantity = () => findWishlist(shop, list.id)!.items[0]!.quantity;
  return { shop, list, quantity };
}

async function expectEmpty(response: Response): Promise<void> {
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('');
}

describe('§7 Wishlist: update_item_quantity', () => {
  it('sets the quantity of the row (product id) and answers an empty 200', async () => {
    const { shop, list, quantity } = setup();
    await expectEmpty(await callWishlist(shop, 'update_item_quantity', { product_id: String(LOT.id), wishlist_token: list.token, quantity: '40' }));
    expect(quantity()).toBe(40);
    await callWishlist(shop, 'update_item_quantity', { product_id: String(LOT.id), wishlist_token: list.token });
    expect(quantity()).toBe(1);
  });

  it("answers the same empty 200 and changes nothing for a refused nonce, someone else's list or a missing field", async () => {
    const { shop, list, quantity } = setup();
    const full = { product_id: String(LOT.id), wishlist_token: list.token, quantity: '40' };
    await expectEmpty(await callWishlist(shop, 'update_item_quantity', full, { nonce: 'stale' }));
    await expectEmpty(await callWishlist(shop, 'update_item_quantity', full, { session: 'you' }));
    await expectEmpty(await callWishlist(shop, 'update_item_quantity', { ...full, wishlist_token: '' }));
    await expectEmpty(await callWishlist(shop, 'update_item_quantity', { ...full, product_id: '999' }));
    expect(quantity()).toBe(10);
  });
});
