import { describe, expect, it } from 'vitest';
import { buddhistYear, dateFieldKind, daysInMonth, formatPickerDate, parsePickerDate, yearRange, yearsIn } from './date-range';

describe('§2.13 date field kinds, by name prefix', () => {
  it.each([
    ['date_7', 'date'],
    ['date_', 'date'],
    ['dob_3', 'dob'],
    ['text_1', null],
    ['update_1', null],
    ['my_date_1', null],
    ['DOB_1', null],
  ])('%s → %s', (name, kind) => {
    expect(dateFieldKind(name)).toBe(kind);
  });
});

describe('§5 Lead forms / §9 Other — picker years', () => {
  it('date_: 200 years back to 50 ahead', () => {
    expect(yearRange('date', 2026)).toEqual({ from: 1826, to: 2076 });
  });

  it('dob_: 100 years back to the current year', () => {
    expect(yearRange('dob', 2026)).toEqual({ from: 1926, to: 2026 });
  });

  it('lists every year of a range, both ends included', () => {
    const years = yearsIn(yearRange('dob', 2026));
    expect(years).toHaveLength(101);
    expect(years[0]).toBe(1926);
    expect(years.at(-1)).toBe(2026);
  });

  it('the Buddhist era is 543 years ahead', () => {
    expect(buddhistYear(2026)).toBe(2569);
  });
});

describe('§9 Locale — mm/dd/yy with jQuery UI’s four-digit yy', () => {
  it('formats with two-digit month and day and a four-digit year', () => {
    expect(formatPickerDate({ year: 2026, month: 11, day: 21 })).toBe('11/21/2026');
    expect(formatPickerDate({ year: 1926, month: 1, day: 5 })).toBe('01/05/1926');
  });

  it('parses what it formats, and one-digit months and days as jQuery UI does', () => {
    expect(parsePickerDate('11/21/2026')).toEqual({ year: 2026, month: 11, day: 21 });
    expect(parsePickerDate(' 1/5/1990 ')).toEqual({ year: 1990, month: 1, day: 5 });
  });

  it.each(['', '21/11/2026', '13/01/2026', '02/30/2026', '02/29/2025', '11-21-2026', '11/21/26', 'abc', '11/21/2026x'])(
    'rejects %j',
    (text) => {
      expect(parsePickerDate(text)).toBeNull();
    },
  );

  it('accepts 29 February in a leap year', () => {
    expect(parsePickerDate('02/29/2024')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('knows the length of every month, leap years included', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2025, m))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });
});
