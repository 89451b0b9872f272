/**
 * Reordering the wishlist table by keyboard (issue 13: "a keyboard way to move a row up and
 * down"): the drag-and-drop order and the keyboard's are the same list of row ids, sent as
 * `positions` (§7 sort_wishlist_items).
 */
export function moveRow(order: readonly string[], rowId: string, by: -1 | 1): string[] {
  const from = order.indexOf(rowId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const moved = [...order];
  moved.splice(from, 1);
  moved.splice(to, 0, rowId);
  return moved;
}

/** Moves a row to a new index (a drop): the same list, the row taken out and put back at `to`. */
export function dropRow(order: readonly string[], rowId: string, to: number): string[] {
  const from = order.indexOf(rowId);
  if (from < 0) return [...order];
  const moved = order.filter((id) => id !== rowId);
  moved.splice(Math.max(0, Math.min(to, moved.length)), 0, rowId);
  return moved;
}

/** Whether two orders differ (a drop where it was picked up sends nothing). */
export function orderChanged(before: readonly string[], after: readonly string[]): boolean {
  return before.length !== after.length || before.some((id, index) => after[index] !== id);
}
