import type { AttributionConfig } from './config';
import type { HeardCommerceEvents } from './tracking/heard-events';

/** What every part of the lazy chunks is started with (session.ts). */
export interface AttributionContext {
  doc: Document;
  win: Window;
  config: AttributionConfig;
  /** Date.now, replaceable in tests. */
  now: () => number;
  /**
   * The cart's add and remove heard since the page started (session.ts): the pixel's part starts
   * after the load event and must not miss an add made before. Without it the part hears them itself.
   */
  commerceEvents?: HeardCommerceEvents;
}

/** One part of the lazy chunk: returns its undo, or nothing when it has nothing to do on this page. */
export type AttributionPart = (context: AttributionContext) => (() => void) | undefined;
