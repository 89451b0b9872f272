import { findProduct } from '../catalogue/catalogue';
import type { Product } from '../catalogue/types';
import type { FakeShop } from '../shop';
import { getCart } from './cart-state';

// The cart joined with the catalogue: what every markup builder and the totals read. Amounts are
// summed in satang so 0.1 + 0.2 never prints as 0.30000000000000004 baht.

export interface CartItem {
  readonly key: string;
  readonly product: Product;
  readonly quantity: number;
  /** price × quantity, THB. */
  readonly lineSubtotal: number;
}

export interface CartTotals {
  /** THB, before shipping (the fake has no shipping, taxes or coupons, so it is also the total). */
  readonly subtotal: number;
  /** Sum of quantities: WC_Cart::get_cart_contents_count(), the side cart's badge. */
  readonly itemCount: number;
  readonly lineCount: number;
}

const toSatang = (baht: number): number => Math.round(baht * 100);

export function cartContents(shop: FakeShop, sessionId: string): CartItem[] {
  const items: CartItem[] = [];
  for (const line of getCart(shop, sessionId).lines) {
    const product = findProduct(shop.catalogue, line.productId);
    // A product gone from the catalogue drops out, as WooCommerce drops lines of deleted products.
    if (!product) continue;
    items.push({ key: line.key, product, quantity: line.quantity, lineSubtotal: (toSatang(product.price) * line.quantity) / 100 });
  }
  return items;
}

export function cartTotals(shop: FakeShop, sessionId: string): CartTotals {
  const items = cartContents(shop, sessionId);
  const satang = items.reduce((sum, item) => sum + toSatang(item.lineSubtotal), 0);
  return {
    subtotal: satang / 100,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    lineCount: items.length,
  };
}
