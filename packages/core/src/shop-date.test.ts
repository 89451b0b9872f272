import { describe, expect, it } from 'vitest';
import { CONSTANTS } from './constants';
import { formatDatePattern, parseServerDate, shopCalendarDate } from './shop-date';

describe('dates (§9 Locale)', () => {
  const date = { year: 2026, month: 11, day: 21 };
  it('formats the shop, lead-form and two-digit-year patterns', () => {
    expect(formatDatePattern(date, 'dd/mm/yy')).toBe('21/11/2026');
    expect(formatDatePattern(date, 'mm/dd/yy')).toBe('11/21/2026');
    expect(formatDatePattern(date, 'dd/mm/y')).toBe('21/11/26');
    expect(formatDatePattern(date, CONSTANTS.locale.serverDateFormat)).toBe('21-11-2026');
  });

  it('reads the calendar date in +07:00 whatever the browser timezone', () => {
    expect(shopCalendarDate(new Date('2026-11-20T18:30:00Z'))).toEqual({ year: 2026, month: 11, day: 21 });
    expect(shopCalendarDate(new Date('2026-11-20T16:59:00Z'))).toEqual({ year: 2026, month: 11, day: 20 });
  });

  it('parses the server current_date dd-mm-yyyy and rejects impossible dates', () => {
    expect(parseServerDate('21-11-2026')).toEqual(date);
    expect(parseServerDate('31-02-2026')).toBeNull();
    expect(parseServerDate('2026-11-21')).toBeNull();
  });
});
