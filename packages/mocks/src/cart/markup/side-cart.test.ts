// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatAmountHtml } from '../../catalogue/price-html';
import { addToCart } from '../add-to-cart';
import { cartItemKey } from '../cart-keys';
import { cartShop, HOSTILE, LOT, PLAIN } from '../test-fixtures';
import { sideCartMarkup } from './side-cart';
import { $, only, parse, text } from './test-fixtures';

describe('sideCartMarkup (taiowc, printed once in the header)', () => {
  it('prints the icon link and the closed drawer with every fragment region', () => {
    const wrap = only(sideCartMarkup(cartShop(), 's'));
    expect(wrap.matches('div#\\31.taiowc-wrap.taiowc-slide-right')).toBe(true);
    expect($(wrap, 'a.taiowc-content').getAttribute('href')).toBe('/cart/');
    expect($(wrap, 'a.taiowc-content > h4').textContent).toBe('ตะกร้าสินค้า');
    for (const selector of ['.taiowc-cart-count', '.taiowc-cart-item .taiowc-icon svg', '.taiowc-cart-item .taiowc-cart-total-wrap .taiowc-total span']) {
      expect(wrap.querySelector(`a.taiowc-content ${selector}`)).not.toBeNull();
    }
    const drawer = $(wrap, '.taiowc-cart-model > .taiowc-cart-model-wrap');
    expect($(drawer, '.taiowc-cart-model-header .cart-heading a.taiowc-cart-close').getAttribute('aria-label')).toBe('ปิดตะกร้า');
    expect([...drawer.children].map((c) => c.className)).toEqual([
      'taiowc-cart-model-header',
      'taiowc-notice-container',
      'taiowc-cart-model-body',
      'taiowc-cart-model-footer',
    ]);
    expect($(drawer, '.taiowc-notice-container').getAttribute('data-section')).toBe('cart');
    expect($(drawer, '.taiowc-notice-container ul.taiowc-notices').children).toHaveLength(0);
  });

  it('shows the empty message, no count badge and an empty footer for an empty cart', () => {
    const wrap = only(sideCartMarkup(cartShop(), 's'));
    expect($(wrap, '.taiowc-cart-count').children).toHaveLength(0);
    expect($(wrap, '.taiowc-cart-model-body p.woocommerce-mini-cart__empty-message').textContent).toBe('ไม่มีสินค้าในตะกร้า');
    expect($(wrap, '.taiowc-cart-model-body a.woocommerce-back-to-shop').getAttribute('href')).toBe('/shop/');
    expect($(wrap, '.taiowc-cart-model-footer').innerHTML).toBe('');
    expect($(wrap, '.taiowc-total span').textContent).toBe(text(formatAmountHtml(0)));
    expect($(wrap, '.taiowc-total span .woocommerce-Price-amount.amount')).not.toBeNull();
  });

  it('prints each line with its key, limits, remove link and labels', () => {
    const shop = cartShop();
    addToCart(shop, 's', PLAIN.id, 2);
    addToCart(shop, 's', LOT.id, 12);
    const wrap = only(sideCartMarkup(shop, 's'));
    expect($(wrap, '.taiowc-cart-count .cart-count-item').textContent).toBe('14');
    const lines = wrap.querySelectorAll('.taiowc-cart-model-body > .taiowc-woocommerce-mini-cart-item.mini_cart_item');
    expect(lines).toHaveLength(2);

    const key = cartItemKey(LOT.id);
    const line = lines[1]!;
    const remove = $(line, '.item-product-wrap a.taiowc-remove-item.taiowc_remove_from_cart_button');
    expect(remove.getAttribute('href')).toBe(`/cart/?remove_item=${key}&_wpnonce=c2b9a4e7d1`);
    expect(Object.fromEntries(['role', 'aria-label', 'data-product_id', 'data-key', 'data-product_sku'].map((a) => [a, remove.getAttribute(a)]))).toEqual({
      role: 'button',
      'aria-label': `ลบ “${LOT.name}” ออกจากตะกร้า`,
      'data-product_id': String(LOT.id),
      'data-key': key,
      'data-product_sku': LOT.sku,
    });
    expect($(line, `.item-product-wrap a[href="/product/${LOT.slug}/"] .taiowc-image-wrap img`).getAttribute('src')).toBe(LOT.image);
    expect($(line, '.taiowc-contnet-wrap').textContent).toBe(LOT.name);

    const quantity = $(line, '.item-product-quantity span.quantity');
    expect($(quantity, '.quantity-text').textContent).toBe('จำนวน');
    const input = $(quantity, '.quantity-wrap input.taiowc-quantity.input-text.qty.text');
    expect(Object.fromEntries(['type', 'id', 'name', 'value', 'step', 'min', 'max', 'data-key', 'title', 'inputmode', 'aria-label'].map((a) => [a, input.getAttribute(a)]))).toEqual({
      type: 'number',
      id: `quantity_${key}`,
      name: `cart[${key}][qty]`,
      value: '12',
      step: '1',
      min: '10',
      max: '500',
      'data-key': key,
      title: 'จำนวน',
      inputmode: 'numeric',
      'aria-label': `จำนวน ${LOT.name}`,
    });
    expect($(quantity, 'button.quantity-decrement').getAttribute('data-key')).toBe(key);
    expect($(quantity, 'button.quantity-decrement').getAttribute('aria-label')).toBe('ลดจำนวน');
    expect($(quantity, 'button.quantity-increment').getAttribute('aria-label')).toBe('เพิ่มจำนวน');
    expect($(quantity, 'button.quantity-increment').getAttribute('type')).toBe('button');
    expect(quantity.lastElementChild?.matches('.woocommerce-Price-amount')).toBe(true);
    expect(quantity.lastElementChild?.textContent).toBe('฿57.00');

    expect($(lines[0]!, 'input.qty').getAttribute('max')).toBe('');
    expect($(lines[0]!, 'input.qty').getAttribute('min')).toBe('1');
  });

  it('prints the subtotal and the cart and checkout buttons in the footer', () => {
    const shop = cartShop();
    addToCart(shop, 's', PLAIN.id, 2);
    const footer = $(only(sideCartMarkup(shop, 's')), '.taiowc-cart-model-footer');
    expect($(footer, '.cart-total .taiowc-total-price').textContent).toBe('฿2,500.00');
    expect([...footer.querySelectorAll('a.button.wc-forward')].map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/cart/', 'ดูตะกร้าสินค้า'],
      ['/checkout/', 'ชำระเงิน'],
    ]);
  });

  it('prints a hostile product name as text everywhere', () => {
    const shop = cartShop();
    addToCart(shop, 's', HOSTILE.id);
    const root = parse(sideCartMarkup(shop, 's'));
    expect(root.querySelector('img[onerror]')).toBeNull();
    expect($(root, '.taiowc-contnet-wrap').textContent).toBe(HOSTILE.name);
    expect($(root, '.taiowc-remove-item').getAttribute('aria-label')).toBe(`ลบ “${HOSTILE.name}” ออกจากตะกร้า`);
    expect($(root, '.taiowc-remove-item').getAttribute('data-product_sku')).toBe(HOSTILE.sku);
    expect($(root, 'input.qty').getAttribute('aria-label')).toBe(`จำนวน ${HOSTILE.name}`);
  });

  it('prefixes links with homeUrl for a shop in a sub-directory', () => {
    const shop = cartShop();
    shop.settings.homeUrl = 'https://shop.example/th';
    addToCart(shop, 's', PLAIN.id);
    const root = parse(sideCartMarkup(shop, 's'));
    expect($(root, 'a.taiowc-content').getAttribute('href')).toBe('https://shop.example/th/cart/');
    expect($(root, '.taiowc-remove-item').getAttribute('href')).toMatch(/^https:\/\/shop\.example\/th\/cart\/\?remove_item=/);
  });
});
