// §1 Tracking, §7 "Checkout and tracking", §9 click-id rows: the page view to the social
// advertising pixel, the click id's first-party cookie, and the cart's add and remove forwarded as
// the pixel's commerce events (issue 17).
// OWNER: helper "pixel". STUB until then.
import type { AttributionContext } from '../context';

export function startPixelTracking(_context: AttributionContext): (() => void) | undefined {
  return undefined;
}
