import type { FakeShop } from '../shop';
import { cartRecord, type CartNotice } from './cart-state';

// wc_add_notice() / wc_print_notices(): WooCommerce queues a message in the session when it refuses
// an add (the browser is then sent to product_url) or redirects to the cart after one, and the next
// page prints it. The fake keeps the same queue so the demo pages can print it too.

// The type lives with the session record that holds the queue, so this file imports cart-state
// and never the other way round.
export type { CartNotice, CartNoticeType } from './cart-state';

export function addCartNotice(shop: FakeShop, sessionId: string, notice: CartNotice): void {
  cartRecord(shop, sessionId).notices.push(notice);
}

/** The queued notices, oldest first; the queue is empty afterwards, as after wc_print_notices(). */
export function takeCartNotices(shop: FakeShop, sessionId: string): CartNotice[] {
  const record = cartRecord(shop, sessionId);
  const notices = record.notices;
  record.notices = [];
  return notices;
}
