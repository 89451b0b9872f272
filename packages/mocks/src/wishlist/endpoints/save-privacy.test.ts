import { describe, expect, it } from 'vitest';
import { BASE } from '../../test-fixtures';
import { createFakeWordPress } from '../../wordpress';
import { addWishlistItem } from '../add-item';
import { callJson, FORM_KEY, fragmentPairs, PLAIN, visitor, wishlistShop } from '../test-fixtures';
import { findWishlist } from '../wishlist-state';

function setup() {
  const shop = wishlistShop();
  const list = addWishlistItem(shop, { sessionId: 'me', productId: String(PLAIN.id), wishlistId: '', now: 1 }).wishlist!;
  return { shop, list };
}

describe('§7 Wishlist: save_privacy', () => {
  it('sets 0 public, 1 shared or 2 private and answers { result: true, fragments }', async () => {
    const { shop, list } = setup();
    const reply = await callJson(shop, 'save_privacy', [['wishlist_id', String(list.id)], ['privacy', '2'], ...fragmentPairs({ [FORM_KEY]: { item: 'wishlist' } })]);
    expect(reply.result).toBe(true);
    expect(Object.keys(reply.fragments as object)).toEqual([FORM_KEY]);
    expect(findWishlist(shop, list.id)!.privacy).toBe(2);
    // A private list loses its share section.
    expect((reply.fragments as Record<string, string>)[FORM_KEY]).not.toContain('yith-wcwl-share');
  });

  it("answers { result: false } for a refused nonce, a value outside 0..2, a token, or someone else's list", async () => {
    const { shop, list } = setup();
    // The handler reads wishlist_id with PHP's intval(), so a random token that starts with the
    // list's id in digits ('1K3…') would name the list: the token here starts with a letter.
    const token = /^\d/.test(list.token) ? `A${list.token.slice(1)}` : list.token;
    const cases: Array<[Record<string, string>, { session?: string; nonce?: string }]> = [
      [{ wishlist_id: String(list.id), privacy: '1' }, { nonce: 'stale' }],
      [{ wishlist_id: String(list.id), privacy: '3' }, {}],
      [{ wishlist_id: String(list.id) }, {}],
      [{ wishlist_id: token, privacy: '1' }, {}],
      [{ wishlist_id: String(list.id), privacy: '1' }, { session: 'you' }],
    ];
    for (const [params, options] of cases) expect(await callJson(shop, 'save_privacy', params, options)).toEqual({ result: false });
    expect(findWishlist(shop, list.id)!.privacy).toBe(0);
  });

  it('reads the nonce from the body only ($_POST), as the premium handler does', async () => {
    const { shop, list } = setup();
    const nonce = shop.settings.nonces.yith_wcwl_save_privacy_nonce!;
    const request = new Request(`${BASE}/wp-admin/admin-ajax.php?action=save_privacy&nonce=${nonce}`, {
      method: 'POST',
      headers: { Cookie: visitor('me') },
      body: new URLSearchParams({ wishlist_id: String(list.id), privacy: '1' }),
    });
    expect(await (await createFakeWordPress(shop).handle(request))!.json()).toEqual({ result: false });
  });
});
