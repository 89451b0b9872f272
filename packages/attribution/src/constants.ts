// §9 Other, the attribution and click-id rows, as this widget's own copy. Reading them from core's
// CONSTANTS put them into the shared boot chunk that every widget's first load carries (+55 B gzip,
// which pushed the cart's first load over its 7,000 B budget): a value the lazy chunk reads lives
// beside it instead, as the page extras do (docs/decisions.md 379). constants.test.ts keeps the two equal.
export const ATTRIBUTION_CONSTANTS = {
  /** §9 Attribution cookie lifetime setting (months; WooCommerce's `wc_order_attribution_cookie_lifetime_months`). */
  attributionCookieLifetimeMonths: 0.00001,
  /** §9 Attribution session length (minutes). */
  attributionSessionMinutes: 30,
  /** §9 Click-id parameter: at most this many characters. */
  clickIdMaxLength: 500,
  /** §9 Click-id cookie lifetime (days). */
  clickIdCookieDays: 90,
} as const;
