import { describe, expect, it } from 'vitest';
import { BASE } from '../../test-fixtures';
import { createFakeWordPress } from '../../wordpress';
import { addWishlistItem } from '../add-item';
import { wishlistShortcodeMarkup } from '../markup/wishlist-shortcode';
import { callJson, FORM_KEY, fragmentPairs, LOT, PLAIN, visitor, wishlistShop } from '../test-fixtures';
import { findWishlist } from '../wishlist-state';

function setup() {
  const shop = wishlistShop();
  const origin = addWishlistItem(shop, { sessionId: 'me', productId: String(PLAIN.id), wishlistId: '', now: 1 }).wishlist!;
  const gift = addWishlistItem(shop, { sessionId: 'me', productId: String(LOT.id), wishlistId: 'new', wishlistName: 'ของขวัญ', now: 2 }).wishlist!;
  const products = (id: number) => findWishlist(shop, id)!.items.map((i) => i.productId);
  /** As @talat/client sends it: JSON, the action also in the query. */
  const postJson = async (body: Record<string, unknown>, session = 'me') => {
    const request = new Request(`${BASE}/wp-admin/admin-ajax.php?action=move_to_another_wishlist`, {
      method: 'POST',
      headers: { Cookie: visitor(session), 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'move_to_another_wishlist', nonce: shop.settings.nonces.yith_wcwl_move_to_another_wishlist_nonce, context: 'frontend', ...body }),
    });
    return (await (await createFakeWordPress(shop).handle(request))!.json()) as Record<string, unknown>;
  };
  return { shop, origin, gift, products, postJson };
}

const userWishlist = (id: number, name: string, isDefault: boolean, url: string) => ({ id, wishlist_name: name, default: isDefault, add_to_this_wishlist_url: url });

describe('§7 Wishlist: move_to_another_wishlist', () => {
  it('moves the row, form-encoded as jQuery sends it, and answers { result, fragments, user_wishlists, message }', async () => {
    const { shop, origin, gift, products } = setup();
    const reply = await callJson(shop, 'move_to_another_wishlist', [
      ['wishlist_token', origin.token],
      ['destination_wishlist_token', gift.token],
      ['item_id', String(PLAIN.id)],
      ...fragmentPairs({ [FORM_KEY]: { item: 'wishlist', wishlist_id: origin.id } }),
    ]);
    const nonce = shop.settings.nonces.yith_wcwl_add_to_wishlist_nonce;
    // Every URL on the origin list's page, as the plugin builds them.
    const url = (id: number) => `/wishlist/view/${origin.token}/?add_to_wishlist=${PLAIN.id}&wishlist_id=${id}&_wpnonce=${nonce}`;
    expect(reply).toEqual({
      result: true,
      fragments: { [FORM_KEY]: wishlistShortcodeMarkup(shop, 'me', { wishlistId: String(origin.id) }) },
      user_wishlists: [userWishlist(origin.id, 'รายการโปรดของฉัน', true, url(origin.id)), userWishlist(gift.id, 'ของขวัญ', false, url(gift.id))],
      message: 'ย้ายสินค้าไปที่ ของขวัญ แล้ว',
    });
    expect(products(origin.id)).toEqual([]);
    expect(products(gift.id)).toEqual([LOT.id, PLAIN.id]);
  });

  it('answers the JSON body @talat/client sends the same way, fragments included', async () => {
    const { origin, gift, products, postJson } = setup();
    const reply = await postJson({
      wishlist_token: origin.token,
      destination_wishlist_token: 'new',
      item_id: PLAIN.id,
      wishlist_name: 'ปีใหม่',
      wishlist_visibility: 2,
      fragments: { [FORM_KEY]: { item: 'wishlist', wishlist_id: origin.id } },
    });
    expect(reply).toMatchObject({ result: true, message: 'ย้ายสินค้าไปที่ ปีใหม่ แล้ว' });
    expect(Object.keys(reply.fragments as object)).toEqual([FORM_KEY]);
    expect((reply.user_wishlists as unknown[]).length).toBe(3);
    expect(products(origin.id)).toEqual([]);
    expect(products(gift.id)).toEqual([LOT.id]);
  });

  it('answers { result: false } alone for a refused nonce, in either encoding', async () => {
    const { shop, origin, gift, postJson } = setup();
    const fields = { wishlist_token: origin.token, destination_wishlist_token: gift.token, item_id: String(PLAIN.id) };
    expect(await callJson(shop, 'move_to_another_wishlist', fields, { nonce: 'stale' })).toEqual({ result: false });
    expect(await postJson({ ...fields, nonce: 'stale' })).toEqual({ result: false });
  });

  it("moves nothing into or out of someone else's list: result false and message ''", async () => {
    const { shop, origin, gift, products } = setup();
    const theirs = addWishlistItem(shop, { sessionId: 'you', productId: String(PLAIN.id), wishlistId: '', now: 3 }).wishlist!;
    for (const [session, from, to] of [
      ['me', origin.token, theirs.token],
      ['me', theirs.token, gift.token],
      ['you', origin.token, theirs.token],
    ] as const) {
      const reply = await callJson(shop, 'move_to_another_wishlist', { wishlist_token: from, destination_wishlist_token: to, item_id: String(PLAIN.id) }, { session });
      expect(reply).toMatchObject({ result: false, message: '', fragments: [] });
    }
    expect(products(origin.id)).toEqual([PLAIN.id]);
    expect(products(theirs.id)).toEqual([PLAIN.id]);
  });
});
