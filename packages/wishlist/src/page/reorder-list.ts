import { LIST, ROW } from './list';

// The order of a sortable wishlist list as the page shows it (research §3.2 sort_wishlist_items:
// jQuery UI sortable on `.wishlist_table.sortable:not(.no-interactions)`, items `[data-row-id]`).
// The table, and the images grid when it is sortable, both qualify; the mobile list never is.

export const SORTABLE = `${LIST}.sortable:not(.no-interactions)`;

/** The list's rows in page order (only its own: a nested list's rows are not its rows). */
export function rowsOf(list: Element): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>(ROW)].filter((row) => row.closest(LIST) === list);
}

export const orderOf = (list: Element): string[] => rowsOf(list).map((row) => row.getAttribute('data-row-id') ?? '');

/**
 * Puts the rows in `order` (ids not on the page are skipped, rows not in `order` stay after), before
 * whatever followed the last row (the table's pagination row stays last), and rewrites each row's
 * hidden position input 0..n-1 as the plugin's script does, so the plain 'Update' submit agrees.
 */
export function applyOrder(list: Element, order: readonly string[]): void {
  const rows = rowsOf(list);
  const last = rows[rows.length - 1];
  const parent = last?.parentElement;
  if (!last || !parent) return;
  const after = last.nextSibling;
  const byId = new Map(rows.map((row) => [row.getAttribute('data-row-id') ?? '', row]));
  const placed = [...order.map((id) => byId.get(id)).filter((row): row is HTMLElement => row !== undefined), ...rows.filter((row) => !order.includes(row.getAttribute('data-row-id') ?? ''))];
  // Moving rows blurs what has focus inside them (the caller puts focus back), so a list already in order is left alone.
  const moved = placed.some((row, index) => rows[index] !== row);
  placed.forEach((row, index) => {
    if (moved) parent.insertBefore(row, after);
    const position = row.querySelector<HTMLInputElement>('input[name*="[position]"]');
    if (position) position.value = String(index);
  });
}

export interface Paging {
  page: number;
  perPage: number;
  /** Rows on the pages before this one: the first row's position in the whole list is offset + 1. */
  offset: number;
}

const positiveInt = (value: string | null) => {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isFinite(number) && number > 0 ? number : undefined;
};

/** `data-page` and `data-per-page` as the server printed them (§3.2: sent with every sort). */
export function pagingOf(list: Element): Paging {
  const page = positiveInt(list.getAttribute('data-page')) ?? 1;
  const perPage = positiveInt(list.getAttribute('data-per-page')) ?? rowsOf(list).length;
  const paged = list.getAttribute('data-pagination') === 'yes';
  return { page, perPage, offset: paged ? (page - 1) * perPage : 0 };
}

/** What a row is called: the product's name as the row shows it, else its id. */
export function rowName(row: Element): string {
  return row.querySelector('.product-name')?.textContent?.replace(/\s+/g, ' ').trim() || (row.getAttribute('data-row-id') ?? '');
}
