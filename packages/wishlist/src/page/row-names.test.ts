// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { $, printWishlistPage, row, settle, startPage, stopPages } from './test-fixtures';

// The wishlist table's controls named per product (page/row-names.ts), on the fake's markup.

afterEach(stopPages);

describe('wishlist table: names for the controls the plugin prints without one', () => {
  it('names each row checkbox, quantity and image link after its product, "select all", and the empty headers, once', async () => {
    startPage();
    const first = document.querySelector<HTMLElement>('.wishlist_table [data-row-id]')!;
    const name = $('.product-name', first).textContent!.trim();
    expect($('.product-checkbox input', first)).toHaveAccessibleName(`เลือก ${name}`);
    expect($('.product-quantity input', first)).toHaveAccessibleName(`จำนวนของ ${name}`);
    expect($('.product-thumbnail a', first)).toHaveAccessibleName(name);
    expect($('#bulk_add_to_cart')).toHaveAccessibleName('เลือกสินค้าทั้งหมด');
    expect($('thead th.product-remove')).toHaveTextContent('ลบ');
    expect($('thead th.product-thumbnail')).toHaveTextContent('รูปสินค้า');
    expect($('thead th.product-add-to-cart')).toHaveTextContent('เพิ่มลงตะกร้า');
    // The share title (an h4 under the list's h2) is announced as a level-3 heading.
    expect($('.yith-wcwl-share-title').tagName).toBe('H4');
    expect($('.yith-wcwl-share-title').getAttribute('aria-level')).toBe(String(Number($('.wishlist-title h2').tagName[1]) + 1));
    await settle();
    // Idempotent: the observer's refresh after the headers' text adds nothing more.
    expect($('thead th.product-thumbnail').querySelectorAll('span')).toHaveLength(1);
    expect(row(first.getAttribute('data-row-id')!)).toBe(first);
  });

  it('keeps a name the theme gave', () => {
    printWishlistPage();
    const first = document.querySelector<HTMLElement>('.wishlist_table [data-row-id]')!;
    const box = $<HTMLInputElement>('.product-checkbox input', first);
    box.setAttribute('aria-label', 'ของธีม');
    startPage({ print: false });
    expect(box.isConnected).toBe(true);
    expect(box).toHaveAccessibleName('ของธีม');
    expect($('.product-quantity input', first).getAttribute('aria-label')).toMatch(/^จำนวนของ /);
  });
});
