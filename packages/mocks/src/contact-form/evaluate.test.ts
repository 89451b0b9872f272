import { describe, expect, it } from 'vitest';
import { checkRule, validateRules, type PostedData } from './evaluate';
import type { SwvRule } from './types';

function data(values: Record<string, string[]>, files: Record<string, File[]> = {}): PostedData {
  return { values: new Map(Object.entries(values)), files: new Map(Object.entries(files)) };
}

const fails = (rule: Omit<SwvRule, 'error'>, posted: PostedData): boolean => checkRule({ error: 'E', ...rule }, posted) !== undefined;
const bytes = (size: number, name = 'a.pdf') => new File(['x'.repeat(size)], name);

describe('§5 Contact form rules: the server evaluates each rule', () => {
  it('required: at least one value that is not blank', () => {
    expect(fails({ rule: 'required', field: 'f' }, data({}))).toBe(true);
    expect(fails({ rule: 'required', field: 'f' }, data({ f: ['  ', ''] }))).toBe(true);
    expect(fails({ rule: 'required', field: 'f' }, data({ f: ['', 'x'] }))).toBe(false);
  });

  it('requiredfile: at least one file', () => {
    expect(fails({ rule: 'requiredfile', field: 'f' }, data({}))).toBe(true);
    expect(fails({ rule: 'requiredfile', field: 'f' }, data({}, { f: [bytes(1)] }))).toBe(false);
  });

  it('format rules ignore blank values and judge the trimmed value', () => {
    expect(fails({ rule: 'email', field: 'f' }, data({ f: ['   '] }))).toBe(false);
    expect(fails({ rule: 'email', field: 'f' }, data({ f: ['  a@b.co  '] }))).toBe(false);
    expect(fails({ rule: 'email', field: 'f' }, data({ f: ['nope'] }))).toBe(true);
    expect(fails({ rule: 'date', field: 'f' }, data({ f: ['2026-02-30'] }))).toBe(true);
    expect(fails({ rule: 'time', field: 'f' }, data({ f: ['25:00'] }))).toBe(true);
    expect(fails({ rule: 'number', field: 'f' }, data({ f: ['12a'] }))).toBe(true);
  });

  it('enum and dayofweek compare against the accept list', () => {
    expect(fails({ rule: 'enum', field: 'f', accept: ['a', 'b'] }, data({ f: ['a', 'b'] }))).toBe(false);
    expect(fails({ rule: 'enum', field: 'f', accept: ['a', 'b'] }, data({ f: ['a', 'c'] }))).toBe(true);
    const weekdays = { rule: 'dayofweek', field: 'f', accept: [1, 2, 3, 4, 5] };
    expect(fails(weekdays, data({ f: ['2026-06-15'] }))).toBe(false);
    expect(fails(weekdays, data({ f: ['2026-06-13'] }))).toBe(true);
    expect(fails({ ...weekdays, accept: ['6', '7'] }, data({ f: ['2026-06-14'] }))).toBe(false);
  });

  it('minitems / maxitems count the non-blank values', () => {
    expect(fails({ rule: 'minitems', field: 'f', threshold: 2 }, data({ f: ['a', ' '] }))).toBe(true);
    expect(fails({ rule: 'minitems', field: 'f', threshold: 2 }, data({ f: ['a', 'b'] }))).toBe(false);
    expect(fails({ rule: 'maxitems', field: 'f', threshold: 3 }, data({ f: ['a', 'b', 'c', 'd'] }))).toBe(true);
  });

  it('minlength / maxlength count UTF-16 units of every value; minlength skips an empty field; CRLF is one', () => {
    expect(fails({ rule: 'minlength', field: 'f', threshold: 10 }, data({ f: [''] }))).toBe(false);
    expect(fails({ rule: 'minlength', field: 'f', threshold: 10 }, data({ f: ['สั้นไป'] }))).toBe(true);
    expect(fails({ rule: 'maxlength', field: 'f', threshold: 5 }, data({ f: ['ab\r\ncd'] }))).toBe(false);
    expect(fails({ rule: 'maxlength', field: 'f', threshold: 5 }, data({ f: ['abc', 'def'] }))).toBe(true);
    // Tone marks are code units of their own: 'น้ำ' is 3.
    expect(fails({ rule: 'maxlength', field: 'f', threshold: 2 }, data({ f: ['น้ำ'] }))).toBe(true);
  });

  it('minnumber / maxnumber / stepnumber skip what is not a number', () => {
    expect(fails({ rule: 'minnumber', field: 'f', threshold: '1' }, data({ f: ['0'] }))).toBe(true);
    expect(fails({ rule: 'maxnumber', field: 'f', threshold: '10000' }, data({ f: ['10001'] }))).toBe(true);
    expect(fails({ rule: 'maxnumber', field: 'f', threshold: '10000' }, data({ f: ['abc'] }))).toBe(false);
    expect(fails({ rule: 'stepnumber', field: 'f', base: '1', interval: '50' }, data({ f: ['101'] }))).toBe(false);
    expect(fails({ rule: 'stepnumber', field: 'f', base: '1', interval: '50' }, data({ f: ['100'] }))).toBe(true);
    expect(fails({ rule: 'stepnumber', field: 'f', base: '1', interval: '0' }, data({ f: ['100'] }))).toBe(false);
  });

  it('mindate / maxdate are inclusive', () => {
    const min = { rule: 'mindate', field: 'f', threshold: '2025-01-01' };
    expect(fails(min, data({ f: ['2025-01-01'] }))).toBe(false);
    expect(fails(min, data({ f: ['2024-12-31'] }))).toBe(true);
    expect(fails({ rule: 'maxdate', field: 'f', threshold: '2030-12-31' }, data({ f: ['2031-01-06'] }))).toBe(true);
  });

  it('file, minfilesize and maxfilesize judge the uploads; no upload, no size rule', () => {
    expect(fails({ rule: 'file', field: 'f', accept: ['.pdf'] }, data({}, { f: [bytes(3, 'x.exe')] }))).toBe(true);
    expect(fails({ rule: 'maxfilesize', field: 'f', threshold: 10 }, data({}, { f: [bytes(6), bytes(5)] }))).toBe(true);
    expect(fails({ rule: 'maxfilesize', field: 'f', threshold: 10 }, data({}, { f: [bytes(10)] }))).toBe(false);
    expect(fails({ rule: 'minfilesize', field: 'f', threshold: 1 }, data({}, { f: [bytes(0)] }))).toBe(true);
    expect(fails({ rule: 'minfilesize', field: 'f', threshold: 1 }, data({}))).toBe(false);
  });

  it('all: the first failing child speaks, with its own field and error', () => {
    const all: SwvRule = {
      rule: 'all',
      rules: [
        { rule: 'number', field: 'q', error: 'not a number' },
        { rule: 'maxnumber', field: 'q', threshold: '10', error: 'too big' },
      ],
    };
    expect(checkRule(all, data({ q: ['x'] }))).toEqual({ field: 'q', error: 'not a number' });
    expect(checkRule(all, data({ q: ['11'] }))).toEqual({ field: 'q', error: 'too big' });
    expect(checkRule(all, data({ q: ['9'] }))).toBeUndefined();
  });

  it('any: holds when one child holds, else fails with its own field and error', () => {
    const any: SwvRule = {
      rule: 'any',
      field: 'tel',
      error: 'one of them',
      rules: [
        { rule: 'required', field: 'tel', error: 'E1' },
        { rule: 'required', field: 'email', error: 'E2' },
      ],
    };
    expect(checkRule(any, data({ email: ['a@b.co'] }))).toBeUndefined();
    expect(checkRule(any, data({ tel: [''], email: [''] }))).toEqual({ field: 'tel', error: 'one of them' });
  });

  it('keeps one failure per field, the first in rule order', () => {
    const rules: SwvRule[] = [
      { rule: 'required', field: 'a', error: 'a required' },
      { rule: 'email', field: 'b', error: 'b email' },
      { rule: 'maxlength', field: 'b', threshold: 3, error: 'b long' },
      { rule: 'minlength', field: 'a', threshold: 2, error: 'a short' },
    ];
    expect(validateRules(rules, data({ a: [''], b: ['not-an-email'] }))).toEqual([
      { field: 'a', error: 'a required' },
      { field: 'b', error: 'b email' },
    ]);
  });
});
