import type { AttributionConfig } from './config';
import type { HeardCommerceEvents } from './tracking/heard-events';
import type { PixelAtStart } from './tracking/pixel-stub';

/** What every part of the attribution's lazy chunks is started with (session.ts). */
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
  /** What the pixel's stub showed when the page started (session.ts), for the page view's rule after the load event. */
  pixelAtStart?: PixelAtStart;
}

/** One part of a lazy chunk: returns its undo, or nothing when it has nothing to do on this page. */
export type AttributionPart = (context: AttributionContext) => (() => void) | undefined;
