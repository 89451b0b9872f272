import { PAYMENT_DEMO_SLIP_SWITCH, paymentFormMarkup, paymentGlobals, type FakeShop } from '@talat/mocks';
import { layout, type PageContext } from './layout';
import type { Page } from './shop-pages';
import type { PageOptions } from './widgets';

// WooCommerce Confirm Payment on the demo shop (issue 15; docs/research/wc-confirm-payment.md §1):
// its [wcp_confirm_payment] shortcode's form on /confirm-payment/, for the logged-in demo customer,
// with the order field as a select of their unpaid orders, or `?order_field=text` as the number
// input a guest gets; `?order_id=` preselects an order (the plugin's wcp_order_id query var);
// `?slip_required=1` (or 0) plays the plugin's "Transfer slip: required" option on (or off).

export const PAYMENT_PATH = '/confirm-payment/';

/** `?slip_required=1` / `=0`: the plugin's `transfer_slip_required` option for this page; absent, the shop's. */
export function paymentSwitches(url: URL): Pick<PageOptions, 'slipRequired'> {
  const value = url.searchParams.get('slip_required');
  return value === '1' || value === '0' ? { slipRequired: value === '1' } : {};
}

/**
 * The recipe's `paymentForm` config section: the values of the plugin's WCP global (README). With
 * the page's slip switch, its ajax URL carries the switch to the fake, which serves every browser
 * from one shop (mocks payment/state.ts PAYMENT_DEMO_SLIP_SWITCH).
 */
export function paymentFormConfig(shop: FakeShop, options: Pick<PageOptions, 'slipRequired'> = {}) {
  const wcp = paymentGlobals(shop);
  const ajaxUrl = options.slipRequired === undefined ? wcp.ajaxurl : `${wcp.ajaxurl}?${PAYMENT_DEMO_SLIP_SWITCH}=${options.slipRequired ? 1 : 0}`;
  return { ajaxUrl, checkOrderNonce: wcp.check_order_nonce, currentDate: wcp.current_date };
}

export function paymentPage(context: PageContext, url: URL): Page {
  const orderField = url.searchParams.get('order_field') === 'text' ? 'text' : 'select';
  const orderParam = Number(url.searchParams.get('order_id'));
  const form = paymentFormMarkup(context.shop, {
    orderField,
    ...(Number.isInteger(orderParam) && orderParam > 0 ? { orderId: orderParam } : {}),
    loggedIn: orderField === 'select',
    ...(context.options.slipRequired === undefined ? {} : { slipRequired: context.options.slipRequired }),
  });
  const main = `<h1 class="entry-title page-title">แจ้งชำระเงิน</h1>
<div class="entry-content">
<p>โอนเงินแล้ว กรุณาแจ้งชำระเงินพร้อมแนบสลิปการโอน</p>
${form}
<p class="demo-switches">ช่องคำสั่งซื้อ: <a href="${PAYMENT_PATH}">รายการคำสั่งซื้อของฉัน</a> · <a href="${PAYMENT_PATH}?order_field=text">กรอกหมายเลขคำสั่งซื้อเอง</a> · <a href="/my-account/">บัญชีของฉัน</a></p>
<p class="demo-switches">สลิปการโอน: <a href="${PAYMENT_PATH}?slip_required=1">ต้องแนบ</a> · <a href="${PAYMENT_PATH}?slip_required=0">ไม่บังคับ (ค่าของปลั๊กอิน)</a> · <a href="${PAYMENT_PATH}?widgets=payment-form">ฟอร์มนี้เพียงวิดเจ็ตเดียวในหน้า</a></p>
</div>`;
  return { status: 200, html: layout({ title: 'แจ้งชำระเงิน', bodyClass: 'page-template-default page logged-in', main, context }) };
}
