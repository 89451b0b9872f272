import { cartContents, cartTotals } from '../cart/contents';
import { clearCart } from '../cart/cart-state';
import type { FakeShop } from '../shop';
import { defineShopState } from '../shop-state';
import type { AttributionMeta } from './order-meta';

// The orders the fake checkout creates (issue 17): WooCommerce creates one from the session's cart,
// stores the attribution meta on it, empties the cart and sends the shopper to the order-received
// page, which only opens with the order's key. Kept per shop (defineShopState), ids after the
// demo customer's fixture orders.

export interface PlacedOrder {
  readonly id: number;
  /** `wc_order_<13 chars>`: the `?key=` the order-received URL needs. */
  readonly key: string;
  readonly checkout: 'classic' | 'block';
  readonly total: number;
  readonly lines: ReadonlyArray<{ name: string; quantity: number; subtotal: number }>;
  readonly billing: Readonly<Record<string, string>>;
  /** The attribution order meta, unprefixed (`source_type`, …, `device_type`); empty when nothing was stored. */
  readonly attribution: AttributionMeta;
}

const FIRST_ORDER_ID = 2001;
const state = defineShopState(() => ({ next: FIRST_ORDER_ID, orders: [] as PlacedOrder[] }));

/** A key like WooCommerce's wc_generate_order_key(): `wc_order_` + 13 characters. */
function orderKey(id: number): string {
  const random = Math.random().toString(36).slice(2, 10).padEnd(8, '0');
  return `wc_order_${(id.toString(36) + random).slice(0, 13).padEnd(13, 'x')}`;
}

/** Creates the order from the session's cart and empties the cart; undefined for an empty cart. */
export function placeOrder(shop: FakeShop, sessionId: string, input: { checkout: PlacedOrder['checkout']; billing: Record<string, string>; attribution: AttributionMeta }): PlacedOrder | undefined {
  const items = cartContents(shop, sessionId);
  if (items.length === 0) return undefined;
  const store = state(shop);
  const id = store.next++;
  const order: PlacedOrder = {
    id,
    key: orderKey(id),
    checkout: input.checkout,
    total: cartTotals(shop, sessionId).subtotal,
    lines: items.map((item) => ({ name: item.product.name, quantity: item.quantity, subtotal: item.lineSubtotal })),
    billing: { ...input.billing },
    attribution: { ...input.attribution },
  };
  store.orders.push(order);
  clearCart(shop, sessionId);
  return order;
}

/** The order, only with its key (the order-received page's check). */
export function findPlacedOrder(shop: FakeShop, id: number | string, key: string | null): PlacedOrder | undefined {
  const order = state(shop).orders.find((candidate) => candidate.id === Number(id));
  return order && order.key === key ? order : undefined;
}

/** Every order placed, oldest first (tests). */
export function placedOrders(shop: FakeShop): readonly PlacedOrder[] {
  return state(shop).orders;
}

/** `/checkout/order-received/<id>/?key=<key>` (wc_get_endpoint_url under the checkout page). */
export function orderReceivedUrl(checkoutUrl: string, order: PlacedOrder): string {
  const base = checkoutUrl.endsWith('/') ? checkoutUrl : `${checkoutUrl}/`;
  return `${base}order-received/${order.id}/?key=${encodeURIComponent(order.key)}`;
}
