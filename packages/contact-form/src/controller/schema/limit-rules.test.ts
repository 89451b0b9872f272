import type { ContactFormRule } from '@talat/client';
import { describe, expect, it } from 'vitest';
import { limitRules } from './limit-rules';
import type { FieldEntry } from './types';

function passes(rule: ContactFormRule, entries: readonly FieldEntry[]): boolean {
  const check = limitRules[rule.rule];
  if (!check) throw new Error(`no check for ${rule.rule}`);
  return check(rule, entries);
}

const bytes = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('§5 Contact form rules: minitems / maxitems count non-empty values', () => {
  const min = { rule: 'minitems', field: 'colours', threshold: '2' };
  const max = { rule: 'maxitems', field: 'colours', threshold: 2 };
  it('minitems passes at the threshold and fails below it, empty values not counted', () => {
    expect(passes(min, ['ชมพู', 'แดง'])).toBe(true);
    expect(passes(min, ['ชมพู', '', ' '])).toBe(false);
  });
  it('maxitems passes at the threshold and fails above it', () => {
    expect(passes(max, ['a', 'b', ''])).toBe(true);
    expect(passes(max, ['a', 'b', 'c'])).toBe(false);
  });
  it('counts chosen files, not the empty file input', () => {
    expect(passes(max, [bytes('a.jpg', 1), bytes('b.jpg', 1), new File([], '')])).toBe(true);
    expect(passes(max, [bytes('a.jpg', 1), bytes('b.jpg', 1), bytes('c.jpg', 1)])).toBe(false);
  });
});

describe('§5 Contact form rules: minlength / maxlength total UTF-16 code units', () => {
  it("counts Thai as the browser does: 'น้ำ' is 3 units (น + ้ + ำ)", () => {
    expect('น้ำ'.length).toBe(3);
    expect(passes({ rule: 'maxlength', field: 'm', threshold: 3 }, ['น้ำ'])).toBe(true);
    expect(passes({ rule: 'maxlength', field: 'm', threshold: 2 }, ['น้ำ'])).toBe(false);
    expect(passes({ rule: 'minlength', field: 'm', threshold: 4 }, ['น้ำ'])).toBe(false);
  });
  it('sums every non-empty value, trimmed', () => {
    const values = ['  ครีม ', 'กันแดด']; // 4 + 6 units
    expect(passes({ rule: 'minlength', field: 'm', threshold: 10 }, values)).toBe(true);
    expect(passes({ rule: 'minlength', field: 'm', threshold: 11 }, values)).toBe(false);
    expect(passes({ rule: 'maxlength', field: 'm', threshold: 10 }, values)).toBe(true);
    expect(passes({ rule: 'maxlength', field: 'm', threshold: 9 }, values)).toBe(false);
  });
  it('counts an emoji as 2 units, like the maxlength attribute', () => {
    expect(passes({ rule: 'maxlength', field: 'm', threshold: 1 }, ['💄'])).toBe(false);
  });
  it('skips minlength when the field is empty', () => {
    expect(passes({ rule: 'minlength', field: 'm', threshold: 10 }, ['', '   '])).toBe(true);
    expect(passes({ rule: 'minlength', field: 'm', threshold: 10 }, [bytes('a.txt', 50)])).toBe(true);
  });
});

describe('§5 Contact form rules: minnumber / maxnumber', () => {
  const min = { rule: 'minnumber', field: 'qty', threshold: '1' };
  const max = { rule: 'maxnumber', field: 'qty', threshold: '99.5' };
  it('compares every numeric value with the threshold, bounds included', () => {
    expect(passes(min, ['1', '1e2'])).toBe(true);
    expect(passes(min, ['1', '0.5'])).toBe(false);
    expect(passes(max, ['99.5', '-3'])).toBe(true);
    expect(passes(max, ['+99.51'])).toBe(false);
  });
  it('leaves values that are not numbers to the number rule', () => {
    expect(passes(min, ['-5 ชิ้น'])).toBe(true);
    expect(passes(max, ['1,000'])).toBe(true);
  });
});

describe('§5 Contact form rules: mindate / maxdate', () => {
  const min = { rule: 'mindate', field: 'd', threshold: '2024-06-01' };
  const max = { rule: 'maxdate', field: 'd', threshold: '2024-06-30' };
  it('compares every valid date with the threshold date, bounds included', () => {
    expect(passes(min, ['2024-06-01', '2025-01-01'])).toBe(true);
    expect(passes(min, ['2024-05-31'])).toBe(false);
    expect(passes(max, ['2024-06-30'])).toBe(true);
    expect(passes(max, ['2024-07-01'])).toBe(false);
  });
  it('orders years of 5 digits after 9999 (no string comparison)', () => {
    expect(passes({ ...max, threshold: '9999-12-31' }, ['12024-01-01'])).toBe(false);
  });
  it('leaves invalid dates to the date rule', () => expect(passes(min, ['2024-02-30', '01/01/2020'])).toBe(true));
});

describe('§5 Contact form rules: minfilesize / maxfilesize total the bytes of the files', () => {
  const max = { rule: 'maxfilesize', field: 'slip', threshold: 2_097_152 };
  const min = { rule: 'minfilesize', field: 'slip', threshold: '100' };
  it('maxfilesize passes at the limit and fails one byte over, summed across files', () => {
    expect(passes(max, [bytes('a.jpg', 2_097_152)])).toBe(true);
    expect(passes(max, [bytes('a.jpg', 2_097_153)])).toBe(false);
    expect(passes(max, [bytes('a.jpg', 1_048_576), bytes('b.jpg', 1_048_577)])).toBe(false);
  });
  it('minfilesize fails below the total, including a chosen file of 0 bytes', () => {
    expect(passes(min, [bytes('a.jpg', 60), bytes('b.jpg', 40)])).toBe(true);
    expect(passes(min, [bytes('a.jpg', 99)])).toBe(false);
    expect(passes(min, [bytes('empty.jpg', 0)])).toBe(false);
  });
});

describe('§5 Contact form rules: stepnumber, to 6 decimals', () => {
  const step = (interval: string | number, base?: string): ContactFormRule => ({
    rule: 'stepnumber', field: 'n', interval, ...(base === undefined ? {} : { base }),
  });
  it('passes multiples of the interval from the base and fails others', () => {
    expect(passes(step(5, '2'), ['7', '-3', '2'])).toBe(true);
    expect(passes(step(5, '2'), ['8'])).toBe(false);
    expect(passes(step('0.25'), ['1.75'])).toBe(true);
    expect(passes(step('0.25'), ['1.8'])).toBe(false);
  });
  it('passes 0.3 on a 0.1 interval despite floating point (0.3 % 0.1 ≈ 0.0999…)', () => {
    expect(0.3 % 0.1).not.toBe(0);
    expect(passes(step('0.1', '0'), ['0.3', '0.7', '1.1'])).toBe(true);
    expect(passes(step('0.1', '0'), ['0.35'])).toBe(false);
  });
  it('is skipped when the interval is 0, negative or not a number', () => {
    for (const interval of [0, '-1', 'abc', '']) expect(passes(step(interval), ['0.123'])).toBe(true);
  });
  it('leaves values that are not numbers to the number rule', () => expect(passes(step(2), ['สาม'])).toBe(true));
});

describe('malformed thresholds never throw and make the limit pass', () => {
  it.each(['', 'abc', '10px', undefined, Number.NaN])('threshold %j', (threshold) => {
    const entries = ['ค่าที่ยาวมาก', '-1', '2024-01-01', bytes('a.jpg', 10)];
    for (const name of Object.keys(limitRules)) {
      const rule: ContactFormRule = { rule: name, field: 'f', ...(threshold === undefined ? {} : { threshold }) };
      expect(passes(rule, entries), name).toBe(true);
    }
  });
});
