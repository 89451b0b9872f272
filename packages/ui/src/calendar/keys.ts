import type { CalendarDate } from './date';
import { addDays, addMonths, addYears, endOfWeek, startOfWeek } from './date-math';

/**
 * Where a key moves the date picker's focus (WAI-ARIA APG "Date Picker Dialog"): arrows by a day
 * or a week, Page Up/Down by a month (with Shift, a year), Home/End to the week's first/last day.
 * Null for a key the grid does not use.
 */
export function dateAfterKey(date: CalendarDate, key: string, shiftKey: boolean, weekStartsOn: number): CalendarDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'PageUp':
      return shiftKey ? addYears(date, -1) : addMonths(date, -1);
    case 'PageDown':
      return shiftKey ? addYears(date, 1) : addMonths(date, 1);
    case 'Home':
      return startOfWeek(date, weekStartsOn);
    case 'End':
      return endOfWeek(date, weekStartsOn);
    default:
      return null;
  }
}
