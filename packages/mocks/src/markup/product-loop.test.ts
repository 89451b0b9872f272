// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { findProduct } from '../catalogue/catalogue';
import { createFakeShop } from '../shop';
import { HOSTILE, LOT, SOLD_OUT } from '../cart/test-fixtures';
import { product, tinyCatalogue } from '../test-fixtures';
import { productLoopClasses, productLoopItemMarkup } from './product-loop';

const shop = createFakeShop({
  catalogue: tinyCatalogue([
    product(1, 'ขวดยาดม', { tags: ['InhalantBottle', 'amber'], categories: [1, 2], price: 4.5, regularPrice: 5 }),
    LOT,
    SOLD_OUT,
    HOSTILE,
  ]),
});

function item(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html;
  const li = template.content.firstElementChild;
  if (!li) throw new Error('no <li>');
  return li;
}

describe('productLoopClasses (wc_get_product_class)', () => {
  it('lists post, status, stock, category and tag classes in WooCommerce order', () => {
    const p = findProduct(shop.catalogue, 1)!;
    expect(productLoopClasses(shop, p)).toBe(
      'product type-product post-1 status-publish instock product_cat-packaging product_cat-roll-on product_tag-inhalantbottle product_tag-amber has-post-thumbnail sale shipping-taxable purchasable product-type-simple',
    );
    expect(productLoopClasses(shop, SOLD_OUT).split(' ')).toContain('outofstock');
    expect(productLoopClasses(shop, SOLD_OUT).split(' ')).not.toContain('sale');
  });

  it('gives the demo catalogue its real category slugs', () => {
    const demo = createFakeShop();
    const roll = findProduct(demo.catalogue, 'glass-roll-on-bottle-10ml-gold-cap')!;
    expect(productLoopClasses(demo, roll).split(' ')).toEqual(expect.arrayContaining(['product_cat-cosmetic-packaging', 'product_cat-roll-on-bottles']));
  });
});

describe('productLoopItemMarkup (content-product.php)', () => {
  it('prints the ajax add-to-cart button the contract describes', () => {
    const li = item(productLoopItemMarkup(shop, LOT));
    expect(li.classList.contains(`post-${LOT.id}`)).toBe(true);
    expect(li.querySelector('a.woocommerce-LoopProduct-link h2.woocommerce-loop-product__title')?.textContent).toBe(LOT.name);
    expect(li.querySelector('a.woocommerce-LoopProduct-link')?.getAttribute('href')).toBe(`/product/${LOT.slug}/`);
    expect(li.querySelector('span.price')?.textContent).toBe('฿4.75');
    const button = li.querySelector('a.button.product_type_simple.add_to_cart_button.ajax_add_to_cart')!;
    expect(Object.fromEntries([...button.attributes].map((a) => [a.name, a.value]))).toEqual({
      href: `?add-to-cart=${LOT.id}`,
      'data-quantity': '10',
      class: 'button product_type_simple add_to_cart_button ajax_add_to_cart',
      'data-product_id': String(LOT.id),
      'data-product_sku': LOT.sku,
      'data-success_message': `“${LOT.name}” ถูกเพิ่มลงในตะกร้าแล้ว`,
      'aria-label': `เพิ่ม “${LOT.name}” ลงในตะกร้า`,
      rel: 'nofollow',
    });
    expect(button.textContent).toBe('เพิ่มลงตะกร้า');
  });

  it('prints a read-more link without the ajax class for an out-of-stock product', () => {
    const li = item(productLoopItemMarkup(shop, SOLD_OUT));
    expect(li.querySelector('.add_to_cart_button, .ajax_add_to_cart')).toBeNull();
    const link = li.querySelector('a.button.product_type_simple')!;
    expect(link.getAttribute('href')).toBe(`/product/${SOLD_OUT.slug}/`);
    expect(link.textContent).toBe('อ่านเพิ่มเติม');
  });

  it('prints a hostile name and SKU as text, attributes included', () => {
    const li = item(productLoopItemMarkup(shop, HOSTILE));
    expect(li.querySelector('[onerror]')).toBeNull();
    expect(li.querySelector('h2')?.textContent).toBe(HOSTILE.name);
    const button = li.querySelector('.ajax_add_to_cart')!;
    expect(button.getAttribute('data-success_message')).toBe(`“${HOSTILE.name}” ถูกเพิ่มลงในตะกร้าแล้ว`);
    expect(button.getAttribute('data-product_sku')).toBe(HOSTILE.sku);
  });
});
