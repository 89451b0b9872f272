import { formatDatePattern, parseServerDate } from '@talat/core';

/**
 * Date and time conversions of the payment form (SPEC §3 Server date, §9 Locale; research §5).
 * Shown: the shop's 'dd/mm/yy' in jQuery UI tokens, i.e. 24/11/2026 (four-digit year).
 * Sent: yyyy-mm-dd, what the plugin's own <input type="date"> posts in every browser with a date
 * input (the server reads it with strtotime, which also takes dd-mm-yyyy; yyyy-mm-dd is the one
 * form it cannot misread). Time: HH:MM, 24-hour, as <input type="time"> posts.
 */
export const DISPLAY_DATE_PATTERN = 'dd/mm/yy';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

function validDate(year: number, month: number, day: number): CalendarDate | null {
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The server's current_date (dd-mm-yyyy) as the field shows it; '' when it is not a date. */
export function displayServerDate(currentDate: string): string {
  const date = parseServerDate(currentDate);
  return date ? formatDatePattern(date, DISPLAY_DATE_PATTERN) : '';
}

/**
 * What the shopper typed, read as day/month/year: '/', '-' or '.' between, a two-digit year
 * taken as 20yy, a Buddhist-era year (2500 and later, common in Thailand) moved back 543 years.
 */
export function parseDisplayDate(text: string): CalendarDate | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  let year = Number(match[3]);
  if (match[3]?.length === 2) year += 2000;
  if (year >= 2500) year -= 543;
  return validDate(year, Number(match[2]), Number(match[1]));
}

/** The date as the server expects it (yyyy-mm-dd); null when the text is not a date. */
export function dateForServer(text: string): string | null {
  // A value already in the sent form (a browser that kept the native date input) passes as is.
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  const date = iso ? validDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) : parseDisplayDate(text);
  return date ? `${date.year}-${pad(date.month)}-${pad(date.day)}` : null;
}

/** 'H:MM', 'HH:MM' or 'HH.MM' (Thai shops often write 14.30) as HH:MM; null otherwise. */
export function timeForServer(text: string): string | null {
  const match = /^\s*(\d{1,2})[:.](\d{2})\s*(?:น\.?)?\s*$/.exec(text);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return `${pad(hours)}:${pad(minutes)}`;
}
