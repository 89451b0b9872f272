import { findCategory, findProduct, formatPriceHtml, listByTag, listProducts, searchProducts, type FakeShop } from '@talat/mocks';
import { esc } from './html';
import { layout } from './layout';
import { productGrid } from './product-card';
import type { PageOptions } from './widgets';

/** The demo shop's server-rendered pages, as a WooCommerce theme would print them. */
export interface Page {
  status: number;
  html: string;
}

const PER_PAGE = 48;

export function homePage(shop: FakeShop, options: PageOptions): Page {
  const featured = listProducts(shop.catalogue).slice(0, 12);
  const main = `<section class="hero">
  <h1>บรรจุภัณฑ์และเครื่องสำอาง ส่งไวทั่วไทย</h1>
  <p>ขวดลูกกลิ้งแก้ว ขวดยาดม ขวดปั๊ม กระปุกครีม หลอดลิปสติก และเซรั่มบำรุงผิว — ลองพิมพ์ในช่องค้นหาด้านบน เช่น “ลูกกลิ้ง” หรือ “serum”</p>
</section>
<h2 class="section-title">สินค้าแนะนำ</h2>
${productGrid(featured)}`;
  return { status: 200, html: layout({ title: 'หน้าแรก', bodyClass: 'home page woocommerce', main, options, nonces: shop.settings.nonces }) };
}

export function tagPage(shop: FakeShop, options: PageOptions, tag: string, page: number): Page {
  const all = listByTag(shop.catalogue, tag);
  const pages = Math.max(1, Math.ceil(all.length / PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  const products = all.slice((current - 1) * PER_PAGE, current * PER_PAGE);
  const pagination =
    pages > 1
      ? `<nav class="woocommerce-pagination" aria-label="หน้าสินค้า"><ul class="page-numbers">${Array.from({ length: pages }, (_, i) => i + 1)
          .map((n) => (n === current ? `<li><span aria-current="page" class="page-numbers current">${n}</span></li>` : `<li><a class="page-numbers" href="/product-tag/${esc(tag.toLowerCase())}/page/${n}/">${n}</a></li>`))
          .join('')}</ul></nav>`
      : '';
  const main = `<nav class="woocommerce-breadcrumb" aria-label="เส้นทาง"><a href="/">สินค้า</a>&nbsp;&#47;&nbsp;สินค้าที่ติดแท็ก “${esc(tag)}”</nav>
<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">สินค้าที่ติดแท็ก “${esc(tag)}”</h1></header>
<div class="woocommerce-notices-wrapper"></div>
<p class="woocommerce-result-count">แสดง ${(current - 1) * PER_PAGE + 1}–${(current - 1) * PER_PAGE + products.length} จาก ${all.length} รายการ</p>
<form class="woocommerce-ordering" method="get">
  <label for="orderby">เรียงตาม</label>
  <select name="orderby" id="orderby" class="orderby">
    <option value="menu_order" selected>ค่าเริ่มต้น</option>
    <option value="popularity">ความนิยม</option>
    <option value="price">ราคา: ต่ำไปสูง</option>
    <option value="price-desc">ราคา: สูงไปต่ำ</option>
  </select>
  <input type="hidden" name="paged" value="1">
  <noscript><button type="submit">เรียง</button></noscript>
</form>
${productGrid(products)}
${pagination}`;
  // WordPress's body classes for a product tag archive; the page flags say neither account nor cart (§2.1).
  const bodyClass = `archive tax-product_tag term-${tag.toLowerCase()} woocommerce woocommerce-page`;
  return { status: 200, html: layout({ title: `สินค้าที่ติดแท็ก “${tag}”`, bodyClass, main, options, nonces: shop.settings.nonces }) };
}

export function productPage(shop: FakeShop, options: PageOptions, slug: string): Page {
  const product = findProduct(shop.catalogue, slug);
  if (!product) return notFoundPage(shop, options);
  const category = product.categories.map((id) => findCategory(shop.catalogue, id)).find(Boolean);
  const main = `<nav class="woocommerce-breadcrumb" aria-label="เส้นทาง"><a href="/">หน้าแรก</a>&nbsp;&#47;&nbsp;${category ? `${esc(category.name)}&nbsp;&#47;&nbsp;` : ''}${esc(product.name)}</nav>
<div id="product-${product.id}" class="product type-product ${product.stockStatus} single-product-layout">
  <div class="woocommerce-product-gallery"><img src="${esc(product.image)}" alt="${esc(product.name)}" width="480" height="480"></div>
  <div class="summary entry-summary">
    <h1 class="product_title entry-title">${esc(product.name)}</h1>
    <p class="price">${formatPriceHtml(product)}</p>
    <div class="woocommerce-product-details__short-description"><p>${esc(product.shortDescription)}</p></div>
    <p class="stock ${product.stockStatus === 'instock' ? 'in-stock' : 'out-of-stock'}">${product.stockStatus === 'instock' ? 'มีสินค้า' : 'สินค้าหมด'}</p>
    <form class="cart" action="/product/${esc(product.slug)}/" method="post">
      <div class="quantity"><label class="screen-reader-text" for="quantity">จำนวน</label>
      <input type="number" id="quantity" class="input-text qty text" name="quantity" value="${product.minQty}" min="${product.minQty}" ${product.maxQty ? `max="${product.maxQty}"` : ''} step="1"></div>
      <button type="submit" name="add-to-cart" value="${product.id}" class="single_add_to_cart_button button alt" ${product.stockStatus === 'instock' ? '' : 'disabled'}>เพิ่มลงตะกร้า</button>
    </form>
    <div class="product_meta"><span class="sku_wrapper">รหัสสินค้า: <span class="sku">${esc(product.sku)}</span></span>
    ${product.tags.length ? `<span class="tagged_as">แท็ก: ${product.tags.map((t) => `<a href="/product-tag/${esc(t.toLowerCase())}/" rel="tag">${esc(t)}</a>`).join(', ')}</span>` : ''}</div>
  </div>
</div>`;
  return { status: 200, html: layout({ title: product.name, bodyClass: `product-template-default single single-product postid-${product.id} woocommerce`, main, options, nonces: shop.settings.nonces }) };
}

export function searchResultsPage(shop: FakeShop, options: PageOptions, query: string): Page {
  const results = searchProducts(shop.catalogue, query);
  const main = `<header class="woocommerce-products-header"><h1 class="page-title">ผลการค้นหา: “${esc(query)}”</h1></header>
<p class="woocommerce-result-count">พบ ${results.length} รายการ</p>
${results.length ? productGrid(results.slice(0, PER_PAGE)) : '<p class="woocommerce-info">ไม่พบสินค้าที่ตรงกับการค้นหาของคุณ</p>'}`;
  return { status: 200, html: layout({ title: `ผลการค้นหา “${query}”`, bodyClass: 'search search-results woocommerce', main, options: { ...options, query }, nonces: shop.settings.nonces }) };
}

export function notFoundPage(shop: FakeShop, options: PageOptions): Page {
  const main = '<h1>ไม่พบหน้านี้</h1><p>ลองค้นหาสินค้าจากช่องค้นหาด้านบน</p>';
  return { status: 404, html: layout({ title: 'ไม่พบหน้า', bodyClass: 'error404', main, options, nonces: shop.settings.nonces }) };
}
