import { describe, expect, it } from 'vitest';
import { compareCalendarDates, isoDayOfWeek, parseCalendarDate } from './calendar-date';

function dayOf(text: string): number | undefined {
  const date = parseCalendarDate(text);
  return date && isoDayOfWeek(date);
}

describe('calendar dates (§5 Contact form rules: date, dayofweek, mindate/maxdate)', () => {
  it('numbers days the ISO way, Monday 1 … Sunday 7', () => {
    expect(dayOf('2024-01-01')).toBe(1);
    expect(dayOf('2024-06-08')).toBe(6);
    expect(dayOf('2024-06-09')).toBe(7);
    expect(dayOf('2024-02-29')).toBe(4);
    expect(dayOf('2000-01-01')).toBe(6);
    expect(dayOf('12024-01-01')).toBe(dayOfWeekFromUtc(12024, 1, 1));
  });

  it('agrees with UTC Date arithmetic on every day of four years', () => {
    const start = Date.UTC(2023, 0, 1);
    for (let offset = 0; offset < 4 * 366; offset += 1) {
      const date = new Date(start + offset * 86_400_000);
      const text = date.toISOString().slice(0, 10);
      expect(dayOf(text), text).toBe(date.getUTCDay() === 0 ? 7 : date.getUTCDay());
    }
  });

  it('orders dates by year, month, then day, also past year 9999', () => {
    const order = (a: string, b: string) => {
      const [left, right] = [parseCalendarDate(a), parseCalendarDate(b)];
      if (!left || !right) throw new Error('test dates must be valid');
      return Math.sign(compareCalendarDates(left, right));
    };
    expect(order('2024-01-02', '2024-01-01')).toBe(1);
    expect(order('2024-01-31', '2024-02-01')).toBe(-1);
    expect(order('2024-05-05', '2024-05-05')).toBe(0);
    expect(order('10000-01-01', '9999-12-31')).toBe(1);
  });
});

function dayOfWeekFromUtc(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCDay() === 0 ? 7 : date.getUTCDay();
}
