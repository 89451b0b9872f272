import { describe, expect, it } from 'vitest';
import { buddhistYear, daysInMonth, isRealDate, yearsIn } from './date';

describe('calendar days', () => {
  it('lists every year of a range, both ends included', () => {
    const years = yearsIn({ from: 1926, to: 2026 });
    expect(years).toHaveLength(101);
    expect(years[0]).toBe(1926);
    expect(years.at(-1)).toBe(2026);
  });

  it('the Buddhist era is 543 years ahead', () => {
    expect(buddhistYear(2026)).toBe(2569);
  });

  it('knows the length of every month, leap years included', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2025, m))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it('tells real days from impossible ones', () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2025, 2, 29)).toBe(false);
    expect(isRealDate(2026, 13, 1)).toBe(false);
    expect(isRealDate(2026, 0, 1)).toBe(false);
    expect(isRealDate(2026, 4, 31)).toBe(false);
    expect(isRealDate(2026, 4, 0)).toBe(false);
  });
});
