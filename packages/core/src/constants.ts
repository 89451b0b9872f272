/**
 * The business constants of SPEC §9, in one place. Each value cites its section so a reader can
 * check it against the contract. Times are milliseconds, sizes are pixels or bytes.
 */
export const CONSTANTS = {
  locale: {
    /** §9 Locale */
    language: 'th',
    currency: 'THB',
    currencyMinorUnit: 2,
    timezoneOffset: '+07:00',
    /** §9 Locale — jQuery UI datepicker tokens: `yy` is the four-digit year. */
    shopDateFormat: 'dd/mm/yy',
    leadFormDateFormat: 'mm/dd/yy',
    /** §3 Server date dd-mm-yyyy, written in the same jQuery UI tokens as the others. */
    serverDateFormat: 'dd-mm-yy',
    weekStartsOn: 0,
  },
  cart: {
    /** §9 Cart */
    noticeVisibleMs: 3000,
    fragmentTimeoutMs: 5000,
    fragmentCacheLifetimeMs: 86_400_000,
    addedMessageDelayMs: 1000,
    redirectAfterAdd: 'yes',
  },
  page: {
    /** §9 Page */
    storeNoticeFocusDelayMs: 500,
    scrollTopThresholdPx: 100,
    scrollTopAnimationMs: 600,
    fixedHeaderThresholdPx: 120,
    preloaderHideMs: 2000,
    fieldDescriptionSlideMs: 250,
    noticeScrollOffsetPx: 100,
    noticeScrollDurationMs: 1000,
  },
  documents: {
    /** §9 Order documents */
    mobileBreakpointPx: 768,
    mobilePrintCloseMs: 2000,
    desktopPrintDelayMs: 500,
    reloadAfterManualNumberMs: 1000,
    showDocumentPreview: 'No',
    documentAccessType: 'logged_in',
  },
  payment: {
    /** §9 Payment confirmation */
    slipMaxBytes: 2_097_152,
  },
  search: {
    /** §9 Search */
    localLookupLimit: 5,
    minChars: 1,
    listMaxHeightPx: 300,
    hideOnBlurDelayMs: 200,
    debounceMs: 0,
  },
  // §9 Wishlist lives with the wishlist (its config defaults and controller/constants.ts), and
  // the popup and lightbox values with @talat/ui (popup-constants.ts): read only by lazily loaded
  // code, they would otherwise sit in this object, which is in every first load.
  compare: {
    /** §9 Compare */
    searchDebounceMs: 100,
    minSearchLength: 2,
    mobileBelowPx: 450,
    footerOpenAfterAddMs: 500,
    dragScrollMultiplier: 3,
  },
  other: {
    /** §9 Other */
    languageSwitcherRetryMs: 500,
    toastAutoHideMs: 5000,
    leadFormDateYears: { from: -200, to: 50 },
    leadFormDobYears: { from: -100, to: 0 },
    attributionCookieLifetimeMonths: 0.00001,
    attributionSessionMinutes: 30,
    clickIdMaxLength: 500,
    clickIdCookieDays: 90,
    mediaPostProcessRetries: 5,
    fetchAllPageSize: 100,
    lazyScriptTimeoutMs: 120_000,
  },
} as const;
