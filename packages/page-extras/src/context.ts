import type { PageExtrasConfig } from './config';
import type { PageExtrasTranslate } from './messages';

/** What every behaviour of the lazy chunk is started with (session.ts). */
export interface PageExtrasContext {
  doc: Document;
  win: Window;
  config: PageExtrasConfig;
  t: PageExtrasTranslate;
}

/**
 * One site-wide behaviour: it looks for its markup and returns nothing when the page has none (a
 * page without a sticky header gets no scroll listener, issue 16), or the undo of everything it
 * added (listeners, timers, attributes, elements).
 */
export type PageExtra = (context: PageExtrasContext) => (() => void) | undefined;
