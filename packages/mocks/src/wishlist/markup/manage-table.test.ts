// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { $, parse } from '../../cart/markup/test-fixtures';
import { addWishlistItem } from '../add-item';
import { LOT, PLAIN, wishlistShop } from '../test-fixtures';
import { wishlistManageMarkup } from './manage-table';

describe('the manage page', () => {
  it('lists the visitor’s lists with a title form and a visibility selector each', () => {
    const shop = wishlistShop();
    const mine = addWishlistItem(shop, { sessionId: 'me', productId: String(PLAIN.id), wishlistId: '', now: 1 }).wishlist!;
    const gift = addWishlistItem(shop, { sessionId: 'me', productId: String(LOT.id), wishlistId: 'new', wishlistName: 'ของขวัญ', wishlistVisibility: '2', now: 2 }).wishlist!;
    addWishlistItem(shop, { sessionId: 'you', productId: String(LOT.id), wishlistId: '', now: 3 });
    const doc = parse(wishlistManageMarkup(shop, 'me'));
    const form = $(doc, 'form#yith-wcwl-form.woocommerce.yith-wcwl-form');
    expect(form.classList.contains('wishlist-fragment')).toBe(false);
    const rows = [...doc.querySelectorAll('table.wishlist_table.wishlist_manage_table tbody tr[data-wishlist-id]')];
    expect(rows.map((r) => r.getAttribute('data-wishlist-id'))).toEqual([String(mine.id), String(gift.id)]);
    const row = rows[1]!;
    expect($(row, 'td.wishlist-name .wishlist-title a.wishlist-anchor').textContent).toBe('ของขวัญ');
    expect($(row, `input[name="wishlist_options[${gift.id}][wishlist_name]"]`).getAttribute('value')).toBe('ของขวัญ');
    const select = $(row, `select.wishlist-visibility[name="wishlist_options[${gift.id}][wishlist_privacy]"]`) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.className])).toEqual([
      ['0', 'public-visibility'],
      ['1', 'shared-visibility'],
      ['2', 'private-visibility'],
    ]);
    expect(select.value).toBe('2');
    expect($(rows[0]!, 'td.wishlist-name a.wishlist-anchor').textContent).toBe('รายการโปรดของฉัน');
    expect(rows[0]!.querySelector('a.wishlist-delete')).toBeNull();
    expect($(row, 'a.button.wishlist-delete')).not.toBeNull();
  });
});
