import { CONSTANTS, formatDatePattern } from '@talat/core';

/** A day of the Gregorian calendar; month 1 = January. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** §2.13: date fields' names start with `date_`, date-of-birth fields' with `dob_`. */
export type DateFieldKind = 'date' | 'dob';

export interface YearRange {
  from: number;
  to: number;
}

export function dateFieldKind(name: string): DateFieldKind | null {
  if (name.startsWith('date_')) return 'date';
  if (name.startsWith('dob_')) return 'dob';
  return null;
}

/**
 * The years the picker offers, relative to the current year (§5 Lead forms, §9 Other): date_
 * from 200 years ago to 50 ahead, dob_ from 100 years ago to this year.
 */
export function yearRange(kind: DateFieldKind, currentYear: number): YearRange {
  const offsets = kind === 'date' ? CONSTANTS.other.leadFormDateYears : CONSTANTS.other.leadFormDobYears;
  return { from: currentYear + offsets.from, to: currentYear + offsets.to };
}

export function yearsIn(range: YearRange): number[] {
  return Array.from({ length: range.to - range.from + 1 }, (_, index) => range.from + index);
}

/** The Thai Buddhist-era year shown beside the Gregorian one (the value stays Gregorian). */
export const buddhistYear = (year: number) => year + 543;

/**
 * §9 Locale: lead-form pickers write 'mm/dd/yy' in jQuery UI's tokens, where `yy` is the
 * FOUR-digit year, so 21 November 2026 is '11/21/2026' (docs/decisions.md 17).
 */
export function formatPickerDate(date: CalendarDate): string {
  return formatDatePattern(date, CONSTANTS.locale.leadFormDateFormat);
}

/**
 * Reads what the shopper typed, in the picker's own format (month and day may have one digit,
 * as jQuery UI's parser allows). Anything else, or a day that does not exist, gives null.
 */
export function parsePickerDate(text: string): CalendarDate | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function daysInMonth(year: number, month: number): number {
  return utcDate(year, month + 1, 0).getUTCDate();
}

/** A UTC midnight for any year (Date.UTC would read years 0–99 as 1900–1999); day and month may overflow. */
export function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}
