// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { neededAtStart } from './needed-at-start';

// Decision 503: the page extras' chunk starts before any sign only where a behaviour changes what
// the page shows without a press.

afterEach(() => {
  document.body.innerHTML = '';
  document.cookie = 'googtrans=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('neededAtStart', () => {
  it('is false on a plain page opened at the top with no language chosen', () => {
    document.body.innerHTML = '<header><button class="menu-toggle">เมนู</button></header><main><p>สินค้า</p></main>';
    expect(neededAtStart(document, window)).toBe(false);
  });

  it.each([
    ['the coming-soon banner', '<div class="coming-soon-footer-banner">เร็ว ๆ นี้</div>'],
    ['a field description WooCommerce hides until focus', '<span class="woocommerce-input-wrapper"><input><span class="description">รหัสผ่าน 8 ตัว</span></span>'],
    ['a password field in a WooCommerce form', '<div class="woocommerce"><form class="login"><input type="password"></form></div>'],
  ])('is true with %s on the page', (_name, markup) => {
    document.body.innerHTML = markup;
    expect(neededAtStart(document, window)).toBe(true);
  });

  it("is false for that markup beside WooCommerce's own woocommerce.js, whose behaviours they are there", () => {
    document.body.innerHTML = '<div class="woocommerce"><form class="checkout"><input type="password"></form></div>';
    expect(neededAtStart(document, window, { woocommerceScript: true })).toBe(false);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 480 });
    expect(neededAtStart(document, window, { woocommerceScript: true })).toBe(true);
  });

  it('is true on a page opened scrolled (the sticky header and scroll-to-top show now)', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 480 });
    expect(neededAtStart(document, window)).toBe(true);
  });

  it('is true when another page chose a language (googtrans), and not for a cookie that only ends in it', () => {
    document.cookie = 'xgoogtrans=/th/en; path=/';
    expect(neededAtStart(document, window)).toBe(false);
    document.cookie = 'googtrans=/th/en; path=/';
    expect(neededAtStart(document, window)).toBe(true);
    document.cookie = 'xgoogtrans=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
});
