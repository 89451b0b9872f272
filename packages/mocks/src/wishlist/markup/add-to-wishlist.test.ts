// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { $, only } from '../../cart/markup/test-fixtures';
import { addWishlistItem } from '../add-item';
import { buttonKey, HOSTILE, PLAIN, wishlistShop } from '../test-fixtures';
import { findWishlist } from '../wishlist-state';
import { addToWishlistMarkup, renderAddToWishlist } from './add-to-wishlist';
import { decodeFragmentOptions } from './fragment-options';

const ADD_NONCE = (shop: ReturnType<typeof wishlistShop>) => shop.settings.nonces.yith_wcwl_add_to_wishlist_nonce;

/** What the script does: the class attribute split on spaces, 'exists' dropped, joined with '.'. */
function scriptKey(element: Element): string {
  return (element.getAttribute('class') ?? '').split(' ').filter((c) => c !== '' && c !== 'exists').join('.');
}

describe('the add-to-wishlist block', () => {
  it('prints the container the script keys and the add link before an add', () => {
    const shop = wishlistShop();
    const block = only(addToWishlistMarkup(shop, 'me', PLAIN, { baseUrl: '/shop/' }));
    expect(block.getAttribute('class')).toBe(
      'yith-wcwl-add-to-wishlist add-to-wishlist-1 yith-wcwl-add-to-wishlist--link-style wishlist-fragment on-first-load',
    );
    expect(scriptKey(block)).toBe(buttonKey(PLAIN.id));
    expect(block.getAttribute('data-fragment-ref')).toBe('1');
    const link = $(block, '.yith-wcwl-add-button > a.add_to_wishlist.single_add_to_wishlist');
    expect(Object.fromEntries([...link.attributes].map((a) => [a.name, a.value]))).toEqual({
      href: `/shop/?add_to_wishlist=1&_wpnonce=${ADD_NONCE(shop)}`,
      class: 'add_to_wishlist single_add_to_wishlist',
      'data-product-id': '1',
      'data-product-type': 'simple',
      'data-original-product-id': '0',
      'data-title': 'เพิ่มในรายการโปรด',
      rel: 'nofollow',
    });
    expect($(link, 'svg.yith-wcwl-icon-svg').getAttribute('aria-hidden')).toBe('true');
    expect($(link, 'span').textContent).toBe('เพิ่มในรายการโปรด');
  });

  it('prints the options the plugin prints, as JSON the script can read back', () => {
    const shop = wishlistShop();
    const block = only(addToWishlistMarkup(shop, 'me', PLAIN, { isSingle: true, baseUrl: '/product/x/' }));
    expect(block.classList.contains('yith-wcwl-add-to-wishlist--single')).toBe(true);
    expect(block.outerHTML).toContain('\\/product\\/x\\/');
    expect(JSON.parse(block.getAttribute('data-fragment-options')!)).toEqual({
      base_url: '/product/x/',
      product_id: 1,
      parent_product_id: 0,
      product_type: 'simple',
      is_single: true,
      in_default_wishlist: false,
      show_view: true,
      browse_wishlist_text: 'ดูรายการโปรด',
      already_in_wishslist_text: 'สินค้านี้อยู่ในรายการโปรดของคุณแล้ว!',
      product_added_text: 'เพิ่มสินค้าแล้ว!',
      available_multi_wishlist: false,
      disable_wishlist: false,
      show_count: false,
      ajax_loading: false,
      loop_position: 'after_add_to_cart',
      item: 'add_to_wishlist',
    });
  });

  it("shows 'added' right after an add and 'already in your wishlist' afterwards, marked exists", () => {
    const shop = wishlistShop();
    const list = addWishlistItem(shop, { sessionId: 'me', productId: '1', wishlistId: '', now: 1 }).wishlist!;
    const options = JSON.parse(only(addToWishlistMarkup(shop, 'me', PLAIN)).getAttribute('data-fragment-options')!) as Record<string, string>;
    const added = only(renderAddToWishlist(shop, 'me', { ...options, added_to_wishlist: true, wishlist_url: '/wishlist/view/X/' }));
    expect(added.classList.contains('exists')).toBe(true);
    expect($(added, '.yith-wcwl-wishlistaddedbrowse[data-product-id="1"][data-original-product-id="0"] .feedback').textContent?.trim()).toBe('เพิ่มสินค้าแล้ว!');
    expect($(added, '.yith-wcwl-wishlistaddedbrowse a').getAttribute('href')).toBe('/wishlist/view/X/');
    expect(added.querySelector('.yith-wcwl-add-button')).toBeNull();
    const later = only(addToWishlistMarkup(shop, 'me', PLAIN));
    expect($(later, '.yith-wcwl-wishlistexistsbrowse .feedback').textContent?.trim()).toBe('สินค้านี้อยู่ในรายการโปรดของคุณแล้ว!');
    expect($(later, '.yith-wcwl-wishlistexistsbrowse a[rel="nofollow"]').getAttribute('href')).toBe(`/wishlist/view/${findWishlist(shop, list.id)!.token}/`);
    expect(JSON.parse(later.getAttribute('data-fragment-options')!)).toMatchObject({ in_default_wishlist: true });
    expect(only(addToWishlistMarkup(shop, 'you', PLAIN)).querySelector('a.add_to_wishlist')).not.toBeNull();
  });

  it('renders the same block again from the options a form-encoded reload sends back', () => {
    const shop = wishlistShop();
    const html = addToWishlistMarkup(shop, 'me', PLAIN, { isSingle: true });
    const sent = Object.fromEntries(
      Object.entries(JSON.parse(only(html).getAttribute('data-fragment-options')!) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    );
    expect(renderAddToWishlist(shop, 'me', decodeFragmentOptions(sent))).toBe(html);
  });

  it('prints nothing for an id that is not a product', () => {
    const shop = wishlistShop();
    expect(renderAddToWishlist(shop, 'me', { product_id: 424242, item: 'add_to_wishlist' })).toBe('');
    expect(renderAddToWishlist(shop, 'me', { item: 'add_to_wishlist' })).toBe('');
  });

  it('keeps a hostile name out of the markup it prints', () => {
    const shop = wishlistShop();
    const block = only(addToWishlistMarkup(shop, 'me', HOSTILE));
    expect(block.querySelector('img')).toBeNull();
  });
});
