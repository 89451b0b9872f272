// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createFakeShop } from '../shop';
import { SITE_STORAGE_HASH } from './cart-keys';
import { cartGlobalsScript, taiowcParams, wcAddToCartParams, wcCartFragmentsParams, wcCheckoutParams } from './globals';

const shop = createFakeShop();

describe('cart globals (wp_localize_script)', () => {
  it('wc_add_to_cart_params: is_cart and redirect-after-add as strings', () => {
    expect(wcAddToCartParams(shop, { isCart: false })).toEqual({
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      i18n_view_cart: 'ดูตะกร้าสินค้า',
      cart_url: '/cart/',
      is_cart: '',
      cart_redirect_after_add: 'yes',
    });
    expect(wcAddToCartParams(shop, { isCart: true, redirectAfterAdd: 'no' })).toMatchObject({ is_cart: '1', cart_redirect_after_add: 'no' });
    expect(wcAddToCartParams(createFakeShop({ settings: { cart: { redirectAfterAdd: 'no' } } }), { isCart: false }).cart_redirect_after_add).toBe('no');
  });

  it('wc_cart_fragments_params: storage keys with a fixed 32-hex suffix and the 5000 ms time-out', () => {
    const params = wcCartFragmentsParams(shop);
    expect(params).toEqual({
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      cart_hash_key: `wc_cart_hash_${SITE_STORAGE_HASH}`,
      fragment_name: `wc_fragments_${SITE_STORAGE_HASH}`,
      request_timeout: '5000',
    });
    expect(params.cart_hash_key).toMatch(/^wc_cart_hash_[0-9a-f]{32}$/);
    expect(wcCartFragmentsParams(createFakeShop())).toEqual(params);
  });

  it('taiowc_param and wc_checkout_params carry the nonces their endpoints check', () => {
    expect(taiowcParams(shop)).toEqual({ ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%', update_qty_nonce: '7d1e9c4b2a' });
    expect(wcCheckoutParams(shop)).toEqual({
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      is_checkout: '1',
      update_order_review_nonce: '5f3a8e1c9b',
    });
  });

  it('cartGlobalsScript defines the globals a page needs, safe inside <script>', () => {
    const hostile = createFakeShop({ settings: { cart: { viewCartLabel: '</script><script>alert(1)</script>' } } });
    const host = document.createElement('div');
    host.innerHTML = cartGlobalsScript(hostile, { page: 'checkout' });
    expect([...host.querySelectorAll('script')].map((s) => s.id)).toEqual([
      'wc-add-to-cart-js-extra',
      'wc-cart-fragments-js-extra',
      'taiowc-cart-script-js-extra',
      'wc-checkout-js-extra',
    ]);
    const globals: Record<string, unknown> = {};
    for (const script of host.querySelectorAll('script')) {
      new Function('globals', `${script.textContent}; globals.last = ${/var (\w+)/.exec(script.textContent ?? '')?.[1]};`)(globals);
      globals[script.id] = globals.last;
    }
    expect(globals['wc-add-to-cart-js-extra']).toEqual(wcAddToCartParams(hostile, { isCart: false }));
    expect(globals['wc-checkout-js-extra']).toEqual(wcCheckoutParams(hostile));
    expect(cartGlobalsScript(shop, { page: 'cart' })).toContain('"is_cart":"1"');
    expect(cartGlobalsScript(shop)).not.toContain('wc_checkout_params');
  });
});
