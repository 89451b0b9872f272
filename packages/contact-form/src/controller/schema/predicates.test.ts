import { describe, expect, it } from 'vitest';
import { isDate, isEmail, isNumber, isTel, isTime, isUrl } from './predicates';

describe('isEmail (§5 Contact form rules, email: the is_email() checks)', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.co.th', "o'brien!#$%&*=?^_`{|}~-@shop.example.com", 'A1@B-2.COM'])(
    'accepts %s',
    (text) => expect(isEmail(text)).toBe(true),
  );

  it.each([
    ['a@b.c', 'only 5 characters'],
    ['@example.com', "'@' at the start"],
    ['a@@b.com', "two '@'"],
    ['a@b@c.com', "two '@'"],
    ['a b@c.com', 'a space in the local part'],
    ['a@-b.com', 'a label starting with a hyphen'],
    ['a@b-.com', 'a label ending with a hyphen'],
    ['a@b..com', "'..' in the domain"],
    ['a@.b.com', 'a domain starting with a dot'],
    ['a@b.com.', 'a domain ending with a dot'],
    ['a@localhost', 'a single-label domain'],
    ['ไทย@example.com', 'Thai letters are not is_email() letters'],
    ['shop@ตลาด.com', 'Thai letters in the domain'],
    ['a(b)@example.com', 'parentheses in the local part'],
    ['ab@exa_mple.com', 'an underscore in a domain label'],
    ['ab@example.com ', 'a domain ending with whitespace'],
    ['abcdef', "no '@' at all"],
  ])('refuses %s (%s)', (text) => expect(isEmail(text)).toBe(false));
});

describe('isUrl (§5 Contact form rules, url: parses, scheme on the list)', () => {
  it.each([
    'https://example.co.th/สินค้า',
    'HTTP://EXAMPLE.COM',
    'ftp://files.example.com/a.zip',
    'mailto:shop@example.com',
    'tel:+6621234567',
    'urn:isbn:9780000000000',
    'webcal://example.com/cal.ics',
  ])('accepts %s', (text) => expect(isUrl(text)).toBe(true));

  it.each([
    ['javascript:alert(1)', 'a scheme off the list'],
    ['data:text/html,<b>x</b>', 'a scheme off the list'],
    ['file:///etc/passwd', 'a scheme off the list'],
    ['example.com', 'no scheme (adding http:// is the DOM layer’s job)'],
    ['http://', 'does not parse'],
    ['', 'does not parse'],
  ])('refuses %s (%s)', (text) => expect(isUrl(text)).toBe(false));
});

describe('isTel (§5 Contact form rules, tel: the four steps)', () => {
  it.each([
    ['02-123-4567', 'separators removed → 9 digits'],
    ['+66 81 234 5678', 'spaces removed, leading +'],
    ['0066812345678', 'leading 00 becomes +'],
    ['(02) 123 4567 #ext 12', 'text after # dropped'],
    ['081.234.5678*99', 'text after * dropped, dots removed'],
    ['02/123/4567', 'slashes removed'],
    ['123456', '6 characters is the shortest'],
    ['+12345678901234', '15 characters is the longest'],
  ])('accepts %s (%s)', (text) => expect(isTel(text)).toBe(true));

  it.each([
    ['12345', '5 characters'],
    ['+123456789012345', '16 characters'],
    ['abc123456', 'letters remain'],
    ['#123456789', 'nothing remains before #'],
    ['081+2345678', "a '+' not at the start"],
    ['๐๘๑๒๓๔๕๖๗๘', 'Thai digits are not digits here'],
  ])('refuses %s (%s)', (text) => expect(isTel(text)).toBe(false));
});

describe('isNumber (§5 Contact form rules, number: optional sign and exponent)', () => {
  it.each(['1', '-1', '+1.5', '.5', '1e3', '1.2E-3', '0', '-0.25', '12345678901234567890'])('accepts %s', (text) =>
    expect(isNumber(text)).toBe(true),
  );

  // '1.' is refused on purpose: HTML's valid floating-point number needs digits after the point.
  it.each(['1.', 'abc', '1,000', '--1', '', '.', 'e3', '1e', '1.2.3', 'Infinity', 'NaN', '0x10', '๑๒'])(
    'refuses %s',
    (text) => expect(isNumber(text)).toBe(false),
  );
});

describe('isDate (§5 Contact form rules, date: YYYY-MM-DD, a real day)', () => {
  it.each(['2024-02-29', '2000-02-29', '2023-12-31', '12024-01-01', '0001-01-01'])('accepts %s', (text) =>
    expect(isDate(text)).toBe(true),
  );

  it.each([
    ['2023-02-29', 'not a leap year'],
    ['1900-02-29', 'a century that is not a leap year'],
    ['2024-13-01', 'month 13'],
    ['2024-00-10', 'month 0'],
    ['2024-04-31', 'April has 30 days'],
    ['2024-01-00', 'day 0'],
    ['0000-01-01', 'year 0 (HTML valid date strings start at year 1)'],
    ['024-01-01', 'a 3-digit year'],
    ['2024-1-01', 'a 1-digit month'],
    ['2024/01/01', 'slashes'],
    ['01/02/2024', 'another order'],
    ['2024-01-01T00:00', 'a time part'],
  ])('refuses %s (%s)', (text) => expect(isDate(text)).toBe(false));
});

describe('isTime (§5 Contact form rules, time: HH:MM with optional :SS)', () => {
  it.each(['00:00', '09:30', '23:59', '23:59:59', '12:00:00'])('accepts %s', (text) => expect(isTime(text)).toBe(true));

  it.each(['24:00', '9:30', '12:60', '12:30:60', '12:3', '12:30:5', '1230', '12:30 PM', ''])('refuses %s', (text) =>
    expect(isTime(text)).toBe(false),
  );
});
