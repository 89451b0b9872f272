// @vitest-environment jsdom
import { readWidgetConfig } from '@talat/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nonceFor, wishlistConfigSpec } from './config';

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).yith_wcwl_l10n;
  delete (window as unknown as Record<string, unknown>).woocommerce_params;
  document.getElementById('talat-config')?.remove();
  vi.restoreAllMocks();
});

/** What WordPress prints for the plugin: top-level scalars as strings, true → "1", false → "" (research §1). */
const printedByWordPress = {
  ajax_url: '/wp-admin/admin-ajax.php',
  redirect_to_cart: 'no',
  yith_wcwl_button_position: 'thumbnails',
  multi_wishlist: '',
  hide_add_button: '1',
  enable_ajax_loading: '',
  remove_from_wishlist_after_add_to_cart: '1',
  is_wishlist_responsive: '1',
  time_to_close_prettyphoto: '3000',
  fragments_index_glue: '.',
  reload_on_found_variation: '1',
  mobile_media_query: '768',
  popup_timeout: '2500',
  enable_notices: '',
  labels: { cookie_disabled: 'We are sorry…' },
  actions: { add_to_wishlist_action: 'add_to_wishlist' },
  nonce: { add_to_wishlist_nonce: 'n-add', save_title_nonce: 'n-title', broken: 7 },
};

describe('wishlist config (§9 "Wishlist" defaults, then yith_wcwl_l10n, then the config block)', () => {
  it("reads the plugin's global as WordPress prints it, so a standard theme needs no edits", () => {
    Object.assign(window, { yith_wcwl_l10n: printedByWordPress });
    const result = readWidgetConfig(wishlistConfigSpec, document.body, document);
    if (!result.ok) throw new Error(result.error);
    expect(result.config).toMatchObject({
      ajaxUrl: '/wp-admin/admin-ajax.php',
      redirectToCart: 'no',
      buttonPosition: 'thumbnails',
      multiWishlist: false,
      hideAddButton: true,
      ajaxLoading: false,
      removeAfterAddToCart: true,
      responsive: true,
      popupCloseMs: 3000,
      noticeTimeoutMs: 2500,
      notices: false,
      mobileBreakpointPx: 768,
      fragmentGlue: '.',
      nonces: { add_to_wishlist_nonce: 'n-add', save_title_nonce: 'n-title' },
    });
    expect(nonceFor(result.config, 'save_title')).toBe('n-title');
    expect(nonceFor(result.config, 'sort_wishlist_items')).toBe('');
  });

  it('falls back to §9 where the page says nothing, and to woocommerce_params for the ajax url', () => {
    Object.assign(window, { woocommerce_params: { ajax_url: '/wp-admin/admin-ajax.php' } });
    const result = readWidgetConfig(wishlistConfigSpec, document.body, document);
    if (!result.ok) throw new Error(result.error);
    expect(result.config).toMatchObject({
      redirectToCart: 'no',
      buttonPosition: 'add-to-cart',
      multiWishlist: false,
      hideAddButton: true,
      ajaxLoading: false,
      removeAfterAddToCart: true,
      responsive: true,
      mobileBreakpointPx: 768,
      popupCloseMs: 3000,
      noticeTimeoutMs: 3000,
      notices: true,
      reloadOnFoundVariation: true,
      fragmentGlue: '.',
      redirectAfterAskEstimate: false,
    });
  });

  it('reads an unsaved redirect option ("") as the plugin does, as no', () => {
    Object.assign(window, { yith_wcwl_l10n: { ...printedByWordPress, redirect_to_cart: '' } });
    const result = readWidgetConfig(wishlistConfigSpec, document.body, document);
    expect(result.ok && result.config.redirectToCart).toBe('no');
  });

  it("carries the plugin's added-to-cart label from the config block; the global's is markup and is not read", () => {
    Object.assign(window, { yith_wcwl_l10n: { ...printedByWordPress, labels: { added_to_cart_message: '<div class="woocommerce-message">จากสคริปต์</div>' } } });
    const fromGlobal = readWidgetConfig(wishlistConfigSpec, document.body, document);
    expect(fromGlobal.ok && fromGlobal.config).not.toHaveProperty('addedToCartMessage');
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'talat-config';
    block.textContent = JSON.stringify({ wishlist: { addedToCartMessage: 'ใส่ตะกร้าให้แล้วค่ะ' } });
    document.body.append(block);
    expect(readWidgetConfig(wishlistConfigSpec, document.body, document)).toMatchObject({ ok: true, config: { addedToCartMessage: 'ใส่ตะกร้าให้แล้วค่ะ' } });
  });

  it('stays unmounted, naming the key, without an ajax url or with a broken breakpoint', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readWidgetConfig(wishlistConfigSpec, document.body, document).ok).toBe(false);
    expect(errors.mock.calls[0]?.[0]).toContain('"ajaxUrl"');
    Object.assign(window, { yith_wcwl_l10n: { ...printedByWordPress, mobile_media_query: 'wide' } });
    // 'wide' is not a number, so §9's 768 stays.
    const result = readWidgetConfig(wishlistConfigSpec, document.body, document);
    expect(result.ok && result.config.mobileBreakpointPx).toBe(768);
  });
});
