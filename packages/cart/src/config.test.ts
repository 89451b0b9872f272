// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readWidgetConfig } from '@talat/core';
import { cartConfigSpec } from './config';

const globals = ['wc_add_to_cart_params', 'wc_cart_fragments_params', 'taiowc_param', 'wc_checkout_params', 'woocommerce_params'] as const;
afterEach(() => {
  for (const name of globals) delete (window as unknown as Record<string, unknown>)[name];
  document.getElementById('talat-config')?.remove();
  vi.restoreAllMocks();
});

function setGlobals(values: Partial<Record<(typeof globals)[number], unknown>>) {
  Object.assign(window, values);
}

describe('cart config', () => {
  it("reads WooCommerce's and the side cart's globals, so a standard theme needs no edits", () => {
    setGlobals({
      wc_add_to_cart_params: { wc_ajax_url: '/?wc-ajax=%%endpoint%%', i18n_view_cart: 'ดูตะกร้าสินค้า', cart_url: '/cart/', is_cart: '1', cart_redirect_after_add: 'no' },
      wc_cart_fragments_params: { wc_ajax_url: '/?wc-ajax=%%endpoint%%', cart_hash_key: 'wc_cart_hash_x', fragment_name: 'wc_fragments_x', request_timeout: '5000' },
      taiowc_param: { wc_ajax_url: '/?wc-ajax=%%endpoint%%', update_qty_nonce: 'q1' },
      wc_checkout_params: { is_checkout: '1' },
    });
    const result = readWidgetConfig(cartConfigSpec, document.body, document);
    expect(result).toEqual({
      ok: true,
      config: {
        wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
        cartUrl: '/cart/',
        isCart: true,
        isCheckout: true,
        redirectAfterAdd: 'no',
        viewCartLabel: 'ดูตะกร้าสินค้า',
        cartHashKey: 'wc_cart_hash_x',
        fragmentName: 'wc_fragments_x',
        updateQuantityNonce: 'q1',
      },
    });
  });

  it("defaults to WooCommerce's own redirect-after-add 'no' (not §9's shop setting) and to not being on the cart or checkout page", () => {
    setGlobals({ wc_add_to_cart_params: { wc_ajax_url: '/?wc-ajax=%%endpoint%%', is_cart: '' } });
    const result = readWidgetConfig(cartConfigSpec, document.body, document);
    expect(result.ok && result.config).toMatchObject({ redirectAfterAdd: 'no', isCart: false, isCheckout: false, cartHashKey: 'wc_cart_hash' });
  });

  it('mounts with the replaced scripts dequeued: woocommerce_params and the config block the WordPress recipe prints', () => {
    // What a page has after README "Pointing the widgets at a real WordPress": no
    // wc_add_to_cart_params, wc_cart_fragments_params or taiowc_param, only woocommerce_params.
    setGlobals({ woocommerce_params: { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' } });
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'talat-config';
    block.textContent = JSON.stringify({
      cart: { cartUrl: '/cart/', redirectAfterAdd: 'yes', viewCartLabel: 'ดูตะกร้าสินค้า', isCart: false, isCheckout: false, cartHashKey: 'wc_cart_hash_abc', fragmentName: 'wc_fragments_abc', updateQuantityNonce: 'q9' },
    });
    document.head.append(block);
    expect(readWidgetConfig(cartConfigSpec, document.body, document)).toEqual({
      ok: true,
      config: {
        ajaxUrl: '/wp-admin/admin-ajax.php',
        wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
        cartUrl: '/cart/',
        isCart: false,
        isCheckout: false,
        redirectAfterAdd: 'yes',
        viewCartLabel: 'ดูตะกร้าสินค้า',
        cartHashKey: 'wc_cart_hash_abc',
        fragmentName: 'wc_fragments_abc',
        updateQuantityNonce: 'q9',
      },
    });
  });

  it('keeps the storage keys of the config block on a page that also prints wc_cart_fragments_params (one cache on every page kind)', () => {
    setGlobals({
      woocommerce_params: { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' },
      wc_cart_fragments_params: { cart_hash_key: 'wc_cart_hash_abc', fragment_name: 'wc_fragments_abc' },
    });
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'talat-config';
    block.textContent = '{"cart":{"cartHashKey":"wc_cart_hash_abc","fragmentName":"wc_fragments_abc"}}';
    document.head.append(block);
    const onShopPage = readWidgetConfig(cartConfigSpec, document.body, document);
    delete (window as unknown as Record<string, unknown>).wc_cart_fragments_params;
    const elsewhere = readWidgetConfig(cartConfigSpec, document.body, document);
    expect(onShopPage.ok && elsewhere.ok).toBe(true);
    expect(onShopPage.ok && [onShopPage.config.cartHashKey, onShopPage.config.fragmentName]).toEqual(elsewhere.ok && [elsewhere.config.cartHashKey, elsewhere.config.fragmentName]);
  });

  it('refuses a page without the wc-ajax URL, or with an unknown redirect value, and says which key', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readWidgetConfig(cartConfigSpec, document.body, document)).toMatchObject({ ok: false });
    expect(error.mock.calls[0]![0]).toContain('"wcAjaxUrl"');
    setGlobals({ wc_add_to_cart_params: { wc_ajax_url: '/?wc-ajax=%%endpoint%%', cart_redirect_after_add: 'maybe' } });
    expect(readWidgetConfig(cartConfigSpec, document.body, document)).toMatchObject({ ok: false });
    expect(error.mock.calls[1]![0]).toContain('"redirectAfterAdd"');
  });
});
