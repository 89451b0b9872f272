import { describe, expect, it } from 'vitest';
import { addWishlistItem } from './add-item';
import { renameWishlist, setWishlistPrivacy } from './list-changes';
import { PLAIN, wishlistShop } from './test-fixtures';
import { findWishlist } from './wishlist-state';

function setup() {
  const shop = wishlistShop();
  const list = addWishlistItem(shop, { sessionId: 'me', productId: String(PLAIN.id), wishlistId: '', now: 1 }).wishlist!;
  return { shop, list };
}

describe('save_title and save_privacy', () => {
  it('renames by id or token, sanitising the title', () => {
    const { shop, list } = setup();
    expect(renameWishlist(shop, 'me', String(list.id), '  ของขวัญ <i>แม่</i> ')).toBe(true);
    expect(findWishlist(shop, list.id)!.name).toBe('ของขวัญ แม่');
    expect(renameWishlist(shop, 'me', list.token, 'ชื่อใหม่')).toBe(true);
    expect(findWishlist(shop, list.id)!.name).toBe('ชื่อใหม่');
  });

  it("refuses an empty or too long title, an unknown list and someone else's", () => {
    const { shop, list } = setup();
    for (const [session, id, title] of [
      ['me', String(list.id), ''],
      ['me', String(list.id), '<b></b>  '],
      ['me', String(list.id), undefined],
      ['me', String(list.id), 'ก'.repeat(21_845)],
      ['me', '999', 'x'],
      ['me', '', 'x'],
      ['you', list.token, 'x'],
    ] as const) {
      expect(renameWishlist(shop, session, id, title)).toBe(false);
    }
    expect(findWishlist(shop, list.id)!.name).toBe('');
  });

  it('sets privacy 0, 1 or 2 by numeric id; intval() makes junk public; missing or other values are refused', () => {
    const { shop, list } = setup();
    expect(setWishlistPrivacy(shop, 'me', String(list.id), '2')).toBe(true);
    expect(findWishlist(shop, list.id)!.privacy).toBe(2);
    expect(setWishlistPrivacy(shop, 'me', String(list.id), 'abc')).toBe(true);
    expect(findWishlist(shop, list.id)!.privacy).toBe(0);
    for (const [session, id, privacy] of [
      ['me', String(list.id), '3'],
      ['me', String(list.id), undefined],
      // A token is not an id. One that starts with letters, since intval() reads a token's leading
      // digits as a number, as PHP does (a random token such as '1K…' would name list 1).
      ['me', list.token.replace(/^[0-9]+/, 'T'), '1'],
      ['you', String(list.id), '1'],
    ] as const) {
      expect(setWishlistPrivacy(shop, session, id, privacy)).toBe(false);
    }
    expect(findWishlist(shop, list.id)!.privacy).toBe(0);
  });
});
