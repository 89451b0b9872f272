// Test fixture: the `[AnalyticsEvent]` payload the cart widget raises (packages/cart/src/controller/
// analytics.ts, §3 "Product (analytics)"), written out here because widgets never import each other.

export interface CartSnapshot {
  id: number;
  name: string;
  sku: string;
  price: number;
  categories: string[];
}

export function analyticsEvent(snapshot: CartSnapshot, quantity: number) {
  const price = Number.isFinite(snapshot.price) ? snapshot.price : 0;
  const minor = (amount: number) => String(Math.round(amount * 100));
  const line = minor(price * quantity);
  return {
    quantity,
    product: {
      id: snapshot.id,
      name: snapshot.name,
      sku: snapshot.sku,
      price,
      prices: { price: minor(price), currency_code: 'THB', currency_minor_unit: 2 },
      categories: snapshot.categories.map((name) => ({ name })),
      quantity,
      totals: { line_subtotal: line, line_total: line, currency_code: 'THB', currency_minor_unit: 2 },
    },
  };
}

/** Meta's base code stub (queue, loaded, version) that also records every call for assertions. */
export function fakePixel(win: Window, queued: unknown[][] = []) {
  const calls: unknown[][] = [];
  const fbq = Object.assign((...args: unknown[]) => void calls.push(args), { queue: queued.map((call) => ({ ...call, length: call.length })), loaded: true, version: '2.0' });
  (win as unknown as { fbq?: unknown }).fbq = fbq;
  return calls;
}
