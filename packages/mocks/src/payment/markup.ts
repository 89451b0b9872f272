import { DEMO_CUSTOMER, findOrder, unpaidOrders } from '../account/orders';
import { escapeXml as esc } from '../markup/escape';
import type { FakeShop } from '../shop';
import { DEMO_BANKS, paymentNonce } from './state';

// The plugin's form as its template prints it (research §1: public/partials/
// woocommerce-confirm-payment-confirm-form.php): classes, ids and names are the plugin's; the
// labels are the shop's Thai translation. Every server value is escaped, as esc_attr/esc_html.

export interface PaymentFormMarkupOptions {
  /** 'select': a logged-in customer with unpaid orders; 'text': a guest or the shortcode's order_id. */
  orderField: 'select' | 'text';
  /** The order preselected (the `wcp_order_id` query var), which also prefills the amount. */
  orderId?: number;
  /** Logged in: name and phone prefilled from the account. */
  loggedIn?: boolean;
  /** The `transfer_slip_required` option (default: the shop's): the slip label's star. */
  slipRequired?: boolean;
}

const baht = (total: number) => `฿${total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const STAR = '<span class="required">*</span>';

function group(label: string, forId: string | undefined, input: string, half = true, required = true): string {
  const labelFor = forId ? ` for="${forId}"` : '';
  return `<div class="wcp-form-group${half ? ' wcp-col-2' : ''}"><label class="wcp-form-label"${labelFor}>${label}${required ? STAR : ''}</label><div class="wcp-form-input">${input}</div></div>`;
}

export function paymentFormMarkup(shop: FakeShop, options: PaymentFormMarkupOptions): string {
  const loggedIn = options.loggedIn ?? true;
  const name = loggedIn ? `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}` : '';
  const phone = loggedIn ? DEMO_CUSTOMER.phone : '';
  const chosen = options.orderId === undefined ? undefined : findOrder(options.orderId);
  const orderInput =
    options.orderField === 'select'
      ? `<select class="wcp-form-control" id="wcp-order" name="order">${unpaidOrders()
          .map(
            (order) =>
              `<option value="${order.id}" data-total="${esc(String(order.total))}"${order.id === chosen?.id ? ' selected="selected"' : ''}>#${esc(order.number)} (ยอดรวม ${esc(baht(order.total))})</option>`,
          )
          .join('')}</select>`
      : `<input type="number" class="wcp-form-control" id="wcp-order" name="order" value="${chosen ? chosen.id : ''}">`;
  const banks = DEMO_BANKS.map(
    (bank) =>
      `<label class="wcp-account-detail-item"><ul><li class="wcp-account-bank"><input type="radio" name="bank" value="${esc(bank.name)}"> ${esc(`${bank.name} / ${bank.account}`)}</li></ul></label>`,
  ).join('');
  return [
    '<form method="POST" enctype="multipart/form-data" class="wcp-form woocommerce"><div class="wcp-form-inner">',
    group('ชื่อ', 'wcp-name', `<input type="text" class="wcp-form-control" id="wcp-name" name="name" value="${esc(name)}">`),
    group('เบอร์โทรศัพท์', 'wcp-phone', `<input type="tel" class="wcp-form-control" id="wcp-phone" name="phone" value="${esc(phone)}">`),
    group('คำสั่งซื้อ', 'wcp-order', orderInput),
    // The plugin prints the amount without the .wcp-form-input wrapper (research §1).
    `<div class="wcp-form-group wcp-col-2"><label class="wcp-form-label" for="wcp-amount">จำนวนเงินที่โอน${STAR}</label><input type="number" class="wcp-form-control" id="wcp-amount" name="amount" value="${chosen ? esc(String(chosen.total)) : ''}"></div>`,
    `<div class="wcp-form-group"><label class="wcp-form-label">ธนาคารที่โอน${STAR}</label><div class="wcp-form-input wcp-form-input-radio" id="wcp-bank">${banks}</div></div>`,
    group('วันที่โอน', 'wcp-datetime', '<input type="date" class="wcp-form-control" id="wcp-date" name="date" placeholder="dd/mm/yyyy">'),
    group('เวลาที่โอน', 'wcp-time', '<input type="time" class="wcp-form-control" id="wcp-time" name="time" placeholder="hh:mm">'),
    // The star only where the option requires a slip, as the template prints it.
    group('สลิปการโอน', 'wcp-slip', '<input type="file" id="wcp-slip" name="slip" class="wcp-form-control" accept="image/png, image/jpeg, image/gif, image/gif, application/pdf">', false, options.slipRequired ?? shop.settings.payment.slipRequired),
    `<div class="wcp-form-group"><input type="hidden" name="action" value="wcp_confirm_payment"><input type="hidden" id="wcp_form_security_nonce" name="wcp_form_security_nonce" value="${esc(paymentNonce(shop, 'wcp_form_nonce_action'))}"><input type="hidden" name="_wp_http_referer" value="/confirm-payment/"><div class="wcp-form-response"></div><button type="submit" class="button wcp-button-confirm"><span>ส่งข้อมูล</span></button></div>`,
    '</div></form>',
  ].join('');
}
