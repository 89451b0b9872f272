// Block checkout (§7 "Checkout and tracking"): the values as extension data under
// `woocommerce/order-attribution` through the checkout data store, when it is on the page.
// OWNER: helper "checkout". STUB until then.
import type { AttributionValues } from '../fields';

export function startBlockCheckout(_win: Window, _values: () => AttributionValues): () => void {
  return () => undefined;
}
