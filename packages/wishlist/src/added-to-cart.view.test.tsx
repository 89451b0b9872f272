// @vitest-environment jsdom
import type { WishlistCalls } from '@talat/client';
import { emitHostEvent, loadMarkupDoor } from '@talat/core';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountWishlist } from './mount';

// §8 Wishlist 'Product added to cart successfully' on the wishlist page: the plugin's label
// (yith_wcwl_l10n.labels.added_to_cart_message, a translation behind the
// `yith_wcwl_added_to_cart_message` filter in YITH WooCommerce Wishlist 3.38.0's
// YITH_WCWL_Frontend::get_localize()) travels in the config block as `addedToCartMessage`; without
// it the widget says its own Thai.

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

const THAI = 'เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว';

/** The wishlist page (its form and one row) with the recipe's block, the session started by the chunk. */
async function wishlistPage(wishlist: Record<string, unknown>, lang = 'th'): Promise<void> {
  document.documentElement.lang = lang;
  const block = { ajaxUrl: '/wp-admin/admin-ajax.php', wishlist: { nonces: {}, ...wishlist } };
  document.body.innerHTML = `<script type="application/json" id="talat-config">${JSON.stringify(block)}</script>
    <form id="yith-wcwl-form" class="woocommerce yith-wcwl-form wishlist-fragment" data-fragment-options='{}'>
      <table class="wishlist_table" data-id="1" data-token="T"><tbody><tr id="yith-wcwl-row-101" data-row-id="101"><td>
        <a href="?add-to-cart=101" class="button add_to_cart_button ajax_add_to_cart" data-product_id="101">เพิ่มลงตะกร้า</a></td></tr></tbody></table></form>`;
  const calls = { loadFragments: vi.fn(async () => ({})) } as unknown as WishlistCalls;
  act(() => {
    unmount = mountWishlist(document.body, {
      loadInteractive: () => import('./interactive'),
      navigate: vi.fn(),
      session: { calls, loadDoor: () => loadMarkupDoor(document), alert: vi.fn() },
    });
  });
  // The session is up once its container is on the page.
  await waitFor(() => expect(document.querySelector('body > .talat-wishlist')).not.toBeNull(), { timeout: 5000 });
}

/** WooCommerce says a product was added (from anywhere), as the cart widget or add-to-cart.js does. */
function addedToCart(): string | null | undefined {
  act(() => emitHostEvent('added_to_cart', [{}, 'hash', document.body]));
  return document.querySelector('#yith-wcwl-form .woocommerce-message')?.textContent;
}

describe("the wishlist page's added-to-cart notice (§8)", () => {
  it("says the site's own text from the config", async () => {
    await wishlistPage({ addedToCartMessage: 'ใส่ตะกร้าให้แล้วค่ะ' });
    expect(addedToCart()).toBe('ใส่ตะกร้าให้แล้วค่ะ');
  });

  it('says the Thai of the catalogue when the config has none, or an empty one', async () => {
    await wishlistPage({});
    expect(addedToCart()).toBe(THAI);
    act(() => unmount?.());
    unmount = undefined;
    await wishlistPage({ addedToCartMessage: '  ' });
    expect(addedToCart()).toBe(THAI);
  });

  it("takes the plugin's untranslated English for none on a Thai page, and keeps it on an English one", async () => {
    await wishlistPage({ addedToCartMessage: 'Product added to cart successfully' });
    expect(addedToCart()).toBe(THAI);
    act(() => unmount?.());
    unmount = undefined;
    await wishlistPage({ addedToCartMessage: 'Product added to cart successfully' }, 'en');
    expect(addedToCart()).toBe('Product added to cart successfully');
  });
});
