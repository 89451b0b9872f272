import { CHECKOUT_BILLING_FIELDS, cartContents, findPlacedOrder, orderReceivedContent, orderReviewTableMarkup, storeApiNonce } from '@talat/mocks';
import { esc } from './html';
import { layout, type PageContext } from './layout';
import type { Page } from './shop-pages';

// The demo pages of issue 17 (order attribution): the block-checkout variant, the order-received
// page that shows what the order recorded (the consent switch: attribution-consent.ts).

/** The block-checkout variant's path (the shop's checkout page built with WooCommerce's checkout block). */
export const BLOCK_CHECKOUT_PATH = '/checkout-block/';
function blockField(field: (typeof CHECKOUT_BILLING_FIELDS)[number]): string {
  const key = field.name.replace(/^billing_/, '');
  return `<div class="wc-block-components-text-input"><label for="billing-${esc(key)}">${esc(field.label)}</label><input type="${esc(field.type)}" id="billing-${esc(key)}" autocomplete="${esc(field.autocomplete)}" data-address-key="${esc(key)}" required aria-required="true" value=""></div>`;
}

/**
 * `/checkout-block/`: the checkout as WooCommerce's checkout block renders it (reduced: the
 * billing fields, the order summary and the place-order button), run by
 * assets/fake-block-checkout.js. `?late_store=1` registers its data store only after the page loaded.
 */
export function blockCheckoutPage(context: PageContext, url: URL): Page {
  const { shop, sessionId } = context;
  const empty = cartContents(shop, sessionId).length === 0;
  const middleware = { storeApiNonce: storeApiNonce(shop), wcStoreApiNonceTimestamp: Math.floor(Date.now() / 1000) };
  const late = url.searchParams.get('late_store') === '1';
  const block = empty
    ? '<div class="wp-block-woocommerce-empty-cart-block"><p class="wc-block-checkout-empty">ตะกร้าของคุณว่างอยู่ <a href="/shop/">เลือกซื้อสินค้า</a></p></div>'
    : `<div class="wp-block-woocommerce-checkout alignwide wc-block-checkout is-large">
  <div class="wc-block-components-notice-banner is-error" role="alert" hidden></div>
  <div class="wc-block-checkout__main">
    <fieldset class="wc-block-checkout__billing-fields"><legend>ที่อยู่สำหรับออกใบเสร็จ</legend>
      ${CHECKOUT_BILLING_FIELDS.map(blockField).join('\n      ')}
    </fieldset>
    <p class="wc-block-checkout__payment-method">ชำระเงินโดย: โอนเงินผ่านธนาคาร</p>
    <div class="wc-block-checkout__actions"><button type="button" class="components-button wc-block-components-button wp-element-button wc-block-components-checkout-place-order-button contained"><span class="wc-block-components-button__text">สั่งซื้อ</span></button></div>
  </div>
  <div class="wc-block-checkout__sidebar"><h2>สรุปคำสั่งซื้อ</h2>${orderReviewTableMarkup(shop, sessionId)}</div>
</div>`;
  const main = `<h1 class="entry-title page-title">ชำระเงิน (บล็อก)</h1>
<script id="wc-blocks-middleware-js-extra">var wcBlocksMiddlewareConfig = ${JSON.stringify(middleware)};</script>
<script src="/assets/fake-block-checkout.js"${late ? ' data-late-store' : ''}></script>
${block}`;
  const bodyClass = 'page-template-default page woocommerce-checkout woocommerce-page';
  return { status: 200, html: layout({ title: 'ชำระเงิน (บล็อก)', bodyClass, main, context }) };
}

/** The order id of `<checkout>/order-received/<id>/`, else undefined. */
export function orderReceivedId(path: string, checkoutPath: string): string | undefined {
  const prefix = `${checkoutPath.endsWith('/') ? checkoutPath : `${checkoutPath}/`}order-received/`;
  if (!path.startsWith(prefix)) return undefined;
  return /^(\d+)\/$/.exec(path.slice(prefix.length))?.[1];
}

/** `/checkout/order-received/<id>/?key=<key>`: the thank-you page, with the recorded attribution. */
export function orderReceivedPage(context: PageContext, id: string, key: string | null): Page {
  const order = findPlacedOrder(context.shop, id, key);
  const main = order
    ? `<h1 class="entry-title page-title">ได้รับคำสั่งซื้อแล้ว</h1>\n${orderReceivedContent(order)}`
    : '<h1 class="entry-title page-title">ไม่พบคำสั่งซื้อ</h1><p class="woocommerce-error" role="alert">ลิงก์คำสั่งซื้อนี้ไม่ถูกต้อง</p>';
  const bodyClass = 'page-template-default page woocommerce-checkout woocommerce-page woocommerce-order-received';
  return { status: order ? 200 : 404, html: layout({ title: 'ได้รับคำสั่งซื้อแล้ว', bodyClass, main, context }) };
}
