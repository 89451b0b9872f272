import type { ContactFormRule } from '@talat/client';
import { describe, expect, it } from 'vitest';
import { findRuleCheck } from './rules';
import type { FieldEntry } from './types';

const RULE_NAMES = [
  'required', 'requiredfile', 'email', 'url', 'tel', 'number', 'date', 'time', 'file', 'enum', 'dayofweek',
  'minitems', 'maxitems', 'minlength', 'maxlength', 'minnumber', 'maxnumber', 'mindate', 'maxdate',
  'minfilesize', 'maxfilesize', 'stepnumber',
] as const;

// Strict enough that any non-empty value would be judged by each rule.
const STRICT: Omit<ContactFormRule, 'rule'> = { field: 'f', threshold: 5, accept: [], base: '0', interval: 7 };
const EMPTY_FILE = new File([], '', { type: 'application/octet-stream' });

function passes(rule: string, entries: readonly FieldEntry[]): boolean {
  const check = findRuleCheck(rule);
  if (!check) throw new Error(`no check for ${rule}`);
  return check({ rule, ...STRICT }, entries);
}

describe('rule lookup (§5 Contact form rules)', () => {
  it('knows every rule name of §5 but all/any, which validate.ts composes', () => {
    for (const name of RULE_NAMES) expect(findRuleCheck(name), name).toBeTypeOf('function');
    expect(findRuleCheck('all')).toBeUndefined();
    expect(findRuleCheck('any')).toBeUndefined();
  });

  it('does not know add-on rules or object prototype names', () => {
    for (const name of ['recaptcha', 'Required', 'constructor', 'toString', '__proto__', '']) {
      expect(findRuleCheck(name), name).toBeUndefined();
    }
  });
});

describe('empty values (§5: ignored, so only required and requiredfile fail an empty field)', () => {
  const emptyShapes: Array<[string, FieldEntry[]]> = [
    ['no value', []],
    ['an empty string', ['']],
    ['whitespace only', ['  \t\n ']],
    ['an empty file input', [EMPTY_FILE]],
    ['a mix of all three', ['', ' ', EMPTY_FILE]],
  ];

  for (const [label, entries] of emptyShapes) {
    it(`with ${label}: required and requiredfile fail, every other rule passes`, () => {
      for (const name of RULE_NAMES) {
        expect(passes(name, entries), name).toBe(name !== 'required' && name !== 'requiredfile');
      }
    });
  }
});
