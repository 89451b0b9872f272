/**
 * Where a key moves the time list's active option (WAI-ARIA APG combobox with a listbox popup):
 * Down/Up by one, Page Down/Up by four, stopping at the ends. Null for a key the list does not use.
 */
export function optionAfterKey(active: number, count: number, key: string): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(active + 1, last);
    case 'ArrowUp':
      return Math.max(active - 1, 0);
    case 'PageDown':
      return Math.min(active + 4, last);
    case 'PageUp':
      return Math.max(active - 4, 0);
    default:
      return null;
  }
}
