import {
  addToCartButtonMarkup,
  addToWishlistMarkup,
  addToWishlistRemoveMarkup,
  cartPageContent,
  checkoutPageContent,
  findCategory,
  findProduct,
  formatPriceHtml,
  getCart,
  listByCategory,
  listByTag,
  listProducts,
  pageNoticesMarkup,
  searchProducts,
  takeCartNotices,
  variableDemoProduct,
  type Product,
} from '@talat/mocks';
import { compareProductCheckbox } from './compare';
import { esc } from './html';
import { layout, type PageContext } from './layout';
import { productGrid, productSection } from './product-card';
import { productGalleryMarkup } from './product-gallery';
import { variationsFormMarkup } from './variable-product';

/** The demo shop's server-rendered pages, as a WooCommerce theme would print them. */
export interface Page {
  status: number;
  html: string;
}

/** WooCommerce's "Products per page" on this shop: the tag listing shows 48. */
export const PER_PAGE = 48;

/** wc_print_notices(): what the session queued (an add, a refusal, a removal), printed once. */
function notices({ shop, sessionId }: PageContext): string {
  return pageNoticesMarkup(takeCartNotices(shop, sessionId));
}

export function homePage(context: PageContext): Page {
  const featured = listProducts(context.shop.catalogue).slice(0, 12);
  const main = `${notices(context)}
<section class="hero">
  <h1>บรรจุภัณฑ์และเครื่องสำอาง ส่งไวทั่วไทย</h1>
  <p>ขวดลูกกลิ้งแก้ว ขวดยาดม ขวดปั๊ม กระปุกครีม หลอดลิปสติก และเซรั่มบำรุงผิว — ลองพิมพ์ในช่องค้นหาด้านบน เช่น “ลูกกลิ้ง” หรือ “serum”</p>
  <p><a class="button" href="/shop/">เลือกซื้อสินค้าทั้งหมด</a></p>
</section>
<h2 class="section-title">สินค้าแนะนำ</h2>
${productGrid(context, featured)}`;
  return { status: 200, html: layout({ title: 'หน้าแรก', bodyClass: 'home page woocommerce', main, context, sidebar: true }) };
}

/** A product archive page with WooCommerce's result count, ordering form and pagination. */
function archive(context: PageContext, all: readonly Product[], page: number, heading: string, pageUrl: (n: number) => string, breadcrumb: string): string {
  const pages = Math.max(1, Math.ceil(all.length / PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  const products = all.slice((current - 1) * PER_PAGE, current * PER_PAGE);
  const pagination =
    pages > 1
      ? `<nav class="woocommerce-pagination" aria-label="หน้าสินค้า"><ul class="page-numbers">${Array.from({ length: pages }, (_, i) => i + 1)
          .map((n) => (n === current ? `<li><span aria-current="page" class="page-numbers current">${n}</span></li>` : `<li><a class="page-numbers" href="${esc(pageUrl(n))}">${n}</a></li>`))
          .join('')}</ul></nav>`
      : '';
  return `<nav class="woocommerce-breadcrumb" aria-label="เส้นทาง">${breadcrumb}</nav>
<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">${esc(heading)}</h1></header>
${notices(context)}
<div class="shop-toolbar">
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
</div>
${productGrid(context, products)}
${pagination}`;
}

export function tagPage(context: PageContext, tag: string, page: number): Page {
  const all = listByTag(context.shop.catalogue, tag);
  const heading = `สินค้าที่ติดแท็ก “${tag}”`;
  const main = archive(context, all, page, heading, (n) => `/product-tag/${tag.toLowerCase()}/page/${n}/`, `<a href="/">สินค้า</a>&nbsp;&#47;&nbsp;${esc(heading)}`);
  // WordPress's body classes for a product tag archive; the page flags say neither account nor cart (§2.1).
  const bodyClass = `archive tax-product_tag term-${tag.toLowerCase()} woocommerce woocommerce-page`;
  return { status: 200, html: layout({ title: heading, bodyClass, main, context, sidebar: true }) };
}

/**
 * `/product-category/{slug}/`: a product category archive, 48 a page, as WooCommerce prints it; the
 * live search's category rows link here. A parent category lists its children's products too.
 */
export function productCategoryPage(context: PageContext, slug: string, page: number): Page {
  const category = findCategory(context.shop.catalogue, slug);
  if (!category) return notFoundPage(context);
  const all = listByCategory(context.shop.catalogue, category.id);
  const pageUrl = (n: number) => (n === 1 ? `/product-category/${slug}/` : `/product-category/${slug}/page/${n}/`);
  const main = archive(context, all, page, category.name, pageUrl, `<a href="/">หน้าแรก</a>&nbsp;&#47;&nbsp;${esc(category.name)}`);
  const bodyClass = `archive tax-product_cat term-${slug} woocommerce woocommerce-page`;
  return { status: 200, html: layout({ title: category.name, bodyClass, main, context, sidebar: true }) };
}

/**
 * `/category/{slug}/`: a blog category archive with its one short article, as a WordPress theme
 * prints one; the live search's article-category rows link here.
 */
export function postCategoryPage(context: PageContext, slug: string): Page {
  const category = context.shop.catalogue.postCategories.find((c) => c.slug === slug);
  if (!category) return notFoundPage(context);
  const main = `<header class="page-header"><h1 class="page-title">หมวดหมู่: ${esc(category.name)}</h1></header>
<article class="post type-post status-publish category-${esc(slug)}">
<h2 class="entry-title">${esc(category.name)}: เรื่องน่ารู้จากร้าน</h2>
<div class="entry-content"><p>บทความในหมวด “${esc(category.name)}” รวมเรื่องที่ลูกค้าถามบ่อย ตั้งแต่การเลือกขวดและฝาให้เข้ากับเนื้อครีม น้ำมัน หรือสเปรย์ ไปจนถึงการเก็บรักษาสินค้าให้ใช้ได้นาน</p>
<p><a href="/shop/">ดูสินค้าทั้งหมด</a></p></div>
</article>`;
  const bodyClass = `archive category category-${slug}`;
  return { status: 200, html: layout({ title: `หมวดหมู่: ${category.name}`, bodyClass, main, context }) };
}

/** `/shop/`: the shop page (every product that is for sale), 48 a page like the tag listing. */
export function shopPage(context: PageContext, page: number): Page {
  const all = listProducts(context.shop.catalogue);
  const main = archive(context, all, page, 'สินค้าทั้งหมด', (n) => (n === 1 ? '/shop/' : `/shop/page/${n}/`), '<a href="/">หน้าแรก</a>&nbsp;&#47;&nbsp;ร้านค้า');
  const bodyClass = 'archive post-type-archive post-type-archive-product woocommerce-shop woocommerce woocommerce-page';
  return { status: 200, html: layout({ title: 'สินค้าทั้งหมด', bodyClass, main, context, sidebar: true }) };
}

/** Up to `count` products for sale, in stock, outside `exclude`: related products and cross-sells. */
function suggestions(context: PageContext, count: number, exclude: ReadonlySet<number>, prefer?: Product): Product[] {
  const sellable = listProducts(context.shop.catalogue).filter((p) => p.stockStatus === 'instock' && !exclude.has(p.id));
  const related = prefer ? sellable.filter((p) => p.categories.some((id) => prefer.categories.includes(id))) : [];
  return [...related, ...sellable.filter((p) => !related.includes(p))].slice(0, count);
}

export function productPage(context: PageContext, slug: string): Page {
  const { shop } = context;
  const product = findProduct(shop.catalogue, slug);
  if (!product) return notFoundPage(context);
  const category = product.categories.map((id) => findCategory(shop.catalogue, id)).find(Boolean);
  const inStock = product.stockStatus === 'instock' && !product.hidden;
  // The theme's ajax button beside WooCommerce's form: the form works without JS (and is what
  // shows then); with JS the button adds without a reload, its data-quantity following the input.
  const ajaxButton = inStock
    ? addToCartButtonMarkup(shop, product)
        .replace(`href="?add-to-cart=${product.id}"`, `href="?add-to-cart=${product.id}&amp;quantity=${product.minQty}"`)
        .replace('class="button ', 'class="button alt single-ajax-add ')
    : '';
  const related = suggestions(context, 4, new Set([product.id]), product);
  // YITH prints its block after the add-to-cart form, or right after the gallery for the
  // 'thumbnails' position (the script then moves it into the gallery; research §1.1).
  const wishlistBlock = (context.options.wishlistRemoveButton ? addToWishlistRemoveMarkup : addToWishlistMarkup)(shop, context.sessionId, product, {
    isSingle: true,
    baseUrl: `/product/${product.slug}/`,
    multiWishlist: context.options.multiWishlist ?? false,
    dropdown: context.options.wishlistDropdown ?? false,
  });
  // The demo's one variable product prints WooCommerce's variations form instead (issue 13).
  const variable = variableDemoProduct(shop.catalogue)?.parent.id === product.id ? variableDemoProduct(shop.catalogue) : null;
  const main = `<nav class="woocommerce-breadcrumb" aria-label="เส้นทาง"><a href="/">หน้าแรก</a>&nbsp;&#47;&nbsp;${category ? `${esc(category.name)}&nbsp;&#47;&nbsp;` : ''}${esc(product.name)}</nav>
${notices(context)}
<div id="product-${product.id}" class="product type-product ${product.stockStatus} single-product-layout">
  ${productGalleryMarkup(product)}${context.options.wishlistThumbnails ? wishlistBlock : ''}
  <div class="summary entry-summary">
    <h1 class="product_title entry-title">${esc(product.name)}</h1>
    <p class="price">${formatPriceHtml(product, shop.settings.price)}</p>
    <div class="woocommerce-product-details__short-description"><p>${esc(product.shortDescription)}</p></div>
    <p class="stock ${inStock ? 'in-stock' : 'out-of-stock'}">${inStock ? 'มีสินค้า' : 'สินค้าหมด'}</p>
    ${product.minQty > 1 || product.maxQty ? `<p class="lot-limits">สั่งขั้นต่ำ ${product.minQty} ชิ้น${product.maxQty ? ` · สูงสุด ${product.maxQty} ชิ้นต่อคำสั่งซื้อ` : ''}</p>` : ''}
    ${
      variable
        ? variationsFormMarkup(shop, variable, compareProductCheckbox(context, product))
        : `<form class="cart" action="/product/${esc(product.slug)}/" method="post">
      <div class="quantity"><label for="quantity">จำนวน</label>
      <input type="number" id="quantity" class="input-text qty text" name="quantity" value="${product.minQty}" min="${product.minQty}" ${product.maxQty ? `max="${product.maxQty}"` : ''} step="1" inputmode="numeric"></div>
      <button type="submit" name="add-to-cart" value="${product.id}" class="single_add_to_cart_button button alt" ${inStock ? '' : 'disabled'}>เพิ่มลงตะกร้า</button>
      ${ajaxButton}
      ${compareProductCheckbox(context, product)}
    </form>`
    }
    ${context.options.wishlistThumbnails ? '' : wishlistBlock}
    <div class="product_meta"><span class="sku_wrapper">รหัสสินค้า: <span class="sku">${esc(product.sku)}</span></span>
    ${product.tags.length ? `<span class="tagged_as">แท็ก: ${product.tags.map((t) => `<a href="/product-tag/${esc(t.toLowerCase())}/" rel="tag">${esc(t)}</a>`).join(', ')}</span>` : ''}</div>
  </div>
</div>
${productSection(context, 'related', 'สินค้าที่เกี่ยวข้อง', related)}`;
  const bodyClass = `product-template-default single single-product postid-${product.id} woocommerce woocommerce-page`;
  return { status: 200, html: layout({ title: product.name, bodyClass, main, context, sidebar: true }) };
}

/** `/cart/` (is_cart '1'): WooCommerce's cart form and totals, or the empty cart and new products. */
export function cartPage(context: PageContext): Page {
  const { shop, sessionId } = context;
  const inCart = new Set(getCart(shop, sessionId).lines.map((line) => line.productId));
  const content = cartPageContent(shop, sessionId, { notices: takeCartNotices(shop, sessionId) });
  // WooCommerce's cross-sells under a full cart; WooCommerce Blocks' "New in store" under an empty one.
  const more = inCart.size > 0 ? productSection(context, 'cross-sells', 'สินค้าที่คุณอาจสนใจ', suggestions(context, 4, inCart)) : productSection(context, 'new-in-store', 'สินค้าใหม่ในร้าน', suggestions(context, 4, inCart));
  const main = `<h1 class="entry-title page-title">ตะกร้าสินค้า</h1>
${content}
${more}`;
  const bodyClass = 'page-template-default page woocommerce-cart woocommerce-page';
  return { status: 200, html: layout({ title: 'ตะกร้าสินค้า', bodyClass, main, context, kind: 'cart' }) };
}

/**
 * `/checkout/`: the checkout form with its order review (recalculated by assets/checkout.js on
 * `update_checkout`), or the empty cart without a form. The suggestions below sit outside the form,
 * so a cart change from them follows §2.7 in both states.
 */
export function checkoutPage(context: PageContext): Page {
  const { shop, sessionId } = context;
  const inCart = new Set(getCart(shop, sessionId).lines.map((line) => line.productId));
  const content = checkoutPageContent(shop, sessionId, { notices: takeCartNotices(shop, sessionId) });
  const main = `<h1 class="entry-title page-title">ชำระเงิน</h1>
${content}
${productSection(context, 'checkout-suggestions', 'ซื้อเพิ่มก่อนชำระเงิน', suggestions(context, 4, inCart))}`;
  const bodyClass = 'page-template-default page woocommerce-checkout woocommerce-page';
  return { status: 200, html: layout({ title: 'ชำระเงิน', bodyClass, main, context, kind: 'checkout' }) };
}

export function searchResultsPage(context: PageContext, query: string): Page {
  const results = searchProducts(context.shop.catalogue, query);
  const main = `<header class="woocommerce-products-header"><h1 class="page-title">ผลการค้นหา: “${esc(query)}”</h1></header>
${notices(context)}
<p class="woocommerce-result-count">พบ ${results.length} รายการ</p>
${results.length ? productGrid(context, results.slice(0, PER_PAGE)) : '<p class="woocommerce-info">ไม่พบสินค้าที่ตรงกับการค้นหาของคุณ</p>'}`;
  const options = { ...context.options, query };
  return { status: 200, html: layout({ title: `ผลการค้นหา “${query}”`, bodyClass: 'search search-results woocommerce', main, context: { ...context, options }, sidebar: true }) };
}

export function notFoundPage(context: PageContext): Page {
  const main = '<h1>ไม่พบหน้านี้</h1><p>ลองค้นหาสินค้าจากช่องค้นหาด้านบน</p>';
  return { status: 404, html: layout({ title: 'ไม่พบหน้า', bodyClass: 'error404', main, context }) };
}

/** wp_nonce_ays(): a no-JS cart link whose nonce is stale or forged. */
export function expiredLinkPage(context: PageContext): Page {
  const main = '<h1>ลิงก์หมดอายุแล้ว</h1><p>ลิงก์ที่คุณเปิดหมดอายุแล้ว <a href="/cart/">กลับไปที่ตะกร้าสินค้า</a></p>';
  return { status: 403, html: layout({ title: 'ลิงก์หมดอายุ', bodyClass: 'error', main, context }) };
}
