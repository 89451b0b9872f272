// The markup (and the one event) each behaviour answers, in one leaf module: the behaviours read their selectors from
// here, and so does the registry (registry.ts) that decides, before fetching a behaviour's chunk,
// whether this page has its markup at all (issue 30: one small chunk per behaviour, fetched only
// where that behaviour's markup is). Importing a behaviour's own module would bring its chunk.

/**
 * Only a header that asks for it (issue 29 point 4, docs/decisions.md 495): a theme's own
 * `#masthead` or `header.site-header` is static unless the shop switches the behaviour on, with
 * `config.stickyHeader` naming its header (Twenty Twenty-One: `#masthead`; '' turns it off) or
 * the theme marking it `data-talat-sticky-header`.
 */
export const STICKY_HEADER_SELECTOR = '[data-talat-sticky-header]';
/**
 * The "back to top" controls themes print (docs/research/theme-behaviours.md): an explicit opt-in,
 * `#back-to-top`, `#scroll-to-top`, `a.scroll-to-top` / `.back-to-top`. `config.scrollToTop`
 * replaces the list ('' for none).
 */
export const SCROLL_TO_TOP_SELECTOR = '[data-talat-scroll-top], #back-to-top, #scroll-to-top, .scroll-to-top, .back-to-top';
export const CUSTOM_CURSOR_SELECTOR = '[data-talat-cursor], .custom-cursor';
/** WooCommerce's coming-soon footer banner (its id) and its dismiss control. */
export const COMING_SOON_BANNER_ID = 'coming-soon-footer-banner';
export const COMING_SOON_DISMISS = '.coming-soon-footer-banner-dismiss';
/** The WooCommerce forms whose password fields get a show button. */
export const PASSWORD_FORMS = '.woocommerce form';
export const FIELD_DESCRIPTION = '.woocommerce-input-wrapper .description';
/** Where WooCommerce notices are scrolled to: the theme's main content. */
export const NOTICE_SCOPE = 'main, #main, #content, .site-main, .site-content';
/** WooCommerce's product categories widget as a dropdown. */
export const CATEGORY_SELECT = 'select.dropdown_product_cat';
/** GTranslate's floating switcher. */
export const LANGUAGE_SWITCHER = '.gt_float_switcher';

/**
 * The documented host event (README "Page extras"): any widget or theme script shows a toast with
 * `document.body.dispatchEvent(new CustomEvent('talat:toast', { detail: { message, kind } }))`
 * or `jQuery(document.body).trigger('talat:toast', [{ message, kind }])`. Widgets never import
 * each other, so this event is the whole contract.
 */
export const TOAST_EVENT = 'talat:toast';

/** The config's selector when it names one ('' turns the behaviour off), else the default. */
export const configuredSelector = (configured: unknown, fallback: string): string => (typeof configured === 'string' ? configured : fallback);
