import { createTranslator, loadChunk, resolveLocale } from '@talat/core';
import type { PageExtrasConfig } from './config';
import type { PageExtra, PageExtrasContext } from './context';
import { PAGE_EXTRA_PARTS, type PageExtraPart } from './features/registry';
import { pageExtrasMessages } from './messages';

/** Every behaviour, each a part with its own chunk (features/registry.ts). */
export const PAGE_EXTRAS = PAGE_EXTRA_PARTS;

export interface PageExtrasSession {
  /** Settles once every behaviour whose markup is on the page has started (or failed to load or start). */
  ready: Promise<void>;
  dispose(): void;
}

/**
 * Starts every behaviour whose markup is on the page: only those parts' chunks are fetched
 * (issue 30), all at once, and they start in the registry's order as they come in. Where the
 * recipe keeps WooCommerce's woocommerce.js (cart and checkout, `config.woocommerceScript`) the
 * behaviours that script performs itself (docs/research/woocommerce-frontend.md §3-§5) step aside:
 * both running would answer each press twice (two password buttons, two banner saves) or scroll
 * twice to one notice (wc-checkout calls its `$.scroll_to_notices`). A part that cannot load, or
 * throws when it starts (markup a theme bent out of shape), logs one error and leaves the others running.
 */
export function startPageExtras(doc: Document, config: PageExtrasConfig, parts: readonly PageExtraPart[] = PAGE_EXTRA_PARTS): PageExtrasSession {
  const context: PageExtrasContext = {
    doc,
    win: doc.defaultView ?? window,
    config,
    t: createTranslator(pageExtrasMessages, resolveLocale(config.locale, doc)),
  };
  const wanted = parts.filter((part) => !(config.woocommerceScript === true && part.woocommerceJs) && part.present(doc, config));
  const undos: Array<() => void> = [];
  let disposed = false;
  const loadPart = (part: PageExtraPart): Promise<PageExtra | undefined> =>
    loadChunk(part.load).catch((error: unknown) => {
      console.error(`[Talat] page-extras: ${part.name} could not load`, error);
      return undefined;
    });
  const startPart = (part: PageExtraPart, start: PageExtra | undefined) => {
    if (disposed || !start) return;
    try {
      const undo = start(context);
      if (undo) undos.push(undo);
    } catch (error) {
      console.error(`[Talat] page-extras: ${part.name} could not start`, error);
    }
  };
  // All fetched at once; each starts as soon as it and every part before it are in, so a slow
  // chunk holds back only the parts after it, and the toasts' listener (first, no fetch) starts now.
  const ready = wanted.reduce<Promise<void>>((before, part) => {
    const loading = loadPart(part);
    return before.then(() => loading).then((start) => startPart(part, start));
  }, Promise.resolve());
  return {
    ready,
    dispose() {
      disposed = true;
      for (const undo of undos.splice(0).reverse()) undo();
    },
  };
}
