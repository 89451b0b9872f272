import { describe, expect, it } from 'vitest';
import { getCart } from '../cart/cart-state';
import { wcAjaxPost } from '../test-fixtures';
import { createFakeWordPress } from '../wordpress';
import { addWishlistItem } from './add-item';
import { LOT, PLAIN, visitor, wishlistShop } from './test-fixtures';
import { findWishlist } from './wishlist-state';
import type { ShopSettingsOverrides } from '../settings';

function setup(settings: ShopSettingsOverrides = {}) {
  const shop = wishlistShop(settings);
  addWishlistItem(shop, { sessionId: 'me', productId: String(PLAIN.id), wishlistId: '', now: 1 });
  const list = addWishlistItem(shop, { sessionId: 'me', productId: String(LOT.id), wishlistId: '', now: 2 }).wishlist!;
  /** add-to-cart.js's data for a button in the wishlist table, with what the wishlist script adds (§4). */
  const addToCart = (productId: number, session: string, extra: Record<string, string> = {}) =>
    createFakeWordPress(shop).handle(
      wcAjaxPost('add_to_cart', { product_id: String(productId), quantity: '1', remove_from_wishlist_after_add_to_cart: String(productId), wishlist_id: String(list.id), ...extra }, visitor(session)),
    );
  const products = () => findWishlist(shop, list.id)!.items.map((i) => i.productId);
  return { shop, list, addToCart, products };
}

describe('§4 Wishlist add to cart: the item leaves the list after an add to cart', () => {
  it("for the list's owner, once the cart took the product", async () => {
    const { shop, addToCart, products } = setup();
    await addToCart(PLAIN.id, 'me');
    expect(products()).toEqual([LOT.id]);
    expect(getCart(shop, 'me').lines.map((l) => l.productId)).toEqual([PLAIN.id]);
  });

  it('never for anyone else, and not when the shop keeps items (setting off)', async () => {
    const first = setup();
    await first.addToCart(PLAIN.id, 'you');
    expect(first.products()).toEqual([LOT.id, PLAIN.id]);
    const kept = setup({ wishlist: { removeAfterAddToCart: false } });
    await kept.addToCart(PLAIN.id, 'me');
    expect(kept.products()).toEqual([LOT.id, PLAIN.id]);
  });

  it('not when the add to cart fails, nor for an add that did not come from a list', async () => {
    const { shop, list, products } = setup();
    await createFakeWordPress(shop).handle(wcAjaxPost('add_to_cart', { product_id: String(PLAIN.id) }, visitor('me')));
    expect(products()).toEqual([LOT.id, PLAIN.id]);
    await createFakeWordPress(shop).handle(
      // Product 3 is sold out: the add fails, so the hook never runs.
      wcAjaxPost('add_to_cart', { product_id: '3', remove_from_wishlist_after_add_to_cart: String(LOT.id), wishlist_id: String(list.id) }, visitor('me')),
    );
    expect(products()).toEqual([LOT.id, PLAIN.id]);
  });
});
