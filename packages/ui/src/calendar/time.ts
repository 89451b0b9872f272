import { westernDigits } from './digits';

/** A time of day on the 24-hour clock. */
export interface ClockTime {
  hour: number;
  minute: number;
  second?: number;
}

/**
 * A time format: `HH` two-digit hour (00–23), `mm` minutes, `ss` seconds; the rest is literal.
 * 'HH:mm' is what the payment confirmation sends (§7: HH:MM with optional :SS).
 */
export type TimeFormat = 'HH:mm' | 'HH:mm:ss' | 'HH.mm' | (string & {});

export const DEFAULT_TIME_FORMAT: TimeFormat = 'HH:mm';

const pad = (n: number) => String(n).padStart(2, '0');

export function formatTime(time: ClockTime, format: TimeFormat = DEFAULT_TIME_FORMAT): string {
  return format.replace(/HH|mm|ss/g, (token) => pad(token === 'HH' ? time.hour : token === 'mm' ? time.minute : (time.second ?? 0)));
}

// The ways Thai shoppers write a time: 14:30, 14.30 (the usual Thai way), 14 30, 1430, 930,
// 9 (on the hour), with an optional seconds part and an optional 'น.' / 'นาฬิกา' after it.
const SEPARATED = /^(\d{1,2})[:.\s](\d{2})(?:[:.\s](\d{2}))?$/;
const RUN_OF_DIGITS = /^\d{1,4}$/;
const THAI_SUFFIX = /\s*(?:น\.?|นาฬิกา)$/;

/** Reads a typed time; null when it is not one (hours 0–23, minutes and seconds 0–59). */
export function parseTime(text: string): ClockTime | null {
  const written = westernDigits(text).trim().replace(THAI_SUFFIX, '');
  let hour: number;
  let minute: number;
  let second: number | undefined;
  const separated = SEPARATED.exec(written);
  if (separated) {
    [hour, minute] = [Number(separated[1]), Number(separated[2])];
    second = separated[3] === undefined ? undefined : Number(separated[3]);
  } else if (RUN_OF_DIGITS.test(written)) {
    // 1–2 digits are the hour; 3–4 digits end with the minutes (930 → 09:30, 1430 → 14:30).
    const digits = written.length <= 2 ? `${written}00` : written;
    [hour, minute] = [Number(digits.slice(0, -2)), Number(digits.slice(-2))];
  } else {
    return null;
  }
  if (hour > 23 || minute > 59 || (second !== undefined && second > 59)) return null;
  return second === undefined ? { hour, minute } : { hour, minute, second };
}

/** The times a list offers: from 00:00 every `stepMinutes` through the day. */
export function timeOptions(stepMinutes = 30): ClockTime[] {
  const step = Math.max(1, Math.floor(stepMinutes));
  return Array.from({ length: Math.ceil((24 * 60) / step) }, (_, index) => ({ hour: Math.floor((index * step) / 60), minute: (index * step) % 60 }));
}

const minutesOf = (time: ClockTime) => time.hour * 60 + time.minute;

/** The option a typed time lands on in the list: the last one at or before it (the first when none). */
export function nearestOptionIndex(options: ClockTime[], time: ClockTime | null): number {
  if (!time || options.length === 0) return 0;
  let found = 0;
  options.forEach((option, index) => {
    if (minutesOf(option) <= minutesOf(time)) found = index;
  });
  return found;
}
