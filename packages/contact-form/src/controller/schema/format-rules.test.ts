import type { ContactFormRule } from '@talat/client';
import { describe, expect, it } from 'vitest';
import { formatRules } from './format-rules';
import type { FieldEntry } from './types';

function passes(rule: ContactFormRule, entries: readonly FieldEntry[]): boolean {
  const check = formatRules[rule.rule];
  if (!check) throw new Error(`no check for ${rule.rule}`);
  return check(rule, entries);
}

const file = (name: string, type = '', bytes = 1) => new File(['x'.repeat(bytes)], name, { type });
const emptyFileInput = () => new File([], '');

describe('§5 Contact form rules: required', () => {
  const rule = { rule: 'required', field: 'your-name' };
  it('passes with one non-empty value, trimmed, among empty ones', () => {
    expect(passes(rule, ['', '  สมชาย  '])).toBe(true);
    expect(passes(rule, ['0'])).toBe(true);
  });
  it('counts a chosen file as a value', () => expect(passes(rule, [file('slip.jpg')])).toBe(true));
  it('fails on nothing, empty or whitespace-only strings, or an empty file input', () => {
    expect(passes(rule, [])).toBe(false);
    expect(passes(rule, ['', ' \n\t'])).toBe(false);
    expect(passes(rule, [emptyFileInput()])).toBe(false);
  });
});

describe('§5 Contact form rules: requiredfile', () => {
  const rule = { rule: 'requiredfile', field: 'slip' };
  it('passes with a named file, even an empty one', () => expect(passes(rule, [file('slip.pdf', '', 0)])).toBe(true));
  it('fails on the empty File a browser sends for an empty input', () => {
    expect(passes(rule, [emptyFileInput()])).toBe(false);
  });
  it('fails on text values: they are not files', () => expect(passes(rule, ['slip.pdf'])).toBe(false));
});

describe('§5 Contact form rules: email, url, tel, number, date, time check every non-empty value', () => {
  it.each([
    ['email', ' shop@example.co.th ', 'shop@example'],
    ['url', ' https://example.co.th ', 'javascript:alert(1)'],
    ['tel', ' 02-123-4567 ', '12345'],
    ['number', ' -1.5e2 ', '1,000'],
    ['date', ' 2024-02-29 ', '2023-02-29'],
    ['time', ' 09:30 ', '9:30'],
  ])('%s: passes %j (trimmed), fails when any value is %j', (name, good, bad) => {
    const rule = { rule: name, field: 'f' };
    expect(passes(rule, [good])).toBe(true);
    expect(passes(rule, [good, '', good])).toBe(true);
    expect(passes(rule, [good, bad])).toBe(false);
    expect(passes(rule, [bad])).toBe(false);
  });
});

describe('§5 Contact form rules: enum', () => {
  const rule = { rule: 'enum', field: 'shade', accept: ['ชมพู', 'แดง', '10'] };
  it('passes when every value is in the accept list', () => expect(passes(rule, ['ชมพู', ' แดง '])).toBe(true));
  it('fails on a value off the list, compared as exact strings', () => {
    expect(passes(rule, ['ชมพู', 'ส้ม'])).toBe(false);
    expect(passes({ ...rule, accept: ['Red'] }, ['red'])).toBe(false);
  });
  it('fails every value when the rule has no accept list (as CF7 does)', () => {
    expect(passes({ rule: 'enum', field: 'shade' }, ['ชมพู'])).toBe(false);
  });
});

describe('§5 Contact form rules: dayofweek', () => {
  const weekdays = { rule: 'dayofweek', field: 'visit', accept: ['1', '2', '3', '4', '5'] };
  it('passes dates on an accepted ISO day (2024-01-01 is a Monday, 2024-01-05 a Friday)', () => {
    expect(passes(weekdays, ['2024-01-01', '2024-01-05'])).toBe(true);
  });
  it('fails a date on another day (2024-01-06 is a Saturday, 2024-01-07 a Sunday = 7)', () => {
    expect(passes(weekdays, ['2024-01-06'])).toBe(false);
    expect(passes(weekdays, ['2024-01-07'])).toBe(false);
    expect(passes({ ...weekdays, accept: ['7'] }, ['2024-01-07'])).toBe(true);
  });
  it('compares accept entries numerically, also when the schema sends integers', () => {
    const integers = { ...weekdays, accept: [6, 7] as unknown as string[] };
    expect(passes(integers, ['2024-01-06'])).toBe(true);
    expect(passes({ ...weekdays, accept: ['06'] }, ['2024-01-06'])).toBe(true);
  });
  it('fails a value that is not a valid date', () => {
    expect(passes(weekdays, ['2024-02-30'])).toBe(false);
    expect(passes(weekdays, ['Monday'])).toBe(false);
  });
});

describe('§5 Contact form rules: file', () => {
  const rule = { rule: 'file', field: 'slip', accept: ['image/*', '.pdf'] };
  it('passes when every chosen file matches by extension or MIME type', () => {
    expect(passes(rule, [file('photo.JPG'), file('slip.pdf'), file('IMG_0001', 'image/heic')])).toBe(true);
  });
  it('fails when any chosen file matches neither', () => {
    expect(passes(rule, [file('photo.jpg'), file('macro.docm')])).toBe(false);
    expect(passes(rule, [file('run.exe', 'application/x-msdownload')])).toBe(false);
  });
  it('ignores the empty input and text values', () => {
    expect(passes(rule, [emptyFileInput(), 'C:\\fakepath\\x.exe'])).toBe(true);
  });
});
