// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { $, parse } from '../../cart/markup/test-fixtures';
import { addCartNotice } from '../../cart/notices';
import { addWishlistItem } from '../add-item';
import { setWishlistPrivacy } from '../list-changes';
import { HOSTILE, LOT, PLAIN, SOLD_OUT, wishlistShop } from '../test-fixtures';
import type { ShopSettingsOverrides } from '../../settings';
import { wishlistShortcodeMarkup } from './wishlist-shortcode';
import type { WishlistViewRequest } from './wishlist-view';

function setup(settings: ShopSettingsOverrides = {}) {
  const shop = wishlistShop(settings);
  let now = Date.UTC(2026, 0, 10, 20); // 11/01/2026 in Bangkok
  const add = (productId: number, wishlistId = '', extra: Record<string, string> = {}, sessionId = 'me') =>
    addWishlistItem(shop, { sessionId, productId: String(productId), wishlistId, now: now++, ...extra }).wishlist!;
  add(PLAIN.id);
  add(LOT.id, '', { quantity: '20' });
  const mine = add(SOLD_OUT.id);
  const gift = add(PLAIN.id, 'new', { wishlistName: 'ของขวัญ', wishlistVisibility: '1' });
  const page = (request: WishlistViewRequest = {}, session = 'me') => parse(wishlistShortcodeMarkup(shop, session, request));
  return { shop, mine, gift, page, add };
}

describe('the wishlist shortcode', () => {
  it("prints the owner's form: the fragment, its title form and the table the script reads", () => {
    const { mine, page } = setup();
    const doc = page();
    const form = $(doc, 'form#yith-wcwl-form.woocommerce.yith-wcwl-form.wishlist-fragment');
    expect(form.getAttribute('action')).toBe(`/wishlist/view/${mine.token}/`);
    expect(JSON.parse(form.getAttribute('data-fragment-options')!)).toMatchObject({
      item: 'wishlist',
      wishlist_id: mine.id,
      wishlist_token: mine.token,
      is_user_owner: true,
      per_page: 5,
      current_page: 1,
      pagination: 'no',
    });
    expect($(form, '.wishlist-title-container .wishlist-title.wishlist-title-with-form h2').textContent).toBe('รายการโปรดของฉัน');
    expect($(form, '.hidden-title-form input[name="wishlist_name"]').getAttribute('value')).toBe('รายการโปรดของฉัน');
    expect(form.querySelectorAll('.edit-title-buttons a[role="button"].hide-title-form, .edit-title-buttons a[role="button"].save-title-form')).toHaveLength(2);
    const table = $(form, 'table.shop_table.cart.wishlist_table.wishlist_view.traditional.responsive.sortable');
    expect(['data-pagination', 'data-per-page', 'data-page', 'data-id', 'data-token'].map((a) => table.getAttribute(a))).toEqual([
      'no',
      '5',
      '1',
      String(mine.id),
      mine.token,
    ]);
    expect([...table.querySelectorAll('tbody tr[data-row-id]')].map((r) => [r.id, r.getAttribute('data-row-id')])).toEqual([
      [`yith-wcwl-row-${SOLD_OUT.id}`, String(SOLD_OUT.id)],
      [`yith-wcwl-row-${LOT.id}`, String(LOT.id)],
      [`yith-wcwl-row-${PLAIN.id}`, String(PLAIN.id)],
    ]);
    expect($(form, 'input#wishlist_id[name="wishlist_id"]').getAttribute('value')).toBe(mine.token);
    expect($(form, 'th.product-checkbox input#bulk_add_to_cart')).not.toBeNull();
  });

  it("prints each row's controls: checkbox, remove, quantity, date, add to cart, move, arrange", () => {
    const { shop, mine, gift, page } = setup();
    const row = $(page(), `tr[data-row-id="${LOT.id}"]`);
    expect($(row, 'td.product-checkbox input[type="checkbox"]').getAttribute('name')).toBe(`items[${LOT.id}][cb]`);
    const remove = $(row, 'td.product-remove a.remove.remove_from_wishlist');
    expect(remove.getAttribute('href')).toBe(`/wishlist/view/${mine.token}/?remove_from_wishlist=${LOT.id}&_wpnonce=${shop.settings.nonces.yith_wcwl_remove_from_wishlist_nonce}`);
    const quantity = $(row, 'td.product-quantity input[type="number"]');
    expect([quantity.getAttribute('name'), quantity.getAttribute('value'), quantity.getAttribute('min')]).toEqual([`items[${LOT.id}][quantity]`, '20', '1']);
    expect($(row, 'td.product-stock-status span.wishlist-in-stock').textContent).toBe('มีสินค้า');
    const last = $(row, 'td.product-add-to-cart');
    expect($(last, 'span.dateadded').textContent).toBe('เพิ่มเมื่อ: 11/01/2026');
    const cart = $(last, 'a.add_to_cart_button.ajax_add_to_cart.add_to_cart.alt');
    expect(cart.getAttribute('data-quantity')).toBe('20');
    expect(cart.getAttribute('data-product_id')).toBe(String(LOT.id));
    expect(cart.getAttribute('href')).toBe(
      `/wishlist/view/${mine.token}/?add-to-cart=${LOT.id}&remove_from_wishlist_after_add_to_cart=${LOT.id}&wishlist_id=${mine.id}&wishlist_token=${mine.token}&quantity=20`,
    );
    const move = $(last, 'select.change-wishlist.selectBox');
    expect([...move.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'ย้าย'],
      [gift.token, 'ของขวัญ - แชร์'],
    ]);
    expect($(last, 'a.remove_from_wishlist.button').textContent).toBe('ลบ');
    expect($(row, 'td.product-arrange input[type="hidden"]').getAttribute('name')).toBe(`items[${LOT.id}][position]`);
  });

  it('prints a sold-out item without add to cart', () => {
    const { page } = setup();
    const row = $(page(), `tr[data-row-id="${SOLD_OUT.id}"]`);
    expect($(row, 'span.wishlist-out-of-stock').textContent).toBe('สินค้าหมด');
    expect(row.querySelector('.add_to_cart_button')).toBeNull();
  });

  it('prints the footer: bulk actions with the other lists, share link, ask an estimate, nonce', () => {
    const { shop, mine, gift, page } = setup();
    const doc = page();
    expect([...doc.querySelectorAll('select#bulk_actions option')].map((o) => o.getAttribute('value'))).toEqual(['add_to_cart', 'delete', gift.token]);
    expect($(doc, 'input[name="apply_bulk_actions"]')).not.toBeNull();
    expect($(doc, '.yith-wcwl-share input.copy-target#yith_wcwl_share_url').getAttribute('value')).toBe(`/wishlist/view/${mine.token}/`);
    expect($(doc, '.yith-wcwl-share .copy-trigger')).not.toBeNull();
    expect($(doc, 'a.ask-an-estimate-button[href="#ask_an_estimate_popup"]').getAttribute('data-rel')).toBe('prettyPhoto[ask_an_estimate]');
    expect($(doc, 'input#yith_wcwl_edit_wishlist').getAttribute('value')).toBe(shop.settings.nonces.yith_wcwl_edit_wishlist);
    const popup = $(doc, '#ask_an_estimate_popup > form.wishlist-ask-an-estimate-popup');
    expect($(popup, '.yith-wcwl-popup-footer input[name="ask_an_estimate"]').getAttribute('value')).toBe(mine.token);
    expect($(popup, 'input#reply_email[type="email"]')).not.toBeNull();
    expect($(popup, 'p.popup-description')).not.toBeNull();
    expect(doc.querySelector('form#yith-wcwl-form #ask_an_estimate_popup')).toBeNull();
    expect(doc.querySelectorAll('.yith-wfbt-slider-wrapper a.yith-wfbt-add-wishlist[data-product-id]').length).toBeGreaterThan(0);
  });

  it('shows a shared list read-only to another visitor, and a private one not at all', () => {
    const { shop, gift, page } = setup();
    const doc = page({ wishlistId: gift.token }, 'you');
    expect($(doc, 'form#yith-wcwl-form h2').textContent).toBe('ของขวัญ');
    expect(doc.querySelector('.hidden-title-form, .show-title-form, .product-checkbox, .remove_from_wishlist, select.change-wishlist, #bulk_actions, .product-arrange')).toBeNull();
    expect($(doc, `tr[data-row-id="${PLAIN.id}"] td.product-quantity`).textContent).toBe('1');
    expect(JSON.parse($(doc, 'form').getAttribute('data-fragment-options')!)).toMatchObject({ is_user_owner: false });
    expect(doc.querySelector('#ask_an_estimate_popup, .yith-wfbt-slider-wrapper')).toBeNull();
    expect($(doc, '.yith-wcwl-share')).not.toBeNull();
    setWishlistPrivacy(shop, 'me', String(gift.id), '2');
    const hidden = page({ wishlistId: gift.token }, 'you');
    expect($(hidden, 'td.wishlist-empty').textContent).toBe('ยังไม่มีสินค้าในรายการโปรด');
    expect($(hidden, 'table').getAttribute('data-token')).toBe('');
  });

  it('prints the empty list for a visitor without one', () => {
    const { page } = setup();
    const doc = page({}, 'new-visitor');
    expect($(doc, 'h2').textContent).toBe('รายการโปรดของฉัน');
    expect($(doc, 'td.wishlist-empty').getAttribute('colspan')).toBe('8');
    expect(doc.querySelector('.yith-wcwl-share, .yith_wcwl_footer_additional_action')).toBeNull();
    expect($(doc, 'input#wishlist_id').getAttribute('value')).toBe('');
  });

  it('prints the mobile list with the same row data', () => {
    const { mine, page } = setup();
    const doc = page({ isMobile: true });
    const list = $(doc, 'ul.shop_table.cart.wishlist_table.wishlist_view.responsive.mobile.with-checkbox');
    expect(list.getAttribute('data-token')).toBe(mine.token);
    const item = $(list, `li#yith-wcwl-row-${LOT.id}[data-row-id="${LOT.id}"]`);
    expect($(item, '.item-wrapper .item-details .product-name h3 a').textContent).toBe(LOT.name);
    expect($(item, '.additional-info td.product-quantity input').getAttribute('value')).toBe('20');
    expect($(item, '.product-add-to-cart a.add_to_cart')).not.toBeNull();
    expect($(item, '.move-to-another-wishlist select.change-wishlist')).not.toBeNull();
    expect($(item, '.product-remove a.remove_from_wishlist i.fa.fa-trash')).not.toBeNull();
    expect(doc.querySelector('table.wishlist_view')).toBeNull();
  });

  it('paginates with ?paged= links when the shortcode asks for it', () => {
    const { mine, page } = setup({ wishlist: { pagination: 'yes', perPage: 2 } });
    const first = page();
    expect(first.querySelectorAll('tr[data-row-id]')).toHaveLength(2);
    expect($(first, 'tr.pagination-row.wishlist-pagination td').getAttribute('colspan')).toBe('9');
    expect($(first, 'span.page-numbers.current').textContent).toBe('1');
    expect($(first, 'a.next.page-numbers').getAttribute('href')).toBe(`/wishlist/view/${mine.token}/?paged=2`);
    const second = page({ currentPage: 9 });
    expect([...second.querySelectorAll('tr[data-row-id]')].map((r) => r.getAttribute('data-row-id'))).toEqual([String(PLAIN.id)]);
    expect($(second, 'table').getAttribute('data-page')).toBe('2');
    expect($(page({ isMobile: true }), 'nav.wishlist-pagination a.page-numbers')).not.toBeNull();
  });

  it('prints the queued notices once, inside the form above the title', () => {
    const { shop, page } = setup();
    addCartNotice(shop, 'me', { type: 'success', text: 'ลบสินค้าออกจากรายการโปรดแล้ว' });
    const form = $(page(), 'form');
    expect(form.firstElementChild?.matches('div.woocommerce-message[role="alert"]')).toBe(true);
    expect(form.firstElementChild?.textContent).toBe('ลบสินค้าออกจากรายการโปรดแล้ว');
    expect(page().querySelector('.woocommerce-message')).toBeNull();
  });

  it('offers the move popup instead of the select when the shop says so', () => {
    const { gift, page } = setup({ wishlist: { moveType: 'popup' } });
    const doc = page();
    expect(doc.querySelector('select.change-wishlist.selectBox')).toBeNull();
    expect($(doc, 'a.move-to-another-wishlist-button[href="#move_to_another_wishlist"]').getAttribute('data-rel')).toBe('prettyPhoto[move_to_another_wishlist]');
    const popup = $(doc, '#move_to_another_wishlist form.wishlist-move-to-another-wishlist-popup');
    expect([...popup.querySelectorAll('select[name="new_wishlist_id"] option')].map((o) => o.getAttribute('value'))).toEqual([String(gift.id)]);
  });

  it('prints a hostile product name as text', () => {
    const { add, page } = setup();
    add(HOSTILE.id);
    const doc = page();
    expect($(doc, `tr[data-row-id="${HOSTILE.id}"] td.product-name a`).textContent).toBe(HOSTILE.name);
    expect(doc.querySelector('td.product-name img')).toBeNull();
  });
});
