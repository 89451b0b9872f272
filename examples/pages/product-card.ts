import { formatPriceHtml, type Product } from '@talat/mocks';
import { esc } from './html';

/** A product in a loop, as WooCommerce's content-product.php prints it. */
export function productCard(product: Product): string {
  const button =
    product.stockStatus === 'instock'
      ? `<a href="?add-to-cart=${product.id}" data-quantity="${product.minQty}" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${product.id}" data-product_sku="${esc(product.sku)}" aria-label="เพิ่ม “${esc(product.name)}” ลงในตะกร้า" rel="nofollow" data-success_message="“${esc(product.name)}” ถูกเพิ่มลงในตะกร้าแล้ว">เพิ่มลงตะกร้า</a>`
      : `<a href="/product/${esc(product.slug)}/" class="button product_type_simple" aria-label="อ่านเพิ่มเติมเกี่ยวกับ “${esc(product.name)}”">สินค้าหมด</a>`;
  return `<li class="product type-product post-${product.id} status-publish ${product.stockStatus}">
  <a href="/product/${esc(product.slug)}/" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">
    <img src="${esc(product.image)}" alt="" width="300" height="300" loading="lazy" class="attachment-woocommerce_thumbnail">
    <h2 class="woocommerce-loop-product__title">${esc(product.name)}</h2>
    <span class="price">${formatPriceHtml(product)}</span>
  </a>
  ${button}
</li>`;
}

export function productGrid(products: readonly Product[]): string {
  return `<ul class="products columns-4">\n${products.map(productCard).join('\n')}\n</ul>`;
}
