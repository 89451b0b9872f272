import { describe, expect, it } from 'vitest';
import { decodeFragmentOptions } from '../markup/fragment-options';
import { addToWishlistFragmentOptions, renderAddToWishlist } from '../markup/add-to-wishlist';
import { wishlistShortcodeMarkup } from '../markup/wishlist-shortcode';
import { buttonKey, callJson, callWishlist, FORM_KEY, fragmentPairs, LOT, PLAIN, wishlistShop } from '../test-fixtures';
import { defaultWishlist, visitorWishlists } from '../wishlist-state';

/** The button's options as the script sends them back: every value a string. */
function sentOptions(shop: ReturnType<typeof wishlistShop>, session = 'me') {
  const options = addToWishlistFragmentOptions(shop, session, PLAIN);
  return Object.fromEntries(Object.entries(options).map(([k, v]) => [k, String(v)]));
}

describe('§7 Wishlist: add_to_wishlist', () => {
  it('refuses a wrong, missing or borrowed nonce with { result: false } alone, storing nothing', async () => {
    const shop = wishlistShop();
    for (const nonce of ['stale', null, shop.settings.nonces.yith_wcwl_load_fragments_nonce!]) {
      const response = await callWishlist(shop, 'add_to_wishlist', { add_to_wishlist: '1' }, { nonce });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
      expect(await response.json()).toEqual({ result: false });
    }
    expect(visitorWishlists(shop, 'me')).toEqual([]);
  });

  it("adds to the default list made on the first add and answers the plugin's whole reply", async () => {
    const shop = wishlistShop();
    const options = sentOptions(shop);
    const reply = await callJson(shop, 'add_to_wishlist', [
      ['add_to_wishlist', '1'],
      ['product_type', 'simple'],
      ['wishlist_id', ''],
      ...fragmentPairs({ [buttonKey(PLAIN.id)]: options, [FORM_KEY]: { item: 'wishlist' } }),
    ]);
    const list = defaultWishlist(shop, 'me')!;
    const url = `/wishlist/view/${list.token}/`;
    expect(list.items.map((i) => i.productId)).toEqual([PLAIN.id]);
    expect(reply).toEqual({
      prod_id: 1,
      result: 'true',
      message: 'เพิ่มสินค้าแล้ว!',
      fragments: {
        [buttonKey(PLAIN.id)]: renderAddToWishlist(shop, 'me', { ...decodeFragmentOptions(options), wishlist_url: url, added_to_wishlist: true }),
        [FORM_KEY]: wishlistShortcodeMarkup(shop, 'me'),
      },
      user_wishlists: [
        {
          id: list.id,
          wishlist_name: 'รายการโปรดของฉัน',
          default: true,
          add_to_this_wishlist_url: `${url}?add_to_wishlist=1&wishlist_id=${list.id}&_wpnonce=${shop.settings.nonces.yith_wcwl_add_to_wishlist_nonce}`,
        },
      ],
      wishlist_url: url,
    });
    expect((reply.fragments as Record<string, string>)[buttonKey(PLAIN.id)]).toContain('yith-wcwl-wishlistaddedbrowse');
  });

  it("answers 'exists' for a product already there, the block then saying so", async () => {
    const shop = wishlistShop();
    const params = [['add_to_wishlist', '1'], ...fragmentPairs({ [buttonKey(PLAIN.id)]: sentOptions(shop) })] as Array<[string, string]>;
    await callJson(shop, 'add_to_wishlist', params);
    const reply = await callJson(shop, 'add_to_wishlist', params);
    expect(reply).toMatchObject({ prod_id: 1, result: 'exists', message: 'สินค้านี้อยู่ในรายการโปรดของคุณแล้ว!' });
    expect((reply.fragments as Record<string, string>)[buttonKey(PLAIN.id)]).toContain('yith-wcwl-wishlistexistsbrowse');
    expect(defaultWishlist(shop, 'me')!.items).toHaveLength(1);
  });

  it("answers 'error' without a product: prod_id false, no list, fragments as they are", async () => {
    const shop = wishlistShop();
    expect(await callJson(shop, 'add_to_wishlist', {})).toEqual({
      prod_id: false,
      result: 'error',
      message: 'เกิดข้อผิดพลาดระหว่างเพิ่มสินค้าลงในรายการโปรด',
      fragments: [],
      user_wishlists: [],
      wishlist_url: '/wishlist/',
    });
  });

  it("creates the popup's 'new' list, and refuses one without a name", async () => {
    const shop = wishlistShop();
    const refused = await callJson(shop, 'add_to_wishlist', { add_to_wishlist: '1', wishlist_id: 'new', wishlist_name: '', wishlist_visibility: '0' });
    expect(refused).toMatchObject({ result: 'error', message: 'กรุณาตั้งชื่อรายการโปรด' });
    const reply = await callJson(shop, 'add_to_wishlist', { add_to_wishlist: '2', wishlist_id: 'new', wishlist_name: 'ของขวัญ', wishlist_visibility: '1' });
    expect(reply).toMatchObject({ prod_id: 2, result: 'true', user_wishlists: [{ wishlist_name: 'ของขวัญ', default: false }] });
    expect(visitorWishlists(shop, 'me')).toMatchObject([{ name: 'ของขวัญ', privacy: 1, items: [{ productId: LOT.id }] }]);
  });

  it("keeps visitors apart: another visitor's list takes no add, and each sees only their lists", async () => {
    const shop = wishlistShop();
    await callJson(shop, 'add_to_wishlist', { add_to_wishlist: '1' });
    const mine = defaultWishlist(shop, 'me')!;
    for (const wishlist_id of [String(mine.id), mine.token]) {
      const reply = await callJson(shop, 'add_to_wishlist', { add_to_wishlist: '2', wishlist_id }, { session: 'you' });
      expect(reply).toMatchObject({ result: 'error', user_wishlists: [] });
    }
    const yours = await callJson(shop, 'add_to_wishlist', { add_to_wishlist: '2' }, { session: 'you' });
    expect(yours.user_wishlists).toEqual([expect.objectContaining({ id: mine.id + 1 })]);
    expect(defaultWishlist(shop, 'me')!.items.map((i) => i.productId)).toEqual([PLAIN.id]);
  });
});
