/** SPEC §9 Order documents. */
export const DOCUMENT_CONSTANTS = {
  /** Below this window width the print window closes after printing (§2.8: mobile). */
  mobileBreakpointPx: 768,
  /** §2.8 step 3: printing starts this long after the document is in the window. */
  printDelayMs: 500,
  /** §2.8 step 4: on mobile the print window closes this long after printing. */
  mobileCloseMs: 2000,
  /** §4: the page reloads this long after a manual-number action opened the document. */
  reloadMs: 1000,
} as const;
