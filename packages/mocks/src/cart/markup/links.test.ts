import { describe, expect, it } from 'vitest';
import { createSettings } from '../../settings';
import { PLAIN } from '../test-fixtures';
import { cartLinks } from './links';

describe('cartLinks', () => {
  it('builds relative links by default', () => {
    const links = cartLinks(createSettings());
    expect(links).toMatchObject({
      ajaxUrl: '/wp-admin/admin-ajax.php',
      wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
      cart: '/cart/',
      checkout: '/checkout/',
      shop: '/shop/',
    });
    expect(links.product(PLAIN)).toBe('/product/roll-on-10ml-gold/');
    expect(links.removeItem('abc')).toBe('/cart/?remove_item=abc&_wpnonce=c2b9a4e7d1');
  });

  it('follows homeUrl, page settings and nonces', () => {
    const links = cartLinks(
      createSettings({ homeUrl: 'https://shop.example', cart: { cartUrl: '/?page_id=7' }, nonces: { woocommerce_cart_nonce: 'n1' } }),
    );
    expect(links.cart).toBe('https://shop.example/?page_id=7');
    expect(links.removeItem('abc')).toBe('https://shop.example/?page_id=7&remove_item=abc&_wpnonce=n1');
    expect(links.image(PLAIN)).toBe('https://shop.example/mock-media/product-1.svg');
  });
});
