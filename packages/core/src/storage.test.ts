// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cookiesEnabled, deleteCookie, readCookie, safeStorage, writeCookie } from './storage';

describe('safeStorage', () => {
  it('uses the real storage when the browser allows it', () => {
    const store = safeStorage('session');
    store.set('k', 'v');
    expect(store.persistent).toBe(true);
    expect(window.sessionStorage.getItem('k')).toBe('v');
    expect(store.get('k')).toBe('v');
    store.remove('k');
    expect(store.get('k')).toBeNull();
  });

  it('falls back to memory when storage throws (private mode, blocked cookies)', () => {
    const hostile = {
      get sessionStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Window;
    const store = safeStorage('session', hostile);
    expect(store.persistent).toBe(false);
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
  });
});

describe('cookies', () => {
  it('writes, reads (decoded) and deletes', () => {
    writeCookie('store_notice1', 'hidden');
    writeCookie('thai', 'สวัสดี');
    expect(readCookie('store_notice1')).toBe('hidden');
    expect(readCookie('thai')).toBe('สวัสดี');
    deleteCookie('thai');
    expect(readCookie('thai')).toBeNull();
    expect(cookiesEnabled()).toBe(true);
  });

  it('reads and writes the real cookies when an element named "cookie" shadows document.cookie (DOM clobbering)', () => {
    writeCookie('woocommerce_cart_hash', 'abc');
    const img = document.createElement('img');
    img.name = 'cookie';
    document.body.append(img);
    // What a browser's named-property lookup does for <img name="cookie">; jsdom does not emulate it.
    Object.defineProperty(document, 'cookie', { value: img, configurable: true });
    try {
      expect(document.cookie).toBe(img);
      expect(readCookie('woocommerce_cart_hash')).toBe('abc');
      writeCookie('woocommerce_items_in_cart', '2');
      expect(readCookie('woocommerce_items_in_cart')).toBe('2');
      expect(cookiesEnabled()).toBe(true);
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
      img.remove();
      deleteCookie('woocommerce_cart_hash');
      deleteCookie('woocommerce_items_in_cart');
    }
  });
});
