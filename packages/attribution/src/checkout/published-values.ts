// What the order-attribution part found for this page, for the attribution's later parts (the
// commerce events heard before the pixel's part, the debug panel) and both checkouts.
//
// Two plain published values, not nanostores atoms (DESIGN.md "State"), for a reason of behaviour:
// the count's chunk is fetched at page start to count the landing page within the first load's short hold
// on a leaving click (mount.ts, LEAVE_HOLD_MS). nanostores lives in the shared runtime (22 KB gzip
// with preact and ky); importing it here made the browser fetch all of that before the visit could
// be counted, and on a slow line the shopper was gone first (docs/decisions.md, "Attribution counts
// the visit without the runtime"). What is needed is one value and who to tell when it changes.
import type { AttributionValues } from '../fields';
import { emptyAttributionValues } from '../fields';

/** Read now, or be told on each change (the shape of a nanostores store's `get` and `listen`). */
export interface Published<T> {
  get(): T;
  /** Calls `listener` on every later change (not now); returns the function that stops it. */
  listen(listener: (value: T) => void): () => void;
}

interface Publisher<T> extends Published<T> {
  set(value: T): void;
}

function published<T>(initial: T): Publisher<T> {
  let current = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => current,
    listen(listener) {
      // A wrapper per call, so the same function listening twice is told twice and stopped once each.
      const each = (value: T) => listener(value);
      listeners.add(each);
      return () => void listeners.delete(each);
    },
    set(value) {
      if (Object.is(value, current)) return;
      current = value;
      // As a nanostores store tells them: one added while others are told waits for the next
      // change (a copy), one stopped before its turn is not told (its stop has returned), and one
      // that throws does not keep the rest from being told; the first error surfaces after.
      let failed = false;
      let failure: unknown;
      for (const listener of Array.from(listeners)) {
        if (!listeners.has(listener)) continue;
        try {
          listener(value);
        } catch (error) {
          if (!failed) [failed, failure] = [true, error];
        }
      }
      if (failed) throw failure;
    },
  };
}

export interface TrackingState {
  /** §4 Order tracking: on (the rules ran, their cookies are set) or off (cookies deleted). */
  allowed: boolean;
  /** The consent banner has not answered yet: nothing was run or deleted, values are empty. */
  pending: boolean;
}

const values = published<AttributionValues>(emptyAttributionValues());
const tracking = published<TrackingState>({ allowed: false, pending: true });

/** The 16 values both checkouts post; all null while tracking is off or not started. */
export const attributionValues: Published<AttributionValues> = values;
/** Whether tracking is on (the pixel's click-id cookie follows the same consent). */
export const trackingState: Published<TrackingState> = tracking;

export function publishAttribution(next: AttributionValues, state: TrackingState): void {
  tracking.set(state);
  values.set(next);
}

/** Back to nothing known (the session's undo, and tests). */
export function resetPublishedAttribution(): void {
  publishAttribution(emptyAttributionValues(), { allowed: false, pending: true });
}
