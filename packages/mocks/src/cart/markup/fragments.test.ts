// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addToCart } from '../add-to-cart';
import { cartShop, HOSTILE, PLAIN } from '../test-fixtures';
import { cartFragments } from './fragments';
import { sideCartMarkup } from './side-cart';
import { $, only, parse } from './test-fixtures';

const KEYS = [
  'div.widget_shopping_cart_content',
  '.taiowc-cart-count',
  '.taiowc-cart-total-wrap',
  '.taiowc-cart-model-body',
  '.taiowc-cart-model-footer',
  '.taiowc-notice-container',
];

describe('cartFragments (docs/cart-markup.md "Fragments")', () => {
  it('has exactly the six keys, each markup one element its selector matches', () => {
    for (const fill of [false, true]) {
      const shop = cartShop();
      if (fill) addToCart(shop, 's', PLAIN.id);
      const fragments = cartFragments(shop, 's');
      expect(Object.keys(fragments)).toEqual(KEYS);
      for (const [selector, markup] of Object.entries(fragments)) expect(only(markup).matches(selector)).toBe(true);
    }
  });

  it('replaces the side cart regions with exactly what the header printed', () => {
    const shop = cartShop();
    addToCart(shop, 's', PLAIN.id, 3);
    const page = parse(sideCartMarkup(shop, 's'));
    for (const [selector, markup] of Object.entries(cartFragments(shop, 's'))) {
      if (selector.startsWith('div.widget_shopping_cart_content')) continue;
      expect(only(markup).isEqualNode($(page, selector)), selector).toBe(true);
    }
  });

  it('puts a notice into the notice container, escaped', () => {
    const fragments = cartFragments(cartShop(), 's', { type: 'success', text: 'อัปเดตตะกร้าแล้ว <b>' });
    expect(fragments['.taiowc-notice-container']).toBe(
      '<div class="taiowc-notice-container" data-section="cart"><ul class="taiowc-notices"><li class="taiowc-notice-success">อัปเดตตะกร้าแล้ว &lt;b&gt;</li></ul></div>',
    );
  });

  it('never lets a hostile name become markup in any fragment', () => {
    const shop = cartShop();
    addToCart(shop, 's', HOSTILE.id);
    for (const markup of Object.values(cartFragments(shop, 's'))) {
      expect(markup).not.toContain('<img src=x');
      expect(parse(markup).querySelector('[onerror]')).toBeNull();
    }
    expect($(parse(cartFragments(shop, 's')['div.widget_shopping_cart_content']!), '.mini_cart_item a:not(.remove)').textContent).toBe(HOSTILE.name);
  });
});
