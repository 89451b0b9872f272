/**
 * What covers the top of the window at a given scroll position: the sticky header, once fixed.
 * The sticky header says how tall it is there; a scroll to an element (a WooCommerce notice) adds
 * that to its offset, so the element lands below the header instead of under it (what themes with
 * fixed headers do to woocommerce.js's scroll_to_notices). Per document, without the two
 * behaviours importing each other.
 */
type Cover = (scrollTop: number) => number;

const covers = new WeakMap<Document, Cover>();

export function setTopCover(doc: Document, cover: Cover | undefined): void {
  if (cover) covers.set(doc, cover);
  else covers.delete(doc);
}

/** The height covered at the window's top when the page is scrolled to `scrollTop` (0 with no sticky header). */
export function topCoverAt(doc: Document, scrollTop: number): number {
  return covers.get(doc)?.(scrollTop) ?? 0;
}
