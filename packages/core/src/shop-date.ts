// The shop's calendar dates (§9 Locale): its timezone, jQuery UI's date tokens and the server's
// current_date. A module apart from format.ts, which the runtime carries: only the date fields'
// chunk (ui-calendar) and the payment form use these, so they travel with them.

const SHOP_OFFSET_MINUTES = 7 * 60; // §9 Locale: +07:00

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The calendar date in the shop's timezone, whatever the browser's timezone is. */
export function shopCalendarDate(instant: Date): CalendarDate {
  const shifted = new Date(instant.getTime() + SHOP_OFFSET_MINUTES * 60_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Formats with jQuery UI datepicker tokens, which is what the shop's formats are written in (§9):
 * `dd`/`mm` two-digit day/month, `yy` the FOUR-digit year, `y` the two-digit year. So 'dd/mm/yy'
 * gives 21/11/2026 and 'mm/dd/yy' gives 11/21/2026.
 */
export function formatDatePattern(date: CalendarDate, pattern: string): string {
  return pattern.replace(/dd|mm|yy|y/g, (token) => {
    switch (token) {
      case 'dd':
        return pad(date.day);
      case 'mm':
        return pad(date.month);
      case 'yy':
        return pad(date.year, 4);
      default:
        return pad(date.year % 100);
    }
  });
}

/** The server's current_date, dd-mm-yyyy (§3 Server date). Returns null for anything else. */
export function parseServerDate(text: string): CalendarDate | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}
