import { shopCalendarDate } from '@talat/core';
import type { CalendarDate, YearRange } from './date';

/** Today in the shop's calendar (§9 Locale, +07:00), whatever the browser's timezone is. */
export const shopToday = (): CalendarDate => shopCalendarDate(new Date());

/** The years offered when a widget names none: ten back and ten ahead, stretched to any min/max. */
export function defaultYears(today: CalendarDate, min?: CalendarDate | null, max?: CalendarDate | null): YearRange {
  return {
    from: Math.min(today.year - 10, min?.year ?? Infinity, max?.year ?? Infinity),
    to: Math.max(today.year + 10, max?.year ?? -Infinity, min?.year ?? -Infinity),
  };
}
