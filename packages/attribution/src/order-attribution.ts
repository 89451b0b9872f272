// The order-attribution part (issue 17): runs the sourcebuster rules for this page load with
// tracking on (writing their cookies), or deletes those cookies with it off (§4 Order tracking),
// and hands the values to both checkouts; follows consent changes.
// OWNER: helper "checkout". STUB until then.
import type { AttributionContext } from './context';

export function startOrderAttribution(_context: AttributionContext): (() => void) | undefined {
  return undefined;
}
