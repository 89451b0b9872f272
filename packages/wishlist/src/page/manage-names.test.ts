// @vitest-environment jsdom
import { createFakeShop, seedDemoWishlists, wishlistManageMarkup } from '@talat/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { startActions } from './actions-fixtures';
import { $, settle, stopPages } from './test-fixtures';

// The manage table's controls named per list (page/manage-names.ts).

afterEach(stopPages);

describe('wishlist manage table: names for its controls', () => {
  it('names the visibility select, the title field and the pencil after their list, and the empty delete header', async () => {
    const shop = createFakeShop();
    seedDemoWishlists(shop, 'me', Date.UTC(2026, 0, 10));
    document.body.innerHTML = `<main>${wishlistManageMarkup(shop, 'me')}</main>`;
    startActions({ print: false });
    const gift = [...document.querySelectorAll('tr[data-wishlist-id]')].find((row) => row.textContent?.includes('ของขวัญปีใหม่'))!;
    expect($('select.wishlist-visibility', gift)).toHaveAccessibleName('การแสดงผลของ ของขวัญปีใหม่');
    expect($('.hidden-title-form input', gift)).toHaveAccessibleName('ชื่อรายการโปรด ของขวัญปีใหม่');
    expect($('.show-title-form', gift)).toHaveAccessibleName('แก้ไขชื่อ ของขวัญปีใหม่');
    expect($('thead th.wishlist-delete')).toHaveTextContent('ลบรายการโปรด');
    await settle();
    // Idempotent: the observer's refresh after the header's text adds nothing more.
    expect($('thead th.wishlist-delete').children).toHaveLength(1);
  });
});
