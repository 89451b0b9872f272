// Classic checkout (§2.7, issue 17): the hidden `wc_order_attribution_<field>` inputs inside every
// `<wc-order-attribution-inputs>`, also after `update_checkout` re-renders the checkout.
// OWNER: helper "checkout". STUB until then.
import type { AttributionValues } from '../fields';

export function startClassicInputs(_doc: Document, _values: () => AttributionValues, _prefix: string): () => void {
  return () => undefined;
}
