import { daysInMonth, utcDate, type CalendarDate, type YearRange } from './date';

/** Calendar arithmetic for the date picker: pure, in UTC, so no timezone moves a day. */

const fromUtc = (date: Date): CalendarDate => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });

/** 0 = Sunday, as Date.getDay counts. */
export function weekdayOf(date: CalendarDate): number {
  return utcDate(date.year, date.month, date.day).getUTCDay();
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(utcDate(date.year, date.month, date.day + days));
}

/** Moves by whole months; a day the target month lacks becomes its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const first = fromUtc(utcDate(date.year, date.month + months, 1));
  return { ...first, day: Math.min(date.day, daysInMonth(first.year, first.month)) };
}

export const addYears = (date: CalendarDate, years: number) => addMonths(date, years * 12);

export function startOfWeek(date: CalendarDate, weekStartsOn: number): CalendarDate {
  return addDays(date, -((weekdayOf(date) - weekStartsOn + 7) % 7));
}

export const endOfWeek = (date: CalendarDate, weekStartsOn: number) => addDays(startOfWeek(date, weekStartsOn), 6);

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export const sameDate = (a: CalendarDate | null, b: CalendarDate | null) => a !== null && b !== null && compareDates(a, b) === 0;

/** Keeps a date inside the picker's years (1 January of the first to 31 December of the last). */
export function clampToYears(date: CalendarDate, range: YearRange): CalendarDate {
  if (date.year < range.from) return { year: range.from, month: 1, day: 1 };
  if (date.year > range.to) return { year: range.to, month: 12, day: 31 };
  return date;
}

export interface GridDay extends CalendarDate {
  /** False for the days of the months before and after, shown to fill the weeks. */
  inMonth: boolean;
}

/** The weeks that show a month, each of seven days, starting on `weekStartsOn` (0 = Sunday, §9 Locale). */
export function monthGrid(year: number, month: number, weekStartsOn: number): GridDay[][] {
  const first = { year, month, day: 1 };
  const last = { year, month, day: daysInMonth(year, month) };
  const weeks: GridDay[][] = [];
  for (let start = startOfWeek(first, weekStartsOn); compareDates(start, last) <= 0; start = addDays(start, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const day = addDays(start, index);
        return { ...day, inMonth: day.year === year && day.month === month };
      }),
    );
  }
  return weeks;
}

/** The earliest and latest days a picker lets the shopper choose, either end optional. */
export interface DateLimits {
  min?: CalendarDate | null | undefined;
  max?: CalendarDate | null | undefined;
}

export function isWithin(date: CalendarDate, limits: DateLimits): boolean {
  return !(limits.min && compareDates(date, limits.min) < 0) && !(limits.max && compareDates(date, limits.max) > 0);
}

/** Keeps a date inside the picker's years and then inside its min and max. */
export function clampToLimits(date: CalendarDate, range: YearRange, limits: DateLimits): CalendarDate {
  let kept = clampToYears(date, range);
  if (limits.min && compareDates(kept, limits.min) < 0) kept = limits.min;
  if (limits.max && compareDates(kept, limits.max) > 0) kept = limits.max;
  return kept;
}
