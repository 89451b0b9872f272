// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { standsDown, STOOD_DOWN_ATTRIBUTE } from './stand-down';

const SEARCH = [{ handle: 'th-advance-product-search-front', file: '/thaps-search' }];
const CART = [
  { handle: 'wc-add-to-cart', file: '/add-to-cart' },
  { handle: 'wc-cart-fragments', file: '/cart-fragments' },
  { handle: 'taiowc-cart-script', file: '/taiowc-cart' },
];

let warn: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  document.body.removeAttribute(STOOD_DOWN_ATTRIBUTE);
  document.body.innerHTML = '';
});

describe('standsDown', () => {
  it("is false, silent and unmarked while none of the widget's plugin scripts is on the page", () => {
    expect(standsDown('live-search', SEARCH, document)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    expect(document.body.hasAttribute(STOOD_DOWN_ATTRIBUTE)).toBe(false);
  });

  it('warns once per widget however often it is asked, naming every live handle, and marks <body> for each widget', () => {
    document.body.innerHTML =
      '<script src="/wp-content/plugins/th-advance-product-search/assets/js/thaps-search.js?ver=1" id="th-advance-product-search-front-js"></script>' +
      '<script src="/wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart.min.js?ver=9.3.3" id="wc-add-to-cart-js"></script>' +
      '<script src="/wp-content/plugins/woocommerce/assets/js/frontend/cart-fragments.min.js?ver=9.3.3" id="wc-cart-fragments-js"></script>';
    expect(standsDown('live-search', SEARCH, document)).toBe(true);
    expect(standsDown('live-search', SEARCH, document)).toBe(true);
    expect(standsDown('cart', CART, document)).toBe(true);
    expect(warn.mock.calls).toEqual([
      ["[Talat] live-search stands down for the plugin's own script on the page: th-advance-product-search-front."],
      ["[Talat] cart stands down for the plugin's own script on the page: wc-add-to-cart, wc-cart-fragments."],
    ]);
    expect(document.body.getAttribute(STOOD_DOWN_ATTRIBUTE)).toBe('live-search cart');
    expect(document.querySelectorAll(`body[${STOOD_DOWN_ATTRIBUTE}~="cart"]`)).toHaveLength(1);
  });
});
