import { describe, expect, it } from 'vitest';
import { formatTime, nearestOptionIndex, parseTime, timeOptions } from './time';
import { optionAfterKey } from './time-list';

describe('typed times, the Thai ways (24-hour)', () => {
  it.each([
    ['14:30', { hour: 14, minute: 30 }],
    ['14.30', { hour: 14, minute: 30 }],
    ['14 30', { hour: 14, minute: 30 }],
    ['1430', { hour: 14, minute: 30 }],
    ['930', { hour: 9, minute: 30 }],
    ['9.05', { hour: 9, minute: 5 }],
    ['09:05', { hour: 9, minute: 5 }],
    ['9', { hour: 9, minute: 0 }],
    ['00', { hour: 0, minute: 0 }],
    ['23:59', { hour: 23, minute: 59 }],
    ['14.30 น.', { hour: 14, minute: 30 }],
    ['14.30น', { hour: 14, minute: 30 }],
    ['14 นาฬิกา', { hour: 14, minute: 0 }],
    ['๑๔:๓๐', { hour: 14, minute: 30 }],
    [' 14:30 ', { hour: 14, minute: 30 }],
    ['14:30:15', { hour: 14, minute: 30, second: 15 }],
  ])('%j → %j', (text, time) => {
    expect(parseTime(text)).toEqual(time);
  });

  it.each(['', '24:00', '14:60', '14:5', '2530', '12345', '14:30:60', '2 pm', 'บ่ายสอง', '14:30 am', ':30'])('rejects %j', (text) => {
    expect(parseTime(text)).toBeNull();
  });
});

describe('time formats (§7: HH:MM with optional :SS)', () => {
  it('writes two-digit hours and minutes in the format asked for', () => {
    expect(formatTime({ hour: 9, minute: 5 })).toBe('09:05');
    expect(formatTime({ hour: 9, minute: 5 }, 'HH:mm:ss')).toBe('09:05:00');
    expect(formatTime({ hour: 9, minute: 5, second: 7 }, 'HH:mm:ss')).toBe('09:05:07');
    expect(formatTime({ hour: 14, minute: 30 }, 'HH.mm')).toBe('14.30');
  });
});

describe('the list of times', () => {
  it('every 30 minutes from 00:00 to 23:30 by default', () => {
    const options = timeOptions();
    expect(options).toHaveLength(48);
    expect(formatTime(options[0]!)).toBe('00:00');
    expect(formatTime(options[1]!)).toBe('00:30');
    expect(formatTime(options.at(-1)!)).toBe('23:30');
  });

  it('any step: every 15 minutes is 96 times', () => {
    expect(timeOptions(15)).toHaveLength(96);
    expect(formatTime(timeOptions(15)[5]!)).toBe('01:15');
  });

  it('a typed time lands on the last option at or before it', () => {
    const options = timeOptions(30);
    expect(nearestOptionIndex(options, { hour: 14, minute: 30 })).toBe(29);
    expect(nearestOptionIndex(options, { hour: 14, minute: 45 })).toBe(29);
    expect(nearestOptionIndex(options, { hour: 0, minute: 10 })).toBe(0);
    expect(nearestOptionIndex(options, null)).toBe(0);
  });

  it.each([
    [5, 'ArrowDown', 6],
    [5, 'ArrowUp', 4],
    [47, 'ArrowDown', 47],
    [0, 'ArrowUp', 0],
    [5, 'PageDown', 9],
    [45, 'PageDown', 47],
    [2, 'PageUp', 0],
    [5, 'a', null],
  ] as const)('from %i, %s → %s', (from, key, to) => {
    expect(optionAfterKey(from, 48, key)).toBe(to);
  });
});
