// The checkouts' part (§2.7, §7 "Checkout and tracking"): the values the order-attribution part
// published, into both checkouts — the hidden inputs of every `<wc-order-attribution-inputs>`
// (classic-inputs.ts) and the block checkout's data store (block-checkout.ts) — now and on each
// change. Its own chunk (docs/decisions.md 511), fetched at once on a page that has a checkout or a
// form WooCommerce marks, and elsewhere only when an order is placed, which the first load holds
// until this has filled the fields (mount.ts).
import { startBlockCheckout } from './checkout/block-checkout';
import { startClassicInputs } from './checkout/classic-inputs';
import { attributionValues } from './checkout/published-values';
import type { AttributionContext, AttributionPart } from './context';
import { DEFAULT_FIELD_PREFIX } from './fields';

export const startCheckoutFields: AttributionPart = ({ doc, win, config }: AttributionContext) => {
  const stops = [startClassicInputs(doc, attributionValues, config.fieldPrefix || DEFAULT_FIELD_PREFIX), startBlockCheckout(win, attributionValues)];
  return () => stops.splice(0).forEach((stop) => stop());
};
