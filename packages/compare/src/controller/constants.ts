/** SPEC §9 "Compare" (and the plugin's own numbers, docs/research/th-product-compare.md §1). */
export const COMPARE_CONSTANTS = {
  /** The search request waits this long after the last keystroke. */
  searchDebounceMs: 100,
  /** Shorter text is sent as '' (the server then lists its default products). */
  minSearchLength: 2,
  /** Below this window width the mobile layout applies. */
  mobileBelowPx: 450,
  /** After an add, the footer bar opens (expands) after this long. */
  footerOpenDelayMs: 500,
  /** A pointer drag scrolls the compare table this many times the distance moved. */
  dragScrollMultiplier: 3,
} as const;
