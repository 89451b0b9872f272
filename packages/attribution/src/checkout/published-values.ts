// What the order-attribution part found for this page, for the other parts of the lazy chunk (the
// pixel's consent, the debug panel) and both checkouts: one nanostores atom each (DESIGN.md "State").
import { atom, type ReadableAtom } from '@talat/core';
import { emptyAttributionValues, type AttributionValues } from '../fields';

export interface TrackingState {
  /** §4 Order tracking: on (the rules ran, their cookies are set) or off (cookies deleted). */
  allowed: boolean;
  /** The consent banner has not answered yet: nothing was run or deleted, values are empty. */
  pending: boolean;
}

const values = atom<AttributionValues>(emptyAttributionValues());
const tracking = atom<TrackingState>({ allowed: false, pending: true });

/** The 16 values both checkouts post; all null while tracking is off or not started. */
export const attributionValues: ReadableAtom<AttributionValues> = values;
/** Whether tracking is on (the pixel's click-id cookie follows the same consent). */
export const trackingState: ReadableAtom<TrackingState> = tracking;

export function publishAttribution(next: AttributionValues, state: TrackingState): void {
  tracking.set(state);
  values.set(next);
}

/** Back to nothing known (the session's undo, and tests). */
export function resetPublishedAttribution(): void {
  publishAttribution(emptyAttributionValues(), { allowed: false, pending: true });
}
