import { formatDatePattern } from '@talat/core';
import { isRealDate, type CalendarDate } from './date';
import { westernDigits } from './digits';

/**
 * A date format in jQuery UI datepicker tokens, as the shop writes its formats (§9 Locale):
 * `dd` day, `mm` month, `yy` the FOUR-digit year; anything else is a literal separator.
 * 'dd/mm/yy' is the shop's display (24/11/2026), 'mm/dd/yy' the lead form's (11/24/2026),
 * 'yy-mm-dd' what the payment confirmation sends (§7 Payment confirmation: YYYY-MM-DD).
 */
export type DateFormat = 'dd/mm/yy' | 'mm/dd/yy' | 'yy-mm-dd' | 'dd-mm-yy' | (string & {});

/** The shop's own display format (§9 Locale: dd/mm/yy, weeks starting on Sunday). */
export const SHOP_DATE_FORMAT: DateFormat = 'dd/mm/yy';
/** What a YYYY-MM-DD server field expects (the payment confirmation's `date`). */
export const ISO_DATE_FORMAT: DateFormat = 'yy-mm-dd';

export function formatDate(date: CalendarDate, format: DateFormat): string {
  return formatDatePattern(date, format);
}

type Part = 'day' | 'month' | 'year';

const TOKEN = /dd|mm|yy/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface ParseDateOptions {
  /**
   * How a shopper types a date rather than how a picker writes it: any of / - . or a space between
   * the parts, Thai digits, and a Buddhist-era year (2400 or later) read as its Gregorian year.
   */
  lenient?: boolean;
  /**
   * With `lenient`, a two-digit year too, as Thai bank slips print it ('24 พ.ย. 69'): 00–42 is
   * 20yy, 43–99 the Buddhist era's 25yy (2543 is 2000), so 26 and 69 are both 2026. Off by
   * default (the lead form refuses them as ambiguous); the payment form, which copies a slip, asks.
   */
  twoDigitYears?: boolean;
}

/** Years at or past this are Buddhist era (พ.ศ. 2400 is 1857; no shop takes payments dated then). */
const FIRST_BUDDHIST_YEAR = 2400;
/** Two-digit years from here are Buddhist era (43 is พ.ศ. 2543, i.e. 2000); below, Gregorian 20yy. */
const FIRST_TWO_DIGIT_BUDDHIST = 43;

function fullYear(written: string): number {
  const year = Number(written);
  if (written.length !== 2) return year;
  return year >= FIRST_TWO_DIGIT_BUDDHIST ? 2500 + year : 2000 + year;
}

/**
 * Reads a date written in `format`: day and month may have one digit (as jQuery UI's parser allows),
 * the year has four (or two, with `twoDigitYears`). Anything else, or a day that does not exist, gives null.
 */
export function parseDate(text: string, format: DateFormat, options: ParseDateOptions = {}): CalendarDate | null {
  const order: Part[] = [];
  let source = '';
  let last = 0;
  for (const match of format.matchAll(TOKEN)) {
    const literal = format.slice(last, match.index);
    source += options.lenient && literal ? '[\\/\\-.\\s]+' : escape(literal);
    const year = options.lenient && options.twoDigitYears ? '(\\d{4}|\\d{2})' : '(\\d{4})';
    source += match[0] === 'yy' ? year : '(\\d{1,2})';
    order.push(match[0] === 'dd' ? 'day' : match[0] === 'mm' ? 'month' : 'year');
    last = match.index + match[0].length;
  }
  source += escape(format.slice(last));
  const written = options.lenient ? westernDigits(text) : text;
  const found = new RegExp(`^${source}$`).exec(written.trim());
  if (!found) return null;
  const parts = { day: 0, month: 0, year: 0 };
  order.forEach((part, index) => (parts[part] = part === 'year' ? fullYear(found[index + 1] ?? '') : Number(found[index + 1])));
  if (options.lenient && parts.year >= FIRST_BUDDHIST_YEAR) parts.year -= 543;
  return isRealDate(parts.year, parts.month, parts.day) ? parts : null;
}
