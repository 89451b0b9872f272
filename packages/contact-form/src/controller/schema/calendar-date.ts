/** A proleptic Gregorian calendar day, free of any clock or timezone. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DATE_PATTERN = /^(\d{4,})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * §5 date: YYYY-MM-DD with a year of 4 or more digits, and a real date. Year 0000 is refused,
 * as in HTML's valid date string (the format of `<input type=date>` that CF7 follows).
 */
export function parseCalendarDate(text: string): CalendarDate | undefined {
  const match = DATE_PATTERN.exec(text);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

// Sakamoto's month offsets for the day-of-week congruence.
const MONTH_OFFSETS = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4] as const;

/**
 * ISO 8601 day number, Monday 1 … Sunday 7 (§5 dayofweek). Pure calendar arithmetic rather
 * than `new Date(text).getDay()`, which reads the visitor's timezone and can shift the day.
 */
export function isoDayOfWeek({ year, month, day }: CalendarDate): number {
  const y = month < 3 ? year - 1 : year;
  const offset = MONTH_OFFSETS[month - 1] ?? 0;
  const sundayBased = (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + offset + day) % 7;
  return sundayBased === 0 ? 7 : sundayBased;
}
