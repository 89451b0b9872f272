import { describe, expect, it } from 'vitest';
import { addWishlistItem } from '../add-item';
import { addToWishlistMarkup } from '../markup/add-to-wishlist';
import { buttonKey, callJson, fragmentPairs, LOT, PLAIN, wishlistShop } from '../test-fixtures';
import { visitorWishlists } from '../wishlist-state';

function setup() {
  const shop = wishlistShop();
  addWishlistItem(shop, { sessionId: 'me', productId: String(PLAIN.id), wishlistId: '', now: 1 });
  addWishlistItem(shop, { sessionId: 'me', productId: String(LOT.id), wishlistId: '', now: 2 });
  const gift = addWishlistItem(shop, { sessionId: 'me', productId: String(PLAIN.id), wishlistId: 'new', wishlistName: 'ของขวัญ', now: 3 }).wishlist!;
  addWishlistItem(shop, { sessionId: 'you', productId: String(PLAIN.id), wishlistId: '', now: 4 });
  const products = (session: string) => visitorWishlists(shop, session).map((w) => w.items.map((i) => i.productId));
  return { shop, gift, products };
}

describe('§7 Wishlist: remove_from_all_wishlists', () => {
  it("takes the product out of every list of the visitor's and answers { result: true, fragments }", async () => {
    const { shop, products } = setup();
    const reply = await callJson(shop, 'remove_from_all_wishlists', [
      ['prod_id', String(PLAIN.id)],
      ['wishlist_id', ''],
      ...fragmentPairs({ [buttonKey(PLAIN.id)]: { product_id: PLAIN.id, item: 'add_to_wishlist' } }),
    ]);
    expect(reply).toEqual({ result: true, fragments: { [buttonKey(PLAIN.id)]: addToWishlistMarkup(shop, 'me', PLAIN) } });
    expect(products('me')).toEqual([[LOT.id], []]);
    expect(products('you')).toEqual([[PLAIN.id]]);
  });

  it('takes it out of one list when wishlist_id names it', async () => {
    const { shop, gift, products } = setup();
    await callJson(shop, 'remove_from_all_wishlists', { prod_id: String(PLAIN.id), wishlist_id: String(gift.id) });
    expect(products('me')).toEqual([[LOT.id, PLAIN.id], []]);
  });

  it('answers { result: false } without a product; the nonce is never checked, as in the plugin', async () => {
    const { shop, products } = setup();
    expect(await callJson(shop, 'remove_from_all_wishlists', {})).toEqual({ result: false });
    expect(await callJson(shop, 'remove_from_all_wishlists', { prod_id: String(LOT.id) }, { nonce: 'stale' })).toEqual({ result: true, fragments: [] });
    expect(products('me')).toEqual([[PLAIN.id], [PLAIN.id]]);
  });
});
