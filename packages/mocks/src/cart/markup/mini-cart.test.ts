// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addToCart } from '../add-to-cart';
import { cartItemKey } from '../cart-keys';
import { cartShop, LOT, PLAIN } from '../test-fixtures';
import { miniCartWidgetMarkup } from './mini-cart';
import { $, only } from './test-fixtures';

describe('miniCartWidgetMarkup (WooCommerce "Cart" widget)', () => {
  it('wraps the content in hide_cart_widget_if_empty under the widget title', () => {
    const widget = only(miniCartWidgetMarkup(cartShop(), 's'));
    expect(widget.matches('div.widget.woocommerce.widget_shopping_cart')).toBe(true);
    expect($(widget, 'h2.widgettitle').textContent).toBe('ตะกร้าสินค้า');
    expect($(widget, '.hide_cart_widget_if_empty > div.widget_shopping_cart_content > p.woocommerce-mini-cart__empty-message').textContent).toBe(
      'ไม่มีสินค้าในตะกร้า',
    );
  });

  it('lists lines with remove links, quantity × unit price, the total and the buttons', () => {
    const shop = cartShop();
    addToCart(shop, 's', PLAIN.id, 2);
    addToCart(shop, 's', LOT.id);
    const content = $(only(miniCartWidgetMarkup(shop, 's')), 'div.widget_shopping_cart_content');
    const items = content.querySelectorAll('ul.woocommerce-mini-cart.cart_list.product_list_widget > li.woocommerce-mini-cart-item.mini_cart_item');
    expect(items).toHaveLength(2);
    const remove = $(items[1]!, 'a.remove.remove_from_cart_button');
    expect(remove.getAttribute('href')).toBe(`/cart/?remove_item=${cartItemKey(LOT.id)}&_wpnonce=c2b9a4e7d1`);
    expect(remove.getAttribute('data-cart_item_key')).toBe(cartItemKey(LOT.id));
    expect(remove.getAttribute('data-product_id')).toBe(String(LOT.id));
    expect(remove.getAttribute('data-product_sku')).toBe(LOT.sku);
    expect(remove.getAttribute('aria-label')).toBe(`ลบ “${LOT.name}” ออกจากตะกร้า`);
    expect($(items[0]!, `a[href="/product/${PLAIN.slug}/"]`).textContent).toBe(PLAIN.name);
    expect($(items[0]!, 'span.quantity').textContent).toBe('2 × ฿1,250.00');
    expect($(content, 'p.woocommerce-mini-cart__total.total').textContent).toBe('ยอดรวม: ฿2,547.50');
    expect([...content.querySelectorAll('p.woocommerce-mini-cart__buttons.buttons a')].map((a) => [a.className, a.getAttribute('href')])).toEqual([
      ['button wc-forward', '/cart/'],
      ['button checkout wc-forward', '/checkout/'],
    ]);
  });

  it("can print WooCommerce core's empty placeholder instead", () => {
    const shop = cartShop();
    addToCart(shop, 's', PLAIN.id);
    expect($(only(miniCartWidgetMarkup(shop, 's', { placeholder: true })), '.widget_shopping_cart_content').innerHTML).toBe('');
  });
});
