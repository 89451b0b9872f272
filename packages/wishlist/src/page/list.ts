// Where the wishlist page's parts are in the plugin's markup (docs/research/yith-wishlist.md
// §2.6–2.8): the traditional table, the mobile list and the images grid all carry the list's
// data-* attributes on `.wishlist_table` and one `[data-row-id]` (the product id) per item.

export const LIST = '.wishlist_table';
export const ROW = '[data-row-id]';
/** A row's selection box (not the header's 'select all', which has no row). */
export const ROW_BOX = `${ROW} .product-checkbox input[type=checkbox]`;
export const QUANTITY_INPUT = `${LIST} .product-quantity input`;
/** A row's remove links: the × and the 'Remove' button of the table, the bin of the mobile list. */
export const REMOVE = '.remove_from_wishlist';
export const REMOVE_LINK = `${LIST} ${REMOVE}`;

export interface RowPlace {
  row: HTMLElement;
  list: HTMLElement;
  /** data-row-id: the product id (research §5, "row id"). */
  rowId: string;
  /** data-token of the list. */
  token: string;
}

/** The row and list `element` is in, when both carry what the calls need; null otherwise (the plain form then does the work). */
export function placeOf(element: Element): RowPlace | null {
  const row = element.closest<HTMLElement>(ROW);
  const list = row?.closest<HTMLElement>(LIST);
  const rowId = row?.getAttribute('data-row-id');
  const token = list?.getAttribute('data-token');
  return row && list && rowId && token ? { row, list, rowId, token } : null;
}

/** The row of `rowId` in the page as it is now (fragments may have put a new one in). */
export function findRow(doc: Document, rowId: string): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`${LIST} [data-row-id="${CSS.escape(rowId)}"]`);
}

export { focusOn } from '../dom/focus';
