// WooCommerce's refresh_sorted_by_live_region() (woocommerce.js, docs/research/woocommerce-frontend.md
// §2): after the sort select reloads the listing, its result count ("Showing 1–24 of 80, sorted by
// price") is a live region that was already filled in the HTML, which screen readers do not
// announce. Emptied and filled again once the page has settled, it is.

const SORTED_COUNT = '.woocommerce-result-count[data-is-sorted-by="true"]';
/** woocommerce.js's delay (2000 ms at the commit read); not a §9 constant. */
export const RESULT_COUNT_REFRESH_MS = 2000;

/**
 * Re-announces the sorted listing's result count. Its nodes are taken out and put back (never
 * re-parsed from HTML); `aria-hidden` keeps the count out of a screen reader's first reading, as
 * WooCommerce does, so it is heard once. Returns the undo, or nothing without a sorted count.
 */
export function refreshSortedResultCount(doc: Document, win: Window): (() => void) | undefined {
  const count = doc.querySelector<HTMLElement>(SORTED_COUNT);
  if (!count) return undefined;
  const hidden = count.getAttribute('aria-hidden');
  const restore = () => {
    if (hidden === null) count.removeAttribute('aria-hidden');
    else count.setAttribute('aria-hidden', hidden);
  };
  count.setAttribute('aria-hidden', 'true');
  const timer = win.setTimeout(() => {
    restore();
    const nodes = Array.from(count.childNodes);
    count.replaceChildren();
    count.append(...nodes);
  }, RESULT_COUNT_REFRESH_MS);
  return () => {
    win.clearTimeout(timer);
    restore();
  };
}
