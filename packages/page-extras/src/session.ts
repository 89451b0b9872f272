import { createTranslator, resolveLocale } from '@talat/core';
import type { PageExtrasConfig } from './config';
import type { PageExtra, PageExtrasContext } from './context';
import { startCategoryDropdown } from './features/category-dropdown';
import { startComingSoonBanner } from './features/coming-soon-banner';
import { startCustomCursor } from './features/custom-cursor';
import { startFieldDescriptions } from './features/field-descriptions';
import { startLanguageSwitcher } from './features/language-switcher';
import { startNoticesScroll } from './features/notices-scroll';
import { startPasswordToggle } from './features/password-toggle';
import { startScrollToTop } from './features/scroll-to-top';
import { startSideMenu } from './features/side-menu';
import { startStickyHeader } from './features/sticky-header';
import { startToasts } from './features/toasts';
import { pageExtrasMessages } from './messages';

/** Every behaviour of the lazy chunk, in the order they start. */
export const PAGE_EXTRAS: readonly PageExtra[] = [
  startStickyHeader,
  startScrollToTop,
  startSideMenu,
  startCategoryDropdown,
  startCustomCursor,
  startComingSoonBanner,
  startPasswordToggle,
  startFieldDescriptions,
  startNoticesScroll,
  startToasts,
  startLanguageSwitcher,
];

/**
 * The lazy behaviours WooCommerce's woocommerce.js performs itself (docs/research/woocommerce-frontend.md
 * §3-§5): where the recipe keeps that script (cart and checkout, `config.woocommerceScript`), both
 * running would answer each press twice (two password buttons, two banner saves) or scroll twice
 * to one notice (wc-checkout calls its `$.scroll_to_notices`), so these step aside and the theme's
 * behaviours run as everywhere else.
 */
export const WOOCOMMERCE_JS_EXTRAS: ReadonlySet<PageExtra> = new Set([startComingSoonBanner, startPasswordToggle, startFieldDescriptions, startNoticesScroll]);

export interface PageExtrasSession {
  dispose(): void;
}

/**
 * Starts every behaviour whose markup is on the page. One that throws (markup a theme bent out of
 * shape) logs one error and leaves the others running.
 */
export function startPageExtras(doc: Document, config: PageExtrasConfig, extras: readonly PageExtra[] = PAGE_EXTRAS): PageExtrasSession {
  const context: PageExtrasContext = {
    doc,
    win: doc.defaultView ?? window,
    config,
    t: createTranslator(pageExtrasMessages, resolveLocale(config.locale, doc)),
  };
  const undos: Array<() => void> = [];
  for (const extra of extras) {
    if (config.woocommerceScript === true && WOOCOMMERCE_JS_EXTRAS.has(extra)) continue;
    try {
      const undo = extra(context);
      if (undo) undos.push(undo);
    } catch (error) {
      console.error(`[Talat] page-extras: ${extra.name || 'a behaviour'} could not start`, error);
    }
  }
  return {
    dispose() {
      for (const undo of undos.splice(0).reverse()) undo();
    },
  };
}
