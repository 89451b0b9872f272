import { formatDate, formatTime, ISO_DATE_FORMAT, parseDate, parseTime, SHOP_DATE_FORMAT, type CalendarDate } from '@talat/ui/calendar';

/**
 * The payment form's date and time, read and written with the shared calendar's functions
 * (@talat/ui/calendar, already in this chunk's imports; SPEC §3 Server date, §9 Locale; research §5).
 * Shown: the shop's 'dd/mm/yy' in jQuery UI tokens (24/11/2026). Sent: yyyy-mm-dd, what the
 * plugin's own <input type="date"> posts (the server's strtotime cannot misread it); HH:MM.
 */

/** How the shopper may type the date: / - . or a space, Thai digits, a พ.ศ. year, and a slip's two-digit year. */
const TYPED = { lenient: true, twoDigitYears: true } as const;

/** What the shopper typed (or the picker wrote), read as day/month/year; null when it is not a date. */
export function readShownDate(text: string): CalendarDate | null {
  return parseDate(text, SHOP_DATE_FORMAT, TYPED);
}

/** A date as the field shows it (24/11/2026). */
export function showDate(date: CalendarDate): string {
  return formatDate(date, SHOP_DATE_FORMAT);
}

/** A value the field may start with, as the field shows it: the plugin's yyyy-mm-dd, or the server's current_date (dd-mm-yyyy). */
export function shownFromServer(value: string): string {
  const date = parseDate(value, ISO_DATE_FORMAT) ?? parseDate(value, 'dd-mm-yy');
  return date ? showDate(date) : '';
}

/** The date as the server expects it (yyyy-mm-dd); null when the text is not a date. */
export function dateForServer(text: string): string | null {
  // A value already in the sent form (a browser that kept the native date input) passes as is.
  const date = parseDate(text.trim(), ISO_DATE_FORMAT) ?? readShownDate(text);
  return date ? formatDate(date, ISO_DATE_FORMAT) : null;
}

/** 9:05, 14.30, 1430, '14.30 น.', Thai digits … as HH:MM (HH:MM:SS when seconds were typed); null otherwise. */
export function timeForServer(text: string): string | null {
  const time = parseTime(text);
  if (!time) return null;
  return formatTime(time, time.second === undefined ? 'HH:mm' : 'HH:mm:ss');
}
