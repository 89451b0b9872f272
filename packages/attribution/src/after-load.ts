// The attribution's chunk after the load event (session.ts, docs/decisions.md 511): the pixel's
// tracking and the debug panel, started with the session's context.
import type { AttributionPart } from './context';
import { startDebugPanel } from './debug';
import { startPixelTracking } from './tracking';

/** In the order they start: the panel last (it shows what the others did). */
export const AFTER_LOAD_PARTS: readonly AttributionPart[] = [startPixelTracking, startDebugPanel];
