import type { ContactFormRule } from '@talat/client';
import { describe, expect, it } from 'vitest';
import { validateSchema } from './index';

function form(entries: Record<string, string | File | Array<string | File>>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

const required = (field: string, error = `${field} ต้องกรอก`): ContactFormRule => ({ rule: 'required', field, error });
const email = (field: string, error = `${field} อีเมลไม่ถูกต้อง`): ContactFormRule => ({ rule: 'email', field, error });

describe('validateSchema (§3 Contact form schema, §5 Contact form rules)', () => {
  it('maps each failing field to its rule’s error, in rule order', () => {
    const rules = [required('your-name'), required('your-email'), email('your-email'), required('your-message')];
    const errors = validateSchema(rules, form({ 'your-name': '', 'your-email': 'not-an-email', 'your-message': 'สวัสดี' }));
    expect([...errors]).toEqual([
      ['your-name', 'your-name ต้องกรอก'],
      ['your-email', 'your-email อีเมลไม่ถูกต้อง'],
    ]);
  });

  it('returns an empty map when every rule passes', () => {
    const errors = validateSchema([required('your-email'), email('your-email')], form({ 'your-email': 'a@b.co' }));
    expect(errors.size).toBe(0);
  });

  it('keeps the first error per field and does not evaluate later rules for it', () => {
    const rules: ContactFormRule[] = [
      required('your-email', 'กรุณากรอกอีเมล'),
      { rule: 'minlength', field: 'your-email', threshold: 5, error: 'สั้นเกินไป' },
      email('your-email', 'อีเมลไม่ถูกต้อง'),
    ];
    expect(validateSchema(rules, form({ 'your-email': 'ab' })).get('your-email')).toBe('สั้นเกินไป');
    expect(validateSchema(rules, form({})).get('your-email')).toBe('กรุณากรอกอีเมล');
  });

  it('does not even read a field again once it has an error', () => {
    const reads: string[] = [];
    const values = { getAll: (name: string) => (reads.push(name), []) };
    validateSchema([required('your-name'), email('your-name'), required('your-phone')], values);
    expect(reads.filter((name) => name.startsWith('your-name'))).toEqual(['your-name', 'your-name[]']);
    expect(reads).toContain('your-phone');
  });

  it('ignores unknown rules (CF7 add-ons) and rules without a field, without throwing', () => {
    const rules: ContactFormRule[] = [
      { rule: 'recaptcha', field: 'your-name', error: 'x' },
      { rule: 'constructor', field: 'your-name', error: 'x' },
      { rule: 'required', error: 'ไม่มีฟิลด์' },
      required('your-name', 'กรุณากรอกชื่อ'),
    ];
    expect([...validateSchema(rules, form({}))]).toEqual([['your-name', 'กรุณากรอกชื่อ']]);
  });

  it("uses '' when a failing rule has no error, leaving the fallback text to the caller", () => {
    expect(validateSchema([{ rule: 'required', field: 'your-name' }], form({})).get('your-name')).toBe('');
  });

  it('reads checkbox groups posted as name[] under the schema field name', () => {
    const rules: ContactFormRule[] = [required('colours'), { rule: 'maxitems', field: 'colours', threshold: 1, error: 'เลือกได้ 1 สี' }];
    expect(validateSchema(rules, form({ 'colours[]': ['ชมพู', 'แดง'] })).get('colours')).toBe('เลือกได้ 1 สี');
    expect(validateSchema(rules, form({ 'colours[]': ['ชมพู'] })).size).toBe(0);
  });

  it('validates files from FormData: requiredfile ignores the empty file input', () => {
    const rules: ContactFormRule[] = [
      { rule: 'requiredfile', field: 'slip', error: 'แนบสลิป' },
      { rule: 'file', field: 'slip', accept: ['image/*', '.pdf'], error: 'ชนิดไฟล์ไม่ถูกต้อง' },
    ];
    expect(validateSchema(rules, form({ slip: new File([], '') })).get('slip')).toBe('แนบสลิป');
    expect(validateSchema(rules, form({ slip: new File(['x'], 'slip.exe') })).get('slip')).toBe('ชนิดไฟล์ไม่ถูกต้อง');
    expect(validateSchema(rules, form({ slip: new File(['x'], 'slip.JPG') })).size).toBe(0);
  });

  describe('options.fields', () => {
    const rules = [required('your-name'), required('your-email'), email('your-email')];
    it('evaluates only the rules whose field is in the set', () => {
      const errors = validateSchema(rules, form({ 'your-email': 'bad' }), { fields: new Set(['your-email']) });
      expect([...errors]).toEqual([['your-email', 'your-email อีเมลไม่ถูกต้อง']]);
    });
    it('evaluates nothing for an empty set', () => {
      expect(validateSchema(rules, form({}), { fields: new Set() }).size).toBe(0);
    });
    it('selects all/any by their own field, and skips a composite without one', () => {
      const composite: ContactFormRule[] = [
        { rule: 'all', field: 'qty', error: 'จำนวนไม่ถูกต้อง', rules: [{ rule: 'number' }] },
        { rule: 'all', error: 'ไม่มีฟิลด์', rules: [required('other')] },
      ];
      const values = form({ qty: 'สาม' });
      expect([...validateSchema(composite, values, { fields: new Set(['qty']) })]).toEqual([['qty', 'จำนวนไม่ถูกต้อง']]);
      expect(validateSchema(composite, values, { fields: new Set(['other']) }).size).toBe(0);
    });
  });
});
