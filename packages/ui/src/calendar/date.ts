/** A day of the Gregorian calendar; month 1 = January. Values stay Gregorian; Thai years are display only. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The years a picker offers, both ends included. */
export interface YearRange {
  from: number;
  to: number;
}

export function yearsIn(range: YearRange): number[] {
  return Array.from({ length: range.to - range.from + 1 }, (_, index) => range.from + index);
}

/** The Thai Buddhist-era year shown beside the Gregorian one (the value stays Gregorian). */
export const buddhistYear = (year: number) => year + 543;

export function daysInMonth(year: number, month: number): number {
  return utcDate(year, month + 1, 0).getUTCDate();
}

/** A UTC midnight for any year (Date.UTC would read years 0–99 as 1900–1999); day and month may overflow. */
export function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** True when the day exists (no 30 February, no month 13). */
export function isRealDate(year: number, month: number, day: number): boolean {
  return Number.isInteger(year) && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}
