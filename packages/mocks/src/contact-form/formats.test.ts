import { describe, expect, it } from 'vitest';
import { compareDates, isAcceptedFile, isEmail, isNumber, isOnStep, isoDayOfWeek, isTel, isTime, isUrl, parseDate } from './formats';

describe('§5 Contact form rules: value formats', () => {
  it('email: length, one @, local characters, domain labels', () => {
    for (const good of ['a@b.co', 'somchai@example.co.th', "o'neil+shop@mail-1.example.com", 'x.y_z@a1.b2']) expect(isEmail(good), good).toBe(true);
    for (const bad of [
      'a@b.c', // 5 characters
      '@example.com', // @ at the start
      'a@@example.com',
      'a@b@example.com',
      'สมชาย@example.com', // local part outside the allowed set
      'a b@example.com',
      'user@example', // one label
      'user@example..com',
      'user@.example.com',
      'user@example.com.',
      'user@-example.com',
      'user@example-.com',
      'user@exa_mple.com',
    ]) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });

  it('url: must parse and use a listed scheme', () => {
    for (const good of ['https://shop.example/', 'http://a.b', 'mailto:a@b.co', 'tel:+6621234567', 'urn:isbn:123', 'ftp://x.y/z']) expect(isUrl(good), good).toBe(true);
    for (const bad of ['example.com', 'javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', 'https//broken']) expect(isUrl(bad), bad).toBe(false);
  });

  it('tel: drops text after # or *, strips separators, turns 00 into +, then 6–15 characters', () => {
    for (const good of ['081-234-5678', '(02) 123 4567', '+66 81 234 5678', '0066812345678', '081.234.5678 #123', '123456', '02/1234567*9']) {
      expect(isTel(good), good).toBe(true);
    }
    for (const bad of ['12345', '1234567890123456', '081-ABC-5678', '++6681234567', '66+81234567', '#0812345678']) expect(isTel(bad), bad).toBe(false);
  });

  it('number: integer or decimal, optional sign and exponent', () => {
    for (const good of ['1', '-2', '+3.5', '.5', '0.25', '1e3', '2.5E-2']) expect(isNumber(good), good).toBe(true);
    for (const bad of ['', '1.', 'abc', '1,000', '๕', '1e', '--1', 'Infinity']) expect(isNumber(bad), bad).toBe(false);
  });

  it('date: YYYY-MM-DD with a 4+ digit year, and a real day', () => {
    expect(parseDate('2026-06-15')).toEqual({ year: 2026, month: 6, day: 15 });
    expect(parseDate('12026-01-31')).toEqual({ year: 12026, month: 1, day: 31 });
    expect(parseDate('2024-02-29')).toBeDefined();
    for (const bad of ['2025-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '26-06-15', '2026-6-15', '15/06/2026', '2026-06-15T00:00']) {
      expect(parseDate(bad), bad).toBeUndefined();
    }
    expect(compareDates(parseDate('9999-12-31')!, parseDate('10000-01-01')!)).toBeLessThan(0);
  });

  it('day of week: Monday 1 … Sunday 7', () => {
    expect(isoDayOfWeek(parseDate('2026-06-15')!)).toBe(1);
    expect(isoDayOfWeek(parseDate('2026-06-13')!)).toBe(6);
    expect(isoDayOfWeek(parseDate('2026-06-14')!)).toBe(7);
  });

  it('time: HH:MM with optional :SS', () => {
    for (const good of ['00:00', '09:05', '23:59', '12:30:59']) expect(isTime(good), good).toBe(true);
    for (const bad of ['24:00', '9:05', '12:60', '12:30:60', '12', '12:30pm']) expect(isTime(bad), bad).toBe(false);
  });

  it('step: (value − base) a whole number of intervals to 6 decimals; no interval, no rule', () => {
    expect(isOnStep(51, 1, 50)).toBe(true);
    expect(isOnStep(50, 1, 50)).toBe(false);
    expect(isOnStep(0.3, 0, 0.1)).toBe(true); // 0.30000000000000004 in floating point
    expect(isOnStep(0.35, 0, 0.1)).toBe(false);
    expect(isOnStep(-49, 1, 50)).toBe(true);
    expect(isOnStep(7, 0, 0)).toBe(true);
  });

  it('file: by extension, directly or through the MIME table, never by the claimed type', () => {
    const accept = ['.pdf', 'image/jpeg', 'image/png'];
    for (const good of ['slip.PDF', 'photo.jpeg', 'photo.JPG', 'scan.png']) expect(isAcceptedFile(good, accept), good).toBe(true);
    for (const bad of ['virus.exe', 'slip.pdf.exe', 'noextension', 'image.gif']) expect(isAcceptedFile(bad, accept), bad).toBe(false);
    expect(isAcceptedFile('a.webp', ['image/*'])).toBe(true);
    expect(isAcceptedFile('a.pdf', ['image/*'])).toBe(false);
  });
});
