// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readJson, wcAjaxPost } from '../../test-fixtures';
import { createFakeWordPress } from '../../wordpress';
import { addToCart } from '../add-to-cart';
import { SIDE_CART_RELEASE_COOKIE, sideCartReleaseFromCookie } from '../side-cart-release';
import { cartShop, HOSTILE, LOT, PLAIN } from '../test-fixtures';
import { cartFragments } from './fragments';
import { cartFragments205, sideCart205Markup } from './taiowc-205';
import { $, only, parse } from './test-fixtures';

// TH All In One Woo Cart 2.0.5's templates, as this fake prints them (facts from
// inc/taiowc-cart.php, inc/taiowc-markup.php, inc/taiowc-cart-fragment.php, inc/taiowc.php).

describe('sideCart205Markup (the [taiowc] shortcode of 2.0.5)', () => {
  it('prints the wrap, the icon link with href "#", and the drawer whose header holds the heading and an empty close link', () => {
    const wrap = only(sideCart205Markup(cartShop(), 's'));
    expect(wrap.matches('div#\\31.taiowc-wrap.taiowc-slide-right')).toBe(true);
    expect($(wrap, 'a.taiowc-content').getAttribute('href')).toBe('#');
    expect(wrap.querySelector('a.taiowc-content h4')).toBeNull();
    expect($(wrap, 'a.taiowc-content .taiowc-cart-item .taiowc-icon span.th-icon.th-icon-Shopping_icons-01')).toBeTruthy();
    const model = $(wrap, '.taiowc-cart-model');
    expect([...model.children].map((c) => c.className)).toEqual(['taiowc-cart-model-wrap', 'taiowc-notice-box']);
    const inside = $(model, '.taiowc-cart-model-wrap');
    expect([...inside.children].map((c) => c.className)).toEqual(['taiowc-cart-model-header', 'taiowc-cart-model-body', 'taiowc-cart-model-footer']);
    expect($(inside, '.taiowc-cart-model-header .cart-heading h4').textContent).toBe('ตะกร้าสินค้า');
    const close = $(inside, '.cart-heading a.taiowc-cart-close');
    expect(close.outerHTML).toBe('<a class="taiowc-cart-close"></a>');
    // The page's print always has the footer; the empty cart's message and link.
    expect($(inside, '.taiowc-cart-model-footer .taiowc-payment-title').textContent).toBe('รายละเอียดการชำระเงิน');
    expect($(inside, '.taiowc-cart-model-body p.woocommerce-mini-cart__empty-message').textContent).toBe('ไม่มีสินค้าในตะกร้า');
  });

  it("prints no heading when 'Cart Heading' is ''", () => {
    const shop = cartShop();
    shop.settings.cart.sideCartHeading = '';
    expect(only(sideCart205Markup(shop, 's')).querySelector('h4')).toBeNull();
  });

  it('counts lines (numb_prd), lists them newest first, with min 0, the English button names and no href on the remove link', () => {
    const shop = cartShop();
    addToCart(shop, 's', PLAIN.id, 2);
    addToCart(shop, 's', LOT.id, 12);
    const wrap = only(sideCart205Markup(shop, 's'));
    expect($(wrap, 'a.taiowc-content > .cart-count-item').textContent).toBe('2');
    const lines = [...wrap.querySelectorAll('.taiowc-mini-cart-list > .taiowc-woocommerce-mini-cart-item.mini_cart_item')];
    expect(lines.map((l) => $(l, '.taiowc-contnet-wrap').textContent)).toEqual([LOT.name, PLAIN.name]);
    const input = $(lines[0]!, 'input.taiowc-quantity');
    expect([input.getAttribute('min'), input.getAttribute('max'), input.getAttribute('value'), input.getAttribute('title'), input.hasAttribute('inputmode')]).toEqual(['0', '500', '12', 'Qty', false]);
    expect($(lines[0]!, '.quantity-decrement').getAttribute('aria-label')).toBe('Decrease quantity');
    const remove = $(lines[0]!, 'a.taiowc-remove-item');
    expect([remove.hasAttribute('href'), remove.getAttribute('aria-label'), remove.getAttribute('data-key')]).toEqual([false, 'ลบสินค้านี้', input.getAttribute('data-key')]);
  });

  it('prints a product name that is markup as text', () => {
    const shop = cartShop();
    addToCart(shop, 's', HOSTILE.id, 1);
    const wrap = only(sideCart205Markup(shop, 's'));
    expect(wrap.querySelector('img[onerror]')).toBeNull();
    expect($(wrap, '.taiowc-contnet-wrap').textContent).toBe(HOSTILE.name);
  });
});

describe('cartFragments205 (Taiowc_Cart_Fragment)', () => {
  it("carries WooCommerce's mini cart, the icon link and the drawer's whole inside, notices first", () => {
    const shop = cartShop();
    addToCart(shop, 's', PLAIN.id, 1);
    const fragments = cartFragments205(shop, 's', { type: 'success', text: 'อัปเดตตะกร้าแล้ว' });
    expect(Object.keys(fragments)).toEqual(['div.widget_shopping_cart_content', 'a.taiowc-content', 'div.taiowc-cart-model-wrap']);
    const inside = parse(fragments['div.widget_shopping_cart_content'] ?? '').firstElementChild;
    expect(inside?.className).toBe('widget_shopping_cart_content');
    const wrap = only(fragments['div.taiowc-cart-model-wrap']!);
    expect([...wrap.children].map((c) => c.className)).toEqual(['taiowc-notice-container', 'taiowc-cart-model-header', 'taiowc-cart-model-body', 'taiowc-cart-model-footer']);
    expect($(wrap, '.taiowc-notices li.taiowc-notice-success').textContent).toBe('อัปเดตตะกร้าแล้ว');
    expect($(wrap, '.cart-heading h4').textContent).toBe('ตะกร้าสินค้า');
  });

  it('leaves the footer empty for an empty cart (the page print does not)', () => {
    expect(only(cartFragments205(cartShop(), 's')['div.taiowc-cart-model-wrap']!).querySelector('.taiowc-cart-model-footer')!.innerHTML).toBe('');
  });
});

describe('which side cart a visitor gets', () => {
  it('is 2.0.5 only with the demo cookie set to it', () => {
    expect(sideCartReleaseFromCookie(undefined)).toBe('demo');
    expect(sideCartReleaseFromCookie(`a=1; ${SIDE_CART_RELEASE_COOKIE}=2.0.5`)).toBe('2.0.5');
    expect(sideCartReleaseFromCookie(`${SIDE_CART_RELEASE_COOKIE}=demo`)).toBe('demo');
  });

  it("answers every cart call with that release's fragments", async () => {
    const shop = cartShop();
    const wordpress = createFakeWordPress(shop);
    const as205 = await readJson(await wordpress.handle(wcAjaxPost('get_refreshed_fragments', {}, `${SIDE_CART_RELEASE_COOKIE}=2.0.5`)));
    expect(as205).toEqual({ fragments: cartFragments205(shop, 'guest'), cart_hash: '' });
    const usual = await readJson(await wordpress.handle(wcAjaxPost('get_refreshed_fragments', {})));
    expect(usual).toEqual({ fragments: cartFragments(shop, 'guest'), cart_hash: '' });
  });
});
