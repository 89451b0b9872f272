import type { AttributionConfig } from './config';

/** What every part of the lazy chunk is started with (session.ts). */
export interface AttributionContext {
  doc: Document;
  win: Window;
  config: AttributionConfig;
  /** Date.now, replaceable in tests. */
  now: () => number;
}

/** One part of the lazy chunk: returns its undo, or nothing when it has nothing to do on this page. */
export type AttributionPart = (context: AttributionContext) => (() => void) | undefined;
