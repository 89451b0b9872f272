import { describe, expect, it } from 'vitest';
import { addDays, addMonths, addYears, clampToLimits, clampToYears, compareDates, endOfWeek, isWithin, monthGrid, sameDate, startOfWeek, weekdayOf } from './date-math';
import { dateAfterKey } from './keys';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('calendar arithmetic', () => {
  it('knows the weekday (0 = Sunday)', () => {
    expect(weekdayOf(d(2026, 11, 21))).toBe(6);
    expect(weekdayOf(d(2026, 11, 22))).toBe(0);
    expect(weekdayOf(d(1826, 1, 1))).toBe(0);
  });

  it('adds days across months and years', () => {
    expect(addDays(d(2026, 12, 31), 1)).toEqual(d(2027, 1, 1));
    expect(addDays(d(2026, 3, 1), -1)).toEqual(d(2026, 2, 28));
    expect(addDays(d(2024, 3, 1), -1)).toEqual(d(2024, 2, 29));
  });

  it('adds months keeping the day, or the last day when the month is shorter', () => {
    expect(addMonths(d(2026, 11, 21), 1)).toEqual(d(2026, 12, 21));
    expect(addMonths(d(2026, 12, 21), 1)).toEqual(d(2027, 1, 21));
    expect(addMonths(d(2026, 1, 31), 1)).toEqual(d(2026, 2, 28));
    expect(addMonths(d(2026, 3, 31), -1)).toEqual(d(2026, 2, 28));
    expect(addYears(d(2024, 2, 29), 1)).toEqual(d(2025, 2, 28));
  });

  it('finds the week’s ends, weeks starting on Sunday (§9)', () => {
    expect(startOfWeek(d(2026, 11, 21), 0)).toEqual(d(2026, 11, 15));
    expect(endOfWeek(d(2026, 11, 21), 0)).toEqual(d(2026, 11, 21));
    expect(startOfWeek(d(2026, 11, 22), 0)).toEqual(d(2026, 11, 22));
    expect(startOfWeek(d(2026, 11, 22), 1)).toEqual(d(2026, 11, 16));
  });

  it('compares and clamps', () => {
    expect(compareDates(d(2026, 1, 2), d(2026, 1, 1))).toBeGreaterThan(0);
    expect(sameDate(d(2026, 1, 1), d(2026, 1, 1))).toBe(true);
    expect(sameDate(null, d(2026, 1, 1))).toBe(false);
    const range = { from: 1926, to: 2026 };
    expect(clampToYears(d(1900, 6, 6), range)).toEqual(d(1926, 1, 1));
    expect(clampToYears(d(2030, 6, 6), range)).toEqual(d(2026, 12, 31));
    expect(clampToYears(d(2000, 6, 6), range)).toEqual(d(2000, 6, 6));
  });
});

describe('month grid (Sunday first, adjacent months shown)', () => {
  it('November 2026: five weeks from Sun 1 Nov to Sat 5 Dec', () => {
    const weeks = monthGrid(2026, 11, 0);
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]![0]).toEqual({ ...d(2026, 11, 1), inMonth: true });
    expect(weeks[4]![6]).toEqual({ ...d(2026, 12, 5), inMonth: false });
  });

  it('May 2026 starts on a Friday: the week opens with April’s last days', () => {
    const [first] = monthGrid(2026, 5, 0);
    expect(first!.map((day) => [day.month, day.day, day.inMonth])).toEqual([
      [4, 26, false],
      [4, 27, false],
      [4, 28, false],
      [4, 29, false],
      [4, 30, false],
      [5, 1, true],
      [5, 2, true],
    ]);
    expect(monthGrid(2026, 5, 0)).toHaveLength(6);
  });

  it('February 2015 fits four weeks exactly', () => {
    const weeks = monthGrid(2015, 2, 0);
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((day) => day.inMonth)).toBe(true);
  });
});

describe('APG date picker keys', () => {
  const from = d(2026, 11, 21);
  it.each([
    ['ArrowLeft', false, d(2026, 11, 20)],
    ['ArrowRight', false, d(2026, 11, 22)],
    ['ArrowUp', false, d(2026, 11, 14)],
    ['ArrowDown', false, d(2026, 11, 28)],
    ['PageUp', false, d(2026, 10, 21)],
    ['PageDown', false, d(2026, 12, 21)],
    ['PageUp', true, d(2025, 11, 21)],
    ['PageDown', true, d(2027, 11, 21)],
    ['Home', false, d(2026, 11, 15)],
    ['End', false, d(2026, 11, 21)],
  ] as const)('%s (shift %s)', (key, shift, expected) => {
    expect(dateAfterKey(from, key, shift, 0)).toEqual(expected);
  });

  it('ignores other keys', () => {
    expect(dateAfterKey(from, 'a', false, 0)).toBeNull();
    expect(dateAfterKey(from, 'Enter', false, 0)).toBeNull();
  });
});

describe('min and max', () => {
  const limits = { min: d(2026, 11, 1), max: d(2026, 11, 24) };
  it('a day is within when neither limit excludes it', () => {
    expect(isWithin(d(2026, 11, 24), limits)).toBe(true);
    expect(isWithin(d(2026, 11, 25), limits)).toBe(false);
    expect(isWithin(d(2026, 10, 31), limits)).toBe(false);
    expect(isWithin(d(1990, 1, 1), { max: d(2026, 11, 24) })).toBe(true);
    expect(isWithin(d(2990, 1, 1), {})).toBe(true);
  });

  it('clamps to the years, then to min and max', () => {
    const years = { from: 2016, to: 2036 };
    expect(clampToLimits(d(2026, 12, 5), years, limits)).toEqual(d(2026, 11, 24));
    expect(clampToLimits(d(2026, 10, 5), years, limits)).toEqual(d(2026, 11, 1));
    expect(clampToLimits(d(2040, 1, 1), years, {})).toEqual(d(2036, 12, 31));
    expect(clampToLimits(d(2026, 11, 10), years, limits)).toEqual(d(2026, 11, 10));
  });
});
