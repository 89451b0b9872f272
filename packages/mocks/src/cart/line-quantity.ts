import { findProduct } from '../catalogue/catalogue';
import type { FakeShop } from '../shop';
import { cartRecord, type CartLine } from './cart-state';

// Changing a line that is already in the cart: WC_Cart::set_quantity() / remove_cart_item(), with
// the lot limits applied the way the min/max rules of §4 "Cart line quantity" expect: 0 removes,
// too many clamps to the maximum, too few (but some) rises to the minimum.

export type SetQuantityOutcome =
  | { readonly status: 'updated'; readonly line: CartLine }
  | { readonly status: 'removed'; readonly key: string }
  | { readonly status: 'unknown-key'; readonly key: string }
  /** Negative or not a number: nothing changes. */
  | { readonly status: 'invalid-quantity'; readonly key: string };

export function setLineQuantity(shop: FakeShop, sessionId: string, key: string, quantity: number): SetQuantityOutcome {
  const record = cartRecord(shop, sessionId);
  const index = record.lines.findIndex((line) => line.key === key);
  const current = record.lines[index];
  if (!current) return { status: 'unknown-key', key };
  const amount = Math.trunc(quantity);
  if (!(amount >= 0)) return { status: 'invalid-quantity', key };
  if (amount === 0) {
    record.lines.splice(index, 1);
    return { status: 'removed', key };
  }
  const product = findProduct(shop.catalogue, current.productId);
  const min = product?.minQty ?? 1;
  const max = product?.maxQty ?? null;
  const clamped = Math.max(min, max === null ? amount : Math.min(amount, max));
  const line: CartLine = { ...current, quantity: clamped };
  record.lines[index] = line;
  return { status: 'updated', line };
}

/** WC_Cart::remove_cart_item(): false when the key is not in the cart. */
export function removeLine(shop: FakeShop, sessionId: string, key: string): boolean {
  return setLineQuantity(shop, sessionId, key, 0).status === 'removed';
}
