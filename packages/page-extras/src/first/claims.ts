/**
 * The controls whose clicks the first load claims until the lazy chunk is in (DESIGN.md "Three
 * layers"): a press before the chunk arrives is held, then replayed on the same element, so no
 * press is lost and no control acts twice. Each behaviour adds the selector of its controls.
 */
export const CLAIMED_CLICKS: readonly string[] = [
  // The language switcher's trigger (the side menu's toggles are the config's: mount.ts).
  '.gt_float_switcher .gt-selected',
  // The coming-soon banner's dismiss (features/coming-soon-banner).
  '.coming-soon-footer-banner-dismiss',
];

/**
 * The claimed controls woocommerce.js answers itself: not held where that script stays on the page
 * (`pageExtras.woocommerceScript`), so its own handler gets the press at once.
 */
export const WOOCOMMERCE_JS_CLICKS: readonly string[] = ['.coming-soon-footer-banner-dismiss'];

