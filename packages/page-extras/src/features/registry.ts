// Every behaviour of the page extras as a part of its own (issue 30): whether this page has its
// markup, asked before anything is fetched, and how its chunk is loaded. The session (session.ts)
// fetches only the parts whose markup is here, so a page without a side menu never downloads the
// drawer. Each check reads markup.ts only; the behaviour itself still checks everything it needs
// when it starts (a check here that says yes costs a fetch, never a wrong start).
import type { PageExtrasConfig } from '../config';
import type { PageExtra } from '../context';
import { sideMenuToggleSelector } from './side-menu/selector';
import { startToastsAtFirstToast } from './toasts/at-first-toast';
import {
  CATEGORY_SELECT,
  COMING_SOON_BANNER_ID,
  COMING_SOON_DISMISS,
  configuredSelector,
  CUSTOM_CURSOR_SELECTOR,
  FIELD_DESCRIPTION,
  LANGUAGE_SWITCHER,
  NOTICE_SCOPE,
  PASSWORD_FORMS,
  SCROLL_TO_TOP_SELECTOR,
  STICKY_HEADER_SELECTOR,
} from './markup';

export interface PageExtraPart {
  /** Its name in logs and tests. */
  name: string;
  /** Whether this page has the behaviour's markup (a query, no work). */
  present(doc: Document, config: PageExtrasConfig): boolean;
  /** Its chunk, resolved to the behaviour's start. */
  load(): Promise<PageExtra>;
  /** One woocommerce.js performs itself: not started where the recipe keeps that script (session.ts). */
  woocommerceJs?: true;
}

/**
 * A selector from the config that is not one makes the check say yes: the behaviour then starts
 * and says what is wrong with its selector, as it did before its check came first.
 */
function has(doc: Document, selector: string): boolean {
  if (!selector) return false;
  try {
    return doc.querySelector(selector) !== null;
  } catch {
    return true;
  }
}

/** Every behaviour, in the order they start (the toasts' listener first: it fetches nothing until a toast). */
export const PAGE_EXTRA_PARTS: readonly PageExtraPart[] = [
  {
    // No markup of its own: any widget or theme script may ask for a toast (markup.ts TOAST_EVENT).
    // Its listener is here, in the session's chunk; the toasts' own chunk comes at the first toast.
    name: 'toasts',
    present: () => true,
    load: () => Promise.resolve(startToastsAtFirstToast),
  },
  {
    name: 'sticky-header',
    present: (doc, config) => has(doc, configuredSelector(config.stickyHeader, STICKY_HEADER_SELECTOR)),
    load: () => import('./sticky-header').then((part) => part.startStickyHeader),
  },
  {
    name: 'scroll-to-top',
    present: (doc, config) => has(doc, configuredSelector(config.scrollToTop, SCROLL_TO_TOP_SELECTOR)),
    load: () => import('./scroll-to-top').then((part) => part.startScrollToTop),
  },
  {
    name: 'side-menu',
    present: (doc, config) => has(doc, sideMenuToggleSelector(config)),
    load: () => import('./side-menu').then((part) => part.startSideMenu),
  },
  {
    name: 'category-dropdown',
    present: (doc) => has(doc, CATEGORY_SELECT),
    load: () => import('./category-dropdown').then((part) => part.startCategoryDropdown),
  },
  {
    name: 'custom-cursor',
    present: (doc) => has(doc, CUSTOM_CURSOR_SELECTOR),
    load: () => import('./custom-cursor').then((part) => part.startCustomCursor),
  },
  {
    name: 'coming-soon-banner',
    present: (doc) => doc.getElementById(COMING_SOON_BANNER_ID)?.querySelector(COMING_SOON_DISMISS) != null,
    load: () => import('./coming-soon-banner').then((part) => part.startComingSoonBanner),
    woocommerceJs: true,
  },
  {
    name: 'password-toggle',
    // A password field, not any WooCommerce form: a shop page's sort form is one too.
    present: (doc) => has(doc, `${PASSWORD_FORMS} input[type="password"]`),
    load: () => import('./password-toggle').then((part) => part.startPasswordToggle),
    woocommerceJs: true,
  },
  {
    name: 'field-descriptions',
    present: (doc) => has(doc, FIELD_DESCRIPTION),
    load: () => import('./field-descriptions').then((part) => part.startFieldDescriptions),
    woocommerceJs: true,
  },
  {
    name: 'notices-scroll',
    present: (doc) => has(doc, NOTICE_SCOPE),
    load: () => import('./notices-scroll').then((part) => part.startNoticesScroll),
    woocommerceJs: true,
  },
  {
    name: 'language-switcher',
    present: (doc) => has(doc, LANGUAGE_SWITCHER),
    load: () => import('./language-switcher').then((part) => part.startLanguageSwitcher),
  },
];
