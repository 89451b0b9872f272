import { describe, expect, it } from 'vitest';
import { cookiesSetBy, wpJson } from './responses';

describe('cookies set by a fake response', () => {
  it('are kept beside the response, for the msw adapter to hand to the browser', () => {
    const response = wpJson({ ok: true }, 200, [
      ['Set-Cookie', 'woocommerce_items_in_cart=1; path=/'],
      ['Set-Cookie', 'woocommerce_cart_hash=abc; path=/'],
    ]);
    expect(cookiesSetBy(response)).toEqual(['woocommerce_items_in_cart=1; path=/', 'woocommerce_cart_hash=abc; path=/']);
    expect(cookiesSetBy(wpJson({}))).toEqual([]);
  });
});
