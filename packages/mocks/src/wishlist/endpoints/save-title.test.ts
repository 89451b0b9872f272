import { describe, expect, it } from 'vitest';
import { addWishlistItem } from '../add-item';
import { wishlistShortcodeMarkup } from '../markup/wishlist-shortcode';
import { callJson, FORM_KEY, fragmentPairs, PLAIN, wishlistShop } from '../test-fixtures';
import { findWishlist } from '../wishlist-state';

function setup() {
  const shop = wishlistShop();
  const list = addWishlistItem(shop, { sessionId: 'me', productId: String(PLAIN.id), wishlistId: '', now: 1 }).wishlist!;
  const form = fragmentPairs({ [FORM_KEY]: { item: 'wishlist', wishlist_id: list.id } });
  return { shop, list, form };
}

describe('§7 Wishlist: save_title', () => {
  it('renames by the token of #wishlist_id and answers { result: true, fragments } with the new title', async () => {
    const { shop, list, form } = setup();
    const reply = await callJson(shop, 'save_title', [['wishlist_id', list.token], ['title', 'ของขวัญปีใหม่'], ...form]);
    expect(reply).toEqual({ result: true, fragments: { [FORM_KEY]: wishlistShortcodeMarkup(shop, 'me', { wishlistId: String(list.id) }) } });
    expect((reply.fragments as Record<string, string>)[FORM_KEY]).toContain('<h2>ของขวัญปีใหม่</h2>');
    expect(findWishlist(shop, list.id)!.name).toBe('ของขวัญปีใหม่');
  });

  it('renames by the numeric id of the manage table too', async () => {
    const { shop, list } = setup();
    expect(await callJson(shop, 'save_title', { wishlist_id: String(list.id), title: 'A' })).toEqual({ result: true, fragments: [] });
  });

  it("answers { result: false } alone for a refused nonce, an empty title, an unknown list or someone else's", async () => {
    const { shop, list, form } = setup();
    const cases: Array<[Record<string, string>, { session?: string; nonce?: string }]> = [
      [{ wishlist_id: list.token, title: 'x' }, { nonce: 'stale' }],
      [{ wishlist_id: list.token, title: '   ' }, {}],
      [{ wishlist_id: list.token }, {}],
      [{ wishlist_id: 'NOPE', title: 'x' }, {}],
      [{ title: 'x' }, {}],
      [{ wishlist_id: list.token, title: 'x' }, { session: 'you' }],
    ];
    for (const [params, options] of cases) {
      expect(await callJson(shop, 'save_title', [...Object.entries(params), ...form], options)).toEqual({ result: false });
    }
    expect(findWishlist(shop, list.id)!.name).toBe('');
  });
});
