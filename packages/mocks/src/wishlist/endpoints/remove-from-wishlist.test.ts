import { describe, expect, it } from 'vitest';
import { addWishlistItem } from '../add-item';
import { wishlistShortcodeMarkup } from '../markup/wishlist-shortcode';
import { callJson, FORM_KEY, fragmentPairs, LOT, PLAIN, wishlistShop } from '../test-fixtures';
import { findWishlist } from '../wishlist-state';

function setup() {
  const shop = wishlistShop();
  addWishlistItem(shop, { sessionId: 'me', productId: String(PLAIN.id), wishlistId: '', now: 1 });
  const list = addWishlistItem(shop, { sessionId: 'me', productId: String(LOT.id), wishlistId: '', now: 2 }).wishlist!;
  const form = fragmentPairs({ [FORM_KEY]: { item: 'wishlist', wishlist_id: list.id } });
  const products = () => findWishlist(shop, list.id)!.items.map((i) => i.productId);
  return { shop, list, form, products };
}

describe('§7 Wishlist: remove_from_wishlist', () => {
  it('removes the row (by product id) and answers the form with the message as a notice inside it', async () => {
    const { shop, list, form, products } = setup();
    const reply = await callJson(shop, 'remove_from_wishlist', [
      ['remove_from_wishlist', String(LOT.id)],
      ['wishlist_id', String(list.id)],
      ['wishlist_token', list.token],
      ...form,
    ]);
    expect(products()).toEqual([PLAIN.id]);
    expect(Object.keys(reply)).toEqual(['fragments']);
    const html = (reply.fragments as Record<string, string>)[FORM_KEY]!;
    expect(html).toContain('<div class="woocommerce-message" role="alert">ลบสินค้าออกจากรายการโปรดแล้ว</div>');
    expect(html).not.toContain(`data-row-id="${LOT.id}"`);
    // The notice left the queue with that answer.
    expect(wishlistShortcodeMarkup(shop, 'me', { wishlistId: String(list.id) })).not.toContain('woocommerce-message');
  });

  it('answers { fragments: [] } for a refused nonce', async () => {
    const { shop, list, form, products } = setup();
    const reply = await callJson(shop, 'remove_from_wishlist', [['remove_from_wishlist', String(LOT.id)], ['wishlist_id', String(list.id)], ...form], { nonce: 'stale' });
    expect(reply).toEqual({ fragments: [] });
    expect(products()).toEqual([LOT.id, PLAIN.id]);
  });

  it("answers { fragments: [] } for someone else's list and changes nothing", async () => {
    const { shop, list, form, products } = setup();
    const params: Array<[string, string]> = [['remove_from_wishlist', String(LOT.id)], ['wishlist_id', String(list.id)], ['wishlist_token', list.token], ...form];
    expect(await callJson(shop, 'remove_from_wishlist', params, { session: 'you' })).toEqual({ fragments: [] });
    expect(products()).toEqual([LOT.id, PLAIN.id]);
  });

  it("prints the plugin's error message when the removal fails, in the same notice", async () => {
    const { shop, list, products } = setup();
    const reply = await callJson(shop, 'remove_from_wishlist', [['wishlist_id', String(list.id)], ...fragmentPairs({ [FORM_KEY]: { item: 'wishlist' } })]);
    expect((reply.fragments as Record<string, string>)[FORM_KEY]).toContain(
      '<div class="woocommerce-message" role="alert">ผิดพลาด ไม่สามารถลบสินค้าออกจากรายการโปรดได้</div>',
    );
    expect(products()).toHaveLength(2);
  });
});
