import { describe, expect, it } from 'vitest';
import { compareShop, COOKIE_NAME } from './test-fixtures';
import { compareGlobals } from './globals';
import { compareSetCookie } from './cookie';
import { visitorCompare } from './visitor-compare';

// research §2: `th_product` as wp_localize_script prints it (pre-rename release), and what a page
// reads from the visitor's cookie when it renders (§3).

describe('compare globals and the visitor read at render', () => {
  it('th_product carries the admin-ajax URL and the th_product_compare_nonce', () => {
    const shop = compareShop({ homeUrl: '/shop-root' });
    expect(compareGlobals(shop)).toEqual({ th_product_ajax_url: '/shop-root/wp-admin/admin-ajax.php', nonce: shop.settings.nonces.th_product_compare_nonce });
    expect(shop.settings.nonces.th_product_compare_nonce).toMatch(/^[0-9a-f]{10}$/);
  });

  it('reads the ids and the icon count from the Cookie header', () => {
    const shop = compareShop();
    const cookie = (ids: Array<number | false>) => compareSetCookie(COOKIE_NAME, ids).split(';')[0];
    expect(visitorCompare(shop, cookie([5, 1]), 'http://shop.test/')).toEqual({ ids: [5, 1], count: 2 });
    // The placeholder after the last removal still counts, as render_floating_icon counts it.
    expect(visitorCompare(shop, cookie([false]), 'http://shop.test/')).toEqual({ ids: [], count: 1 });
    expect(visitorCompare(shop, null, 'http://shop.test/')).toEqual({ ids: [], count: 0 });
    // Another site address names another cookie.
    expect(visitorCompare(shop, cookie([5]), 'http://other.test/')).toEqual({ ids: [], count: 0 });
  });
});
