import { paymentFormMarkup, paymentGlobals, type FakeShop } from '@talat/mocks';
import { layout, type PageContext } from './layout';
import type { Page } from './shop-pages';

// WooCommerce Confirm Payment on the demo shop (issue 15; docs/research/wc-confirm-payment.md §1):
// its [wcp_confirm_payment] shortcode's form on /confirm-payment/, for the logged-in demo customer,
// with the order field as a select of their unpaid orders, or `?order_field=text` as the number
// input a guest gets; `?order_id=` preselects an order (the plugin's wcp_order_id query var).

export const PAYMENT_PATH = '/confirm-payment/';

/** The recipe's `paymentForm` config section: the values of the plugin's WCP global (README). */
export function paymentFormConfig(shop: FakeShop) {
  const wcp = paymentGlobals(shop);
  return { ajaxUrl: wcp.ajaxurl, checkOrderNonce: wcp.check_order_nonce, currentDate: wcp.current_date };
}

export function paymentPage(context: PageContext, url: URL): Page {
  const orderField = url.searchParams.get('order_field') === 'text' ? 'text' : 'select';
  const orderParam = Number(url.searchParams.get('order_id'));
  const form = paymentFormMarkup(context.shop, {
    orderField,
    ...(Number.isInteger(orderParam) && orderParam > 0 ? { orderId: orderParam } : {}),
    loggedIn: orderField === 'select',
  });
  const main = `<h1 class="entry-title page-title">แจ้งชำระเงิน</h1>
<div class="entry-content">
<p>โอนเงินแล้ว กรุณาแจ้งชำระเงินพร้อมแนบสลิปการโอน</p>
${form}
<p class="demo-switches">ช่องคำสั่งซื้อ: <a href="${PAYMENT_PATH}">รายการคำสั่งซื้อของฉัน</a> · <a href="${PAYMENT_PATH}?order_field=text">กรอกหมายเลขคำสั่งซื้อเอง</a> · <a href="/my-account/">บัญชีของฉัน</a></p>
</div>`;
  return { status: 200, html: layout({ title: 'แจ้งชำระเงิน', bodyClass: 'page-template-default page logged-in', main, context }) };
}
