import { findOrder, type DemoOrder } from '../account/orders';
import type { FakeShop } from '../shop';

// The plugin's server side in the fake (docs/research/wc-confirm-payment.md §4, §6): its nonces,
// its bank accounts, the order check's rules and the confirmations it stored.

/** wp_create_nonce( 'wcp_check_order_nonce' ) and the form's wp_nonce_field( 'wcp_form_nonce_action' ). */
export const PAYMENT_NONCES = { checkOrder: 'wcp-check-7f3a', form: 'wcp-form-91bc' } as const;

export function paymentNonce(shop: FakeShop, name: 'wcp_check_order_nonce' | 'wcp_form_nonce_action'): string {
  return shop.settings.nonces[name] ?? (name === 'wcp_check_order_nonce' ? PAYMENT_NONCES.checkOrder : PAYMENT_NONCES.form);
}

/**
 * The demo's switch for the plugin's `transfer_slip_required` option, on the ajax URL the
 * confirmation is posted to: '1' required, '0' optional, absent the shop's setting.
 */
export const PAYMENT_DEMO_SLIP_SWITCH = 'wcp_demo_slip_required';

/** The plugin's bank accounts (its settings screen): the radios of the bank field. */
export const DEMO_BANKS: ReadonlyArray<{ name: string; account: string }> = [
  { name: 'ธนาคารกสิกรไทย', account: '123-4-56789-0' },
  { name: 'ธนาคารไทยพาณิชย์', account: '987-6-54321-0' },
];

/** The order check's texts (the plugin's strings, in the shop's Thai translation). */
export const ORDER_CHECK_TEXT = {
  notFound: 'ไม่พบคำสั่งซื้อนี้',
  paid: 'คำสั่งซื้อนี้ชำระเงินเรียบร้อยแล้ว',
  notRequired: 'คำสั่งซื้อนี้ไม่ต้องแจ้งชำระเงิน',
} as const;

/** research §4 check_order: '' when a payment can be confirmed for `orderId`, else the reason. */
export function orderCheckError(orderId: string): string {
  const order: DemoOrder | undefined = findOrder(orderId);
  if (!order) return ORDER_CHECK_TEXT.notFound;
  if (order.paid) return ORDER_CHECK_TEXT.paid;
  if (order.total <= 0) return ORDER_CHECK_TEXT.notRequired;
  return '';
}

export interface StoredConfirmation {
  name: string;
  phone: string;
  date: string;
  time: string;
  bank: string;
  amount: string;
  order: number;
  /** The stored slip; null for a confirmation sent without one (the option allows it). */
  slip: { name: string; type: string; size: number } | null;
}

const stored = new WeakMap<FakeShop, StoredConfirmation[]>();

/** The confirmations the fake accepted, newest last (the plugin stores a `wcp_payment` post each). */
export function storedConfirmations(shop: FakeShop): StoredConfirmation[] {
  let list = stored.get(shop);
  if (!list) stored.set(shop, (list = []));
  return list;
}

/** The server's current_time( 'd-m-Y' ) in the shop's +07:00 (§3 Server date). */
export function serverCurrentDate(now: Date = new Date()): string {
  const shifted = new Date(now.getTime() + 7 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(shifted.getUTCDate())}-${pad(shifted.getUTCMonth() + 1)}-${shifted.getUTCFullYear()}`;
}
