import { describe, expect, it } from 'vitest';
import { addWishlistItem } from '../add-item';
import { callJson, FORM_KEY, fragmentPairs, PLAIN, wishlistShop } from '../test-fixtures';

const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile Safari/537.36';

describe('§7 Wishlist: load_mobile', () => {
  it('answers the form in the template is_mobile asks for', async () => {
    const shop = wishlistShop();
    addWishlistItem(shop, { sessionId: 'me', productId: String(PLAIN.id), wishlistId: '', now: 1 });
    const form = (isMobile: string) => fragmentPairs({ [FORM_KEY]: { item: 'wishlist', is_mobile: isMobile } });
    const mobile = (await callJson(shop, 'load_mobile', form('yes'))).fragments as Record<string, string>;
    expect(mobile[FORM_KEY]).toContain('<ul class="shop_table cart wishlist_table wishlist_view responsive mobile');
    const desktop = (await callJson(shop, 'load_mobile', form('no'), { userAgent: MOBILE_UA })).fragments as Record<string, string>;
    expect(desktop[FORM_KEY]).toContain('<table class="shop_table cart wishlist_table wishlist_view traditional');
  });

  it('answers { fragments: [] } for a refused nonce', async () => {
    const shop = wishlistShop();
    expect(await callJson(shop, 'load_mobile', fragmentPairs({ [FORM_KEY]: { item: 'wishlist', is_mobile: 'yes' } }), { nonce: null })).toEqual({ fragments: [] });
  });
});
