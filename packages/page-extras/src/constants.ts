/**
 * SPEC §9 Page and the page extras' rows of §9 Other. Kept here rather than read from core's
 * CONSTANTS: core's object lives in the boot chunk every widget's first load fetches, and rollup
 * drops only the properties nobody reads, so reading these from it would put them in every first
 * load (the cart's included). constants.test.ts holds them equal to core's.
 */
export const PAGE_CONSTANTS = {
  /** §2.2: store notices receive focus this long after load. */
  storeNoticeFocusDelayMs: 500,
  /** §2.2: the scroll-to-top button appears after this much scroll. */
  scrollTopThresholdPx: 100,
  /** §2.2: the scroll to the top lasts this long. */
  scrollTopAnimationMs: 600,
  /** §2.2: the header becomes fixed after this much scroll. */
  fixedHeaderThresholdPx: 120,
  /** §2.2: the preloader is hidden this long after load. */
  preloaderHideMs: 2000,
  /** §2.2: field descriptions slide open and closed over this long. */
  fieldDescriptionSlideMs: 250,
  /** §2.2: the page scrolls to a notice leaving this much room above it. */
  noticeScrollOffsetPx: 100,
  /** §2.2: the scroll to a notice lasts this long. */
  noticeScrollDurationMs: 1000,
  /** §9 Other: the language switcher looks for the translate element again this often. */
  languageSwitcherRetryMs: 500,
  /** §9 Other: toasts hide after this long. */
  toastAutoHideMs: 5000,
} as const;
