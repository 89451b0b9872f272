// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { $, parse } from '../../cart/markup/test-fixtures';
import { createFakeShop } from '../../shop';
import { refreshFragments } from '../fragments';
import { seedDemoWishlists } from '../seed';
import { wishlistShortcodeMarkup } from './wishlist-shortcode';
import type { WishlistViewRequest } from './wishlist-view';

// The premium images grid (PT/wishlist-view-images.php, research §2.8) and the page links
// (§2.6 pagination), as the fake prints them for the demo's default list of five items.

function setup() {
  const shop = createFakeShop();
  const [mine] = seedDemoWishlists(shop, 'me', Date.UTC(2026, 0, 10));
  const page = (request: WishlistViewRequest = {}) => parse(wishlistShortcodeMarkup(shop, 'me', request));
  return { shop, mine: mine!, page };
}

describe('the images-grid layout', () => {
  it('prints ul.wishlist_table.images_grid with the five data attributes and one li per item', () => {
    const { mine, page } = setup();
    const doc = page({ layout: 'images' });
    const list = $(doc, 'ul.wishlist_table.wishlist_view.shop_table.cart.images_grid.responsive.products.columns-4.sortable');
    expect(list.getAttribute('data-token')).toBe(mine.token);
    expect(list.getAttribute('data-id')).toBe(String(mine.id));
    expect(list.getAttribute('data-page')).toBe('1');
    expect(list.getAttribute('data-per-page')).toBe('5');
    expect(list.getAttribute('data-pagination')).toBe('no');
    const items = [...list.querySelectorAll(':scope > li[data-row-id]')];
    expect(items.map((item) => item.id)).toEqual(items.map((item) => `yith-wcwl-row-${item.getAttribute('data-row-id')}`));
    expect(items).toHaveLength(5);
    const first = items[0]!;
    expect(first.classList.contains('product')).toBe(true);
    $(first, '.item-wrapper > .product-thumbnail > .product-checkbox > input[type=checkbox]');
    $(first, '.item-wrapper > .product-thumbnail > a > img');
    const details = $(first, '.item-wrapper > .item-details > .item-details-wrapper');
    expect($(details, 'a.close').getAttribute('href')).toBe('#');
    $(details, 'h3.product-name > a');
    for (const row of ['date-added', 'product-price', 'product-quantity', 'product-stock-status']) $(details, `table.item-details-table tr.${row}`);
    $(details, '.product-quantity input[type=number][min="1"]');
    $(details, '.product-remove > a.remove_from_wishlist');
    $(details, 'input[type=hidden][name*="[position]"]');
  });

  it("keeps the grid through a fragment reload: the form's options carry layout 'images'", () => {
    const { shop, page } = setup();
    const form = $(page({ layout: 'images' }), '#yith-wcwl-form');
    const options = JSON.parse(form.getAttribute('data-fragment-options')!) as Record<string, unknown>;
    expect(options.layout).toBe('images');
    const reply = refreshFragments(shop, { sessionId: 'me', mobileByDefault: false }, { 'woocommerce.yith-wcwl-form.wishlist-fragment': options }) as Record<string, string>;
    $(parse(reply['woocommerce.yith-wcwl-form.wishlist-fragment']!), 'ul.wishlist_table.images_grid');
  });
});

describe('the page links', () => {
  it('pages the list when it has more items than per_page, each link carrying the view (per_page, layout)', () => {
    const { mine, page } = setup();
    const doc = page({ pagination: 'yes', perPage: 2, currentPage: 2 });
    expect([...doc.querySelectorAll('.wishlist_table [data-row-id]')]).toHaveLength(2);
    const links = [...doc.querySelectorAll('tr.pagination-row.wishlist-pagination a.page-numbers')].map((link) => link.getAttribute('href'));
    const base = `/wishlist/view/${mine.token}/`;
    expect(links).toEqual([`${base}?paged=1&per_page=2`, `${base}?paged=1&per_page=2`, `${base}?paged=3&per_page=2`, `${base}?paged=3&per_page=2`]);
    expect($(doc, '.pagination-row .current').textContent).toBe('2');
    const grid = page({ pagination: 'yes', perPage: 3, layout: 'images' });
    expect($(grid, 'nav.wishlist-pagination a.page-numbers').getAttribute('href')).toBe(`${base}?paged=2&per_page=3&layout=images`);
  });

  it('prints none when everything fits', () => {
    const { page } = setup();
    expect(page().querySelector('.wishlist-pagination')).toBeNull();
    expect(page({ pagination: 'yes', perPage: 5 }).querySelector('.wishlist-pagination')).toBeNull();
  });
});
