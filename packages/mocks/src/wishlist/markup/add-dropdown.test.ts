// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { $, only } from '../../cart/markup/test-fixtures';
import { addWishlistItem } from '../add-item';
import { createNamedWishlist } from '../new-list';
import { HOSTILE, PLAIN, wishlistShop } from '../test-fixtures';
import { addToWishlistMarkup, renderAddToWishlist } from './add-to-wishlist';
import { decodeFragmentOptions } from './fragment-options';

// Premium's add-to-wishlist-dropdown.php (fact sheet §2.4 "Dropdown"): multi-wishlist on, modal 'no'.

describe('the add button with the hover dropdown', () => {
  it('lists the visitor\'s other lists, the default one left out, as text, each adding to its list', () => {
    const shop = wishlistShop();
    // The default list, made by a first add of another product.
    addWishlistItem(shop, { sessionId: 'me', productId: String(HOSTILE.id), wishlistId: '', now: 1 });
    const named = createNamedWishlist(shop, { sessionId: 'me', name: HOSTILE.name, visibility: '0', now: 2 });
    if (!('wishlist' in named)) throw new Error('no list');
    const block = only(addToWishlistMarkup(shop, 'me', PLAIN, { baseUrl: '/shop/', multiWishlist: true, dropdown: true }));
    const main = $(block, '.yith-wcwl-add-button.with-dropdown > a.add_to_wishlist');
    expect(main.getAttribute('data-product-id')).toBe(String(PLAIN.id));
    const items = [...block.querySelectorAll('ul.yith-wcwl-dropdown > li > a.add_to_wishlist')];
    expect(items.map((item) => item.getAttribute('data-wishlist-id'))).toEqual([String(named.wishlist.id)]);
    expect(items[0]!.textContent).toBe(named.wishlist.name);
    expect(items[0]!.querySelector('*')).toBeNull();
    expect(items[0]!.getAttribute('data-product-id')).toBe(String(PLAIN.id));
  });

  it('keeps the dropdown through a fragment reload (its options carry the modal setting)', () => {
    const shop = wishlistShop();
    const block = only(addToWishlistMarkup(shop, 'me', PLAIN, { baseUrl: '/shop/', multiWishlist: true, dropdown: true }));
    const options = decodeFragmentOptions(JSON.parse(block.getAttribute('data-fragment-options')!) as Record<string, unknown>);
    const reloaded = only(renderAddToWishlist(shop, 'me', options));
    expect(reloaded.querySelector('.yith-wcwl-add-button.with-dropdown')).not.toBeNull();
    const popup = only(addToWishlistMarkup(shop, 'me', PLAIN, { baseUrl: '/shop/', multiWishlist: true }));
    expect(popup.querySelector('.with-dropdown')).toBeNull();
  });
});
