// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readWidgetConfig } from '@talat/core';
import { cartConfigSpec } from './config';

const globals = ['wc_add_to_cart_params', 'wc_cart_fragments_params', 'taiowc_param', 'wc_checkout_params'] as const;
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

  it("defaults to §9's redirect-after-add 'yes' and to not being on the cart or checkout page", () => {
    setGlobals({ wc_add_to_cart_params: { wc_ajax_url: '/?wc-ajax=%%endpoint%%', is_cart: '' } });
    const result = readWidgetConfig(cartConfigSpec, document.body, document);
    expect(result.ok && result.config).toMatchObject({ redirectAfterAdd: 'yes', isCart: false, isCheckout: false, cartHashKey: 'wc_cart_hash' });
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
