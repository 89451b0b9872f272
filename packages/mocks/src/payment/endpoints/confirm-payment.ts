import { findOrder } from '../../account/orders';
import { defineAjaxAction } from '../../router/registry';
import { phpUpload } from '../../router/php-upload';
import { wpJson } from '../../router/responses';
import type { WpRequest } from '../../router/wp-request';
import type { FakeShop } from '../../shop';
import { orderCheckError, PAYMENT_DEMO_SLIP_SWITCH, storedConfirmations } from '../state';
import { refusedNonce } from './check-order';

// §7 Payment confirmation, action=wcp_confirm_payment, multipart (research §4 confirm_payment):
// every field checked, errors keyed by field; the slip read from `$_FILES['slip']` as PHP fills it
// (router/php-upload.ts): none is refused only where the plugin's option requires one, and any
// upload whose type is not jpeg/gif/png/pdf is refused as the wrong type, an empty file part
// (error 4, type '') too; then stored, the slip last (a failed upload is reported as `attachment`,
// §3). PHP's json_encode gives `errors: []` when none.

export const PAYMENT_TEXT = {
  name: 'กรุณากรอกชื่อ',
  phone: 'กรุณากรอกเบอร์โทรศัพท์',
  date: 'กรุณากรอกวันที่โอน',
  time: 'กรุณากรอกเวลาที่โอน',
  bank: 'กรุณาเลือกธนาคารที่โอน',
  amount: 'กรุณากรอกจำนวนเงินที่โอน',
  order: 'กรุณากรอกหมายเลขคำสั่งซื้อ',
  slip: 'กรุณาอัปโหลดสลิปการโอน',
  slipType: 'ไม่รองรับไฟล์ประเภทนี้ อัปโหลดได้เฉพาะไฟล์ jpg, png, gif และ pdf',
  attachment: 'อัปโหลดสลิปไม่สำเร็จ ไฟล์มีขนาดเกิน 2 MB',
  success: '<p>แจ้งชำระเงินเรียบร้อยแล้ว ขอบคุณค่ะ</p>',
} as const;

const SLIP_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'application/pdf']);
/** The site's upload limit, which wp_handle_upload enforces (the page refuses the same, §9). */
const SLIP_MAX_BYTES = 2_097_152;

/**
 * The plugin's `transfer_slip_required` option: the shop's, or the demo page's switch for this one
 * request (the ajax URL it prints carries it, as the account page's print links carry `doc_demo`),
 * since the demo serves every browser from one shop.
 */
function slipRequired(request: WpRequest, shop: FakeShop): boolean {
  const demo = request.url.searchParams.get(PAYMENT_DEMO_SLIP_SWITCH);
  return demo === '1' ? true : demo === '0' ? false : shop.settings.payment.slipRequired;
}

export const wcpConfirmPayment = defineAjaxAction('wcp_confirm_payment', (request, shop) => {
  const refused = refusedNonce(request, shop, 'wcp_form_nonce_action', 'wcp_form_security_nonce');
  if (refused) return refused;
  const field = (name: string) => (request.params[name] ?? '').trim();
  const errors: Record<string, string> = {};
  if (!field('name')) errors.name = PAYMENT_TEXT.name;
  if (!field('phone')) errors.phone = PAYMENT_TEXT.phone;
  // The plugin stores strtotime( date time ); anything strtotime cannot read is refused here.
  if (!/^\d{4}-\d{2}-\d{2}$|^\d{2}[-/]\d{2}[-/]\d{4}$/.test(field('date'))) errors.date = PAYMENT_TEXT.date;
  if (!/^\d{2}:\d{2}$/.test(field('time'))) errors.time = PAYMENT_TEXT.time;
  if (!field('bank')) errors.bank = PAYMENT_TEXT.bank;
  // absint( amount ): '0', '' and text are no amount.
  if (!(Math.trunc(Math.abs(Number(field('amount')))) > 0)) errors.amount = PAYMENT_TEXT.amount;
  const order = field('order');
  if (!order || !(Number(order) > 0)) errors.order = PAYMENT_TEXT.order;
  else if (orderCheckError(order) !== '') errors.order = orderCheckError(order);
  const slip = phpUpload(request.files.slip);
  // `! $slip && required`, then `$slip && ! in_array( $slip['type'], $allowed_slip )`.
  if (!slip && slipRequired(request, shop)) errors.slip = PAYMENT_TEXT.slip;
  if (slip && !SLIP_TYPES.has(slip.type)) errors.slip = PAYMENT_TEXT.slipType;
  // media_handle_upload runs only for a confirmation with no other error.
  if (Object.keys(errors).length === 0 && slip && slip.size > SLIP_MAX_BYTES) errors.attachment = PAYMENT_TEXT.attachment;
  if (Object.keys(errors).length > 0) return wpJson({ success: '', errors });
  storedConfirmations(shop).push({
    name: field('name'),
    phone: field('phone'),
    date: field('date'),
    time: field('time'),
    bank: field('bank'),
    amount: field('amount'),
    order: findOrder(order)?.id ?? Number(order),
    slip: slip ? { name: slip.name, type: slip.type, size: slip.size } : null,
  });
  return wpJson({ success: PAYMENT_TEXT.success, errors: [] });
});
