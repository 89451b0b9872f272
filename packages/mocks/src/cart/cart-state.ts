import type { FakeShop } from '../shop';
import { defineShopState } from '../shop-state';
import { sessionIdFromCookie } from './session';

// One cart per visitor session, kept per shop through defineShopState so every createFakeShop()
// starts with no carts at all and two tests can never see each other's lines.

export interface CartLine {
  /** cartItemKey(productId): the `data-key` / `cart_item_key` / `cart_key` of every call. */
  readonly key: string;
  readonly productId: number;
  readonly quantity: number;
}

/** A read-only snapshot: changing the cart afterwards does not change it. */
export interface Cart {
  readonly sessionId: string;
  /** Epoch ms of the session's first cart use (§3: fragments are cached with the creation time). */
  readonly createdAt: number;
  /** In the order they were first added, as WooCommerce lists them. */
  readonly lines: readonly CartLine[];
}

export type CartNoticeType = 'success' | 'error' | 'notice';

/** A wc_add_notice() message queued in the session (notices.ts adds and takes them). */
export interface CartNotice {
  readonly type: CartNoticeType;
  /** Plain text; whoever prints it escapes it. */
  readonly text: string;
}

/** The mutable record behind a session; only this folder touches it. */
export interface CartRecord {
  readonly createdAt: number;
  lines: CartLine[];
  /** wc_add_notice() queue: shown (and emptied) by the next page that prints notices. */
  notices: CartNotice[];
}

const sessions = defineShopState(() => new Map<string, CartRecord>());

export function cartRecord(shop: FakeShop, sessionId: string): CartRecord {
  const carts = sessions(shop);
  let record = carts.get(sessionId);
  if (!record) {
    record = { createdAt: Date.now(), lines: [], notices: [] };
    carts.set(sessionId, record);
  }
  return record;
}

export function getCart(shop: FakeShop, sessionId: string): Cart {
  const record = cartRecord(shop, sessionId);
  return { sessionId, createdAt: record.createdAt, lines: [...record.lines] };
}

/** The cart of the visitor who sent `cookieHeader` (`request.headers.get('cookie')`). */
export function cartSession(shop: FakeShop, cookieHeader: string | null | undefined): Cart {
  return getCart(shop, sessionIdFromCookie(cookieHeader));
}

/** WC_Cart::empty_cart(): forgets the session's lines, notices and creation time. */
export function clearCart(shop: FakeShop, sessionId: string): void {
  sessions(shop).delete(sessionId);
}
