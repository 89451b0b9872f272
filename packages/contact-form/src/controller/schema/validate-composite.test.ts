import type { ContactFormRule } from '@talat/client';
import { describe, expect, it } from 'vitest';
import { validateSchema } from './validate';

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

const qtyRules: ContactFormRule[] = [
  { rule: 'number', error: 'ต้องเป็นตัวเลข' },
  { rule: 'minnumber', threshold: 1, error: 'อย่างน้อย 1' },
  { rule: 'maxnumber', threshold: 10 },
];

describe('all (§5 Contact form rules: all / any combine nested rules)', () => {
  const all: ContactFormRule = { rule: 'all', field: 'qty', error: 'จำนวนไม่ถูกต้อง', rules: qtyRules };

  it('passes when every nested rule passes; nested rules inherit the field', () => {
    expect(validateSchema([all], form({ qty: '5' })).size).toBe(0);
  });

  it('reports the first failing nested rule’s error on the all rule’s field', () => {
    expect([...validateSchema([all], form({ qty: 'ห้า' }))]).toEqual([['qty', 'ต้องเป็นตัวเลข']]);
    expect([...validateSchema([all], form({ qty: '0' }))]).toEqual([['qty', 'อย่างน้อย 1']]);
  });

  it('falls back to its own error when the failing nested rule has none', () => {
    expect(validateSchema([all], form({ qty: '11' })).get('qty')).toBe('จำนวนไม่ถูกต้อง');
  });

  it('records the error on its own field even when a nested rule names another field', () => {
    const rule: ContactFormRule = { rule: 'all', field: 'qty', rules: [{ rule: 'required', field: 'unit', error: 'เลือกหน่วย' }] };
    expect([...validateSchema([rule], form({ qty: '5' }))]).toEqual([['qty', 'เลือกหน่วย']]);
  });

  it('without a field of its own, records the error on the failing nested rule’s field', () => {
    const rule: ContactFormRule = { rule: 'all', rules: [{ rule: 'required', field: 'unit', error: 'เลือกหน่วย' }] };
    expect([...validateSchema([rule], form({}))]).toEqual([['unit', 'เลือกหน่วย']]);
  });

  it('without a field of its own, does not replace an earlier error of that nested field', () => {
    const rules: ContactFormRule[] = [
      { rule: 'required', field: 'unit', error: 'กรอกหน่วย' },
      { rule: 'all', rules: [{ rule: 'required', field: 'unit', error: 'เลือกหน่วย' }] },
    ];
    expect(validateSchema(rules, form({})).get('unit')).toBe('กรอกหน่วย');
  });

  it('ignores unknown nested rules', () => {
    const rule: ContactFormRule = { rule: 'all', field: 'qty', rules: [{ rule: 'addon-rule', error: 'x' }, ...qtyRules] };
    expect(validateSchema([rule], form({ qty: '3' })).size).toBe(0);
  });
});

describe('any (§5 Contact form rules: all / any combine nested rules)', () => {
  const contact: ContactFormRule = {
    rule: 'any',
    field: 'contact',
    error: 'กรอกอีเมลหรือเบอร์โทร',
    rules: [
      { rule: 'email', error: 'อีเมลไม่ถูกต้อง' },
      { rule: 'tel', error: 'เบอร์โทรไม่ถูกต้อง' },
    ],
  };

  it('passes when at least one nested rule passes', () => {
    expect(validateSchema([contact], form({ contact: 'shop@example.co.th' })).size).toBe(0);
    expect(validateSchema([contact], form({ contact: '081-234-5678' })).size).toBe(0);
  });

  it('fails with its own error when no nested rule passes', () => {
    expect([...validateSchema([contact], form({ contact: 'ไม่ใช่' }))]).toEqual([['contact', 'กรอกอีเมลหรือเบอร์โทร']]);
  });

  it('falls back to the last nested error when it has none', () => {
    const rule: ContactFormRule = { ...contact, error: undefined };
    expect(validateSchema([rule], form({ contact: 'ไม่ใช่' })).get('contact')).toBe('เบอร์โทรไม่ถูกต้อง');
  });

  it('passes when it has nothing to check (no nested rules, or only unknown ones), as CF7 does', () => {
    expect(validateSchema([{ rule: 'any', field: 'x', error: 'e', rules: [] }], form({})).size).toBe(0);
    expect(validateSchema([{ rule: 'any', field: 'x', error: 'e', rules: [{ rule: 'addon' }] }], form({})).size).toBe(0);
  });
});

describe('nesting all inside any and the reverse', () => {
  it('evaluates any of alls: a Thai mobile or a Bangkok landline', () => {
    const phone: ContactFormRule = {
      rule: 'any',
      field: 'phone',
      error: 'เบอร์โทรไม่ถูกต้อง',
      rules: [
        { rule: 'all', rules: [{ rule: 'tel' }, { rule: 'minlength', threshold: 10 }] },
        { rule: 'all', rules: [{ rule: 'tel' }, { rule: 'maxlength', threshold: 9 }] },
      ],
    };
    expect(validateSchema([phone], form({ phone: '0812345678' })).size).toBe(0);
    expect(validateSchema([phone], form({ phone: '021234567' })).size).toBe(0);
    expect(validateSchema([phone], form({ phone: 'โทรหาฉัน' })).get('phone')).toBe('เบอร์โทรไม่ถูกต้อง');
  });

  it('lets an all report the message of a failing any inside it', () => {
    const rule: ContactFormRule = {
      rule: 'all',
      field: 'site',
      error: 'ทั่วไป',
      rules: [
        { rule: 'required', error: 'กรอกเว็บไซต์' },
        { rule: 'any', error: 'เว็บไซต์ไม่ถูกต้อง', rules: [{ rule: 'url' }, { rule: 'email' }] },
      ],
    };
    expect(validateSchema([rule], form({})).get('site')).toBe('กรอกเว็บไซต์');
    expect(validateSchema([rule], form({ site: 'example' })).get('site')).toBe('เว็บไซต์ไม่ถูกต้อง');
  });

  it('gives a nested composite with nothing to check no vote inside any', () => {
    const emptyAll: ContactFormRule = { rule: 'all', rules: [{ rule: 'addon-rule' }] };
    const emptyAny: ContactFormRule = { rule: 'any', rules: [] };
    const rule: ContactFormRule = { rule: 'any', field: 'mail', error: 'อีเมลไม่ถูกต้อง', rules: [emptyAll, emptyAny, { rule: 'email' }] };
    expect(validateSchema([rule], form({ mail: 'ไม่ใช่อีเมล' })).get('mail')).toBe('อีเมลไม่ถูกต้อง');
    expect(validateSchema([rule], form({ mail: 'a@b.co' })).size).toBe(0);
  });

  it('keeps first-error-wins across a composite and a plain rule on one field', () => {
    const rules: ContactFormRule[] = [
      { rule: 'required', field: 'qty', error: 'กรอกจำนวน' },
      { rule: 'all', field: 'qty', error: 'จำนวนไม่ถูกต้อง', rules: qtyRules },
    ];
    expect(validateSchema(rules, form({})).get('qty')).toBe('กรอกจำนวน');
  });
});
