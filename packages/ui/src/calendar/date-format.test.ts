import { describe, expect, it } from 'vitest';
import { formatDate, ISO_DATE_FORMAT, parseDate, SHOP_DATE_FORMAT } from './date-format';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('§9 Locale — formats in jQuery UI tokens (yy is the four-digit year)', () => {
  it('writes the shop’s dd/mm/yy, the lead form’s mm/dd/yy and the server’s YYYY-MM-DD', () => {
    expect(formatDate(d(2026, 11, 24), SHOP_DATE_FORMAT)).toBe('24/11/2026');
    expect(formatDate(d(2026, 11, 24), 'mm/dd/yy')).toBe('11/24/2026');
    expect(formatDate(d(2026, 1, 5), ISO_DATE_FORMAT)).toBe('2026-01-05');
    expect(formatDate(d(2026, 1, 5), 'dd-mm-yy')).toBe('05-01-2026');
  });

  it('reads what it writes, in each format', () => {
    for (const format of ['dd/mm/yy', 'mm/dd/yy', 'yy-mm-dd', 'dd-mm-yy']) {
      expect(parseDate(formatDate(d(2024, 2, 29), format), format)).toEqual(d(2024, 2, 29));
    }
  });

  it('reads one-digit days and months and trims, as jQuery UI’s parser did', () => {
    expect(parseDate(' 1/5/1990 ', 'mm/dd/yy')).toEqual(d(1990, 1, 5));
    expect(parseDate('5/1/1990', 'dd/mm/yy')).toEqual(d(1990, 1, 5));
  });

  it('dd/mm/yy and mm/dd/yy read the same digits differently', () => {
    expect(parseDate('02/03/2026', 'dd/mm/yy')).toEqual(d(2026, 3, 2));
    expect(parseDate('02/03/2026', 'mm/dd/yy')).toEqual(d(2026, 2, 3));
  });

  it('strict reads every four-digit year as Gregorian (the lead form’s mm/dd/yy, unchanged)', () => {
    expect(parseDate('24/11/2569', 'dd/mm/yy')).toEqual(d(2569, 11, 24));
  });

  it.each([
    ['', 'dd/mm/yy'],
    ['31/02/2026', 'dd/mm/yy'],
    ['24/13/2026', 'dd/mm/yy'],
    ['24/11/26', 'dd/mm/yy'],
    ['24-11-2026', 'dd/mm/yy'],
    ['๒๔/๑๑/๒๕๖๙', 'dd/mm/yy'],
    ['21/11/2026', 'mm/dd/yy'],
    ['2026-11-24x', 'yy-mm-dd'],
    ['24-11-2026', 'yy-mm-dd'],
  ])('strictly rejects %j in %s', (text, format) => {
    expect(parseDate(text, format)).toBeNull();
  });
});

describe('typed dates, the Thai ways (lenient)', () => {
  const typed = (text: string) => parseDate(text, SHOP_DATE_FORMAT, { lenient: true });

  it.each([
    ['24/11/2026', d(2026, 11, 24)],
    ['24-11-2026', d(2026, 11, 24)],
    ['24.11.2026', d(2026, 11, 24)],
    ['24 11 2026', d(2026, 11, 24)],
    ['1/2/2026', d(2026, 2, 1)],
    ['24/11/2569', d(2026, 11, 24)],
    ['๒๔/๑๑/๒๕๖๙', d(2026, 11, 24)],
    ['29/02/2567', d(2024, 2, 29)],
  ])('%j → %j', (text, date) => {
    expect(typed(text)).toEqual(date);
  });

  it.each(['', '24/11', '24/11/26', '29/02/2568', '32/01/2026', '24112026', 'พรุ่งนี้'])('rejects %j', (text) => {
    expect(typed(text)).toBeNull();
  });
});

describe('two-digit years, as Thai bank slips print them (lenient + twoDigitYears)', () => {
  const slip = (text: string) => parseDate(text, SHOP_DATE_FORMAT, { lenient: true, twoDigitYears: true });

  it.each([
    ['24/11/26', d(2026, 11, 24)],
    ['24/11/69', d(2026, 11, 24)],
    ['๒๔/๑๑/๖๙', d(2026, 11, 24)],
    ['1/1/00', d(2000, 1, 1)],
    ['31/12/42', d(2042, 12, 31)],
    ['1/1/43', d(2000, 1, 1)],
    ['24/11/2569', d(2026, 11, 24)],
  ])('%j → %j (00–42 are 20yy, 43–99 the Buddhist era’s 25yy)', (text, date) => {
    expect(slip(text)).toEqual(date);
  });

  it('stays off unless asked, and never applies to the strict reading', () => {
    expect(parseDate('24/11/69', SHOP_DATE_FORMAT, { lenient: true })).toBeNull();
    expect(parseDate('24/11/69', SHOP_DATE_FORMAT, { twoDigitYears: true })).toBeNull();
    expect(slip('24/11/6')).toBeNull();
    expect(slip('24/11/269')).toBeNull();
  });
});
