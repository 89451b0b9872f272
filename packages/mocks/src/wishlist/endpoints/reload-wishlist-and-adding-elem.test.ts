// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { $, parse } from '../../cart/markup/test-fixtures';
import { addWishlistItem } from '../add-item';
import { callWishlist, LOT, PLAIN, wishlistShop } from '../test-fixtures';
import { findWishlist } from '../wishlist-state';

function setup() {
  const shop = wishlistShop();
  const list = addWishlistItem(shop, { sessionId: 'me', productId: String(PLAIN.id), wishlistId: '', now: 1 }).wishlist!;
  const params = (productId: number) => ({
    pagination: 'no',
    per_page: '5',
    wishlist_id: String(list.id),
    wishlist_token: list.token,
    add_to_wishlist: String(productId),
    product_type: 'simple',
  });
  return { shop, list, params };
}

describe('§7 Wishlist: reload_wishlist_and_adding_elem', () => {
  it('adds the product and answers HTML: a div around the form (with the notice) and the slider', async () => {
    const { shop, list, params } = setup();
    const response = await callWishlist(shop, 'reload_wishlist_and_adding_elem', params(LOT.id));
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    const html = await response.text();
    expect(html.startsWith('<div><form id="yith-wcwl-form"')).toBe(true);
    const wrapper = parse(html).firstElementChild!;
    const form = $(wrapper, 'form#yith-wcwl-form');
    expect($(form, '.woocommerce-message').textContent).toBe('เพิ่มสินค้าแล้ว!');
    expect(form.querySelector(`tr[data-row-id="${LOT.id}"]`)).not.toBeNull();
    expect($(wrapper, '.yith-wfbt-slider-wrapper')).not.toBeNull();
    expect(findWishlist(shop, list.id)!.items.map((i) => i.productId)).toEqual([LOT.id, PLAIN.id]);
  });

  it("prints an error as a notice, and nothing for 'exists' (WooCommerce never prints that type)", async () => {
    const { shop, params } = setup();
    const exists = parse(await (await callWishlist(shop, 'reload_wishlist_and_adding_elem', params(PLAIN.id))).text());
    expect(exists.querySelector('.woocommerce-message, .woocommerce-error')).toBeNull();
    const error = parse(await (await callWishlist(shop, 'reload_wishlist_and_adding_elem', { ...params(LOT.id), wishlist_id: '999' })).text());
    expect($(error, 'ul.woocommerce-error li').textContent).toBe('เกิดข้อผิดพลาดระหว่างเพิ่มสินค้าลงในรายการโปรด');
  });

  it('answers JSON { result: false } for a refused nonce', async () => {
    const { shop, list, params } = setup();
    const response = await callWishlist(shop, 'reload_wishlist_and_adding_elem', params(LOT.id), { nonce: 'stale' });
    expect(await response.json()).toEqual({ result: false });
    expect(findWishlist(shop, list.id)!.items).toHaveLength(1);
  });
});
