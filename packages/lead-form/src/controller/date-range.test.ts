import { describe, expect, it } from 'vitest';
import { dateFieldKind, formatPickerDate, parsePickerDate, yearRange } from './date-range';

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
});
