import { CONSTANTS } from '@talat/core';
import { formatDate, parseDate, type CalendarDate, type YearRange } from '@talat/ui/calendar';

export type { CalendarDate, YearRange };

/** §2.13: date fields' names start with `date_`, date-of-birth fields' with `dob_`. */
export type DateFieldKind = 'date' | 'dob';

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

/**
 * §9 Locale: lead-form pickers write 'mm/dd/yy' in jQuery UI's tokens, where `yy` is the
 * FOUR-digit year, so 21 November 2026 is '11/21/2026' (docs/decisions.md 17).
 */
export function formatPickerDate(date: CalendarDate): string {
  return formatDate(date, CONSTANTS.locale.leadFormDateFormat);
}

/**
 * Reads what the shopper typed, in the picker's own format (month and day may have one digit,
 * as jQuery UI's parser allows). Anything else, or a day that does not exist, gives null.
 */
export function parsePickerDate(text: string): CalendarDate | null {
  return parseDate(text, CONSTANTS.locale.leadFormDateFormat);
}
