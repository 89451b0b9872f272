import type { AttributionConfig } from './config';
import type { AttributionContext, AttributionPart } from './context';
import { startDebugPanel } from './debug';
import { startOrderAttribution } from './order-attribution';
import { startPixelTracking } from './tracking';

/** Every part of the lazy chunk, in the order they start (the panel last: it shows what the others did). */
export const ATTRIBUTION_PARTS: readonly AttributionPart[] = [startOrderAttribution, startPixelTracking, startDebugPanel];

export interface AttributionSession {
  dispose(): void;
}

/** Starts every part. One that throws logs one error and leaves the others running. */
export function startAttribution(doc: Document, config: AttributionConfig, parts: readonly AttributionPart[] = ATTRIBUTION_PARTS, now: () => number = Date.now): AttributionSession {
  const context: AttributionContext = { doc, win: doc.defaultView ?? window, config, now };
  const undos: Array<() => void> = [];
  for (const part of parts) {
    try {
      const undo = part(context);
      if (undo) undos.push(undo);
    } catch (error) {
      console.error('[Talat] attribution: a part failed to start', error);
    }
  }
  return { dispose: () => undos.splice(0).reverse().forEach((undo) => undo()) };
}
