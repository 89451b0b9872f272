import { describe, expect, it } from 'vitest';
import { addWishlistItem } from './add-item';
import { refreshFragments } from './fragments';
import { addToWishlistMarkup } from './markup/add-to-wishlist';
import { wishlistShortcodeMarkup } from './markup/wishlist-shortcode';
import { buttonKey, FORM_KEY, PLAIN, wishlistShop } from './test-fixtures';

const context = { sessionId: 'me', mobileByDefault: false };

describe('refresh_fragments', () => {
  it('renders each fragment by its item, under the key it was sent with', () => {
    const shop = wishlistShop();
    addWishlistItem(shop, { sessionId: 'me', productId: String(PLAIN.id), wishlistId: '', now: 1 });
    const result = refreshFragments(shop, context, {
      [buttonKey(PLAIN.id)]: { product_id: '1', is_single: 'false', item: 'add_to_wishlist' },
      [FORM_KEY]: { wishlist_id: '', item: 'wishlist' },
    });
    expect(result).toEqual({
      [buttonKey(PLAIN.id)]: addToWishlistMarkup(shop, 'me', PLAIN),
      [FORM_KEY]: wishlistShortcodeMarkup(shop, 'me'),
    });
  });

  it("skips a fragment without `item`, answers '' for one it has no template for, and [] for none", () => {
    const shop = wishlistShop();
    expect(refreshFragments(shop, context, { a: { product_id: '1' }, b: { item: 'YITH_WCWL_Widget' } })).toEqual({ b: '' });
    expect(refreshFragments(shop, context, { a: { product_id: '1' } })).toEqual([]);
    expect(refreshFragments(shop, context, undefined)).toEqual([]);
  });

  it("renders the wishlist form's template from is_mobile, or from the user agent when it is absent", () => {
    const shop = wishlistShop();
    const mobile = (options: Record<string, string>, mobileByDefault: boolean) =>
      (refreshFragments(shop, { sessionId: 'me', mobileByDefault }, { [FORM_KEY]: { item: 'wishlist', ...options } }) as Record<string, string>)[FORM_KEY]!.includes(
        'wishlist_view responsive mobile',
      );
    expect(mobile({ is_mobile: 'yes' }, false)).toBe(true);
    expect(mobile({ is_mobile: 'no' }, true)).toBe(false);
    expect(mobile({}, true)).toBe(true);
    expect(mobile({}, false)).toBe(false);
  });
});
