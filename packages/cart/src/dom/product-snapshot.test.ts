// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { productSnapshot } from './product-snapshot';

/** A shop-loop card as WooCommerce's content-product.php prints it: the link wraps the title AND the price. */
const LOOP_CARD = `<li class="product type-product product_cat-inhalers">
  <a href="/product/inhaler/" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">
    <h2 class="woocommerce-loop-product__title">ขวดยาดม Inhalant สีน้ำเงิน 1 ml</h2>
    <span class="price"><del><span class="woocommerce-Price-amount amount">฿6.00</span></del> <ins><span class="woocommerce-Price-amount amount">฿4.50</span></ins></span>
  </a>
  <a href="?add-to-cart=42" data-product_id="42" data-product_sku="INH-1" class="button add_to_cart_button ajax_add_to_cart">เพิ่มลงตะกร้า</a>
</li>`;

describe('productSnapshot (§3 Product (analytics))', () => {
  it('names the product by its title, not by the card link around title and price', () => {
    document.body.innerHTML = `<ul class="products">${LOOP_CARD}</ul>`;
    const button = document.querySelector<HTMLElement>('.add_to_cart_button')!;
    expect(productSnapshot(button)).toEqual({ id: 42, name: 'ขวดยาดม Inhalant สีน้ำเงิน 1 ml', sku: 'INH-1', price: 4.5, categories: ['inhalers'] });
  });

  it('falls back to a cart line link when the line has no title element', () => {
    document.body.innerHTML = `<ul><li class="woocommerce-mini-cart-item mini_cart_item"><a href="?remove_item=x" class="remove remove_from_cart_button" data-product_id="7">×</a><a href="/product/jar/">กระปุกครีม 30 g</a><span class="quantity">2 × <span class="amount">฿12.00</span></span></li></ul>`;
    const remove = document.querySelector<HTMLElement>('.remove')!;
    expect(productSnapshot(remove)?.name).toBe('กระปุกครีม 30 g');
  });
});
