import { isNumber } from './predicates';
import { parseCalendarDate, type CalendarDate } from './calendar-date';

/**
 * A threshold, base or interval as a number; NaN when missing or malformed. Strings must be
 * numbers by the §5 number rule, so '' or '10px' never turn into 0 or 10 silently.
 */
export function toRuleNumber(value: string | number | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (value === undefined) return Number.NaN;
  const text = value.trim();
  return isNumber(text) ? Number(text) : Number.NaN;
}

/** A date threshold (YYYY-MM-DD); undefined when missing or not a real date. */
export function toRuleDate(value: string | number | undefined): CalendarDate | undefined {
  return typeof value === 'string' ? parseCalendarDate(value.trim()) : undefined;
}
