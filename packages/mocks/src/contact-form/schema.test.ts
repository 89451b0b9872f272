import { describe, expect, it } from 'vitest';
import { DEMO_CONTACT_FORM } from './demo-form';
import { CF7_MESSAGES as M } from './messages';
import { contactFormSchema } from './schema';
import type { ContactForm } from './types';

describe('contactFormSchema (§3 Contact form: a validation schema per form)', () => {
  it('emits the demo form rules in CF7 order: required, type rule, limits per field; enums last', () => {
    expect(contactFormSchema(DEMO_CONTACT_FORM)).toEqual({
      version: 'Contact Form 7 SWV Schema 2024-10',
      locale: 'th',
      rules: [
        { rule: 'required', field: 'your-name', error: M.invalid_required },
        { rule: 'minlength', field: 'your-name', error: M.invalid_too_short, threshold: 2 },
        { rule: 'maxlength', field: 'your-name', error: M.invalid_too_long, threshold: 100 },
        { rule: 'required', field: 'your-email', error: M.invalid_required },
        { rule: 'email', field: 'your-email', error: M.invalid_email },
        { rule: 'required', field: 'your-tel', error: M.invalid_required },
        { rule: 'tel', field: 'your-tel', error: M.invalid_tel },
        { rule: 'url', field: 'website', error: M.invalid_url },
        { rule: 'tel', field: 'backup-tel', error: M.invalid_tel },
        { rule: 'email', field: 'backup-email', error: M.invalid_email },
        { rule: 'required', field: 'quantity', error: M.invalid_required },
        {
          rule: 'all',
          rules: [
            { rule: 'number', field: 'quantity', error: M.invalid_number },
            { rule: 'minnumber', field: 'quantity', error: M.number_too_small, threshold: '1' },
            { rule: 'maxnumber', field: 'quantity', error: M.number_too_large, threshold: '10000' },
          ],
        },
        { rule: 'stepnumber', field: 'quantity', error: M.number_step, base: '1', interval: '50' },
        { rule: 'required', field: 'delivery-date', error: M.invalid_required },
        { rule: 'date', field: 'delivery-date', error: M.invalid_date },
        { rule: 'mindate', field: 'delivery-date', error: M.date_too_early, threshold: '2025-01-01' },
        { rule: 'maxdate', field: 'delivery-date', error: M.date_too_late, threshold: '2030-12-31' },
        { rule: 'dayofweek', field: 'delivery-date', error: M.weekdays_only, accept: [1, 2, 3, 4, 5] },
        { rule: 'time', field: 'delivery-time', error: M.invalid_time },
        { rule: 'required', field: 'product-type', error: M.invalid_required },
        { rule: 'required', field: 'customer-type', error: M.invalid_required },
        { rule: 'required', field: 'sample-items', error: M.invalid_required },
        { rule: 'minitems', field: 'sample-items', error: M.too_few_items, threshold: 2 },
        { rule: 'maxitems', field: 'sample-items', error: M.too_many_items, threshold: 3 },
        { rule: 'required', field: 'your-message', error: M.invalid_required },
        { rule: 'minlength', field: 'your-message', error: M.invalid_too_short, threshold: 10 },
        { rule: 'maxlength', field: 'your-message', error: M.invalid_too_long, threshold: 500 },
        { rule: 'requiredfile', field: 'slip', error: M.invalid_required },
        {
          rule: 'file',
          field: 'slip',
          error: M.upload_failed_not_allowed,
          accept: ['.jpg', '.jpeg', '.png', '.pdf', 'image/jpeg', 'image/png', 'application/pdf'],
        },
        { rule: 'minfilesize', field: 'slip', error: M.upload_file_too_small, threshold: 1 },
        { rule: 'maxfilesize', field: 'slip', error: M.upload_file_too_large, threshold: 1048576 },
        {
          rule: 'any',
          field: 'backup-tel',
          error: M.contact_by_any,
          rules: [
            { rule: 'required', field: 'backup-tel', error: M.invalid_required },
            { rule: 'required', field: 'backup-email', error: M.invalid_required },
          ],
        },
        { rule: 'enum', field: 'product-type', error: M.invalid_choice, accept: ['ขวดยาดม', 'ขวดลูกกลิ้ง', 'ตลับครีม', 'หลอดลิปสติก', 'เครื่องสำอางสำเร็จรูป'] },
        { rule: 'enum', field: 'customer-type', error: M.invalid_choice, accept: ['ลูกค้าทั่วไป', 'ร้านค้าปลีก', 'โรงงาน / แบรนด์'] },
        { rule: 'enum', field: 'sample-items', error: M.invalid_choice, accept: ['ขวดแก้ว', 'ขวดพลาสติก', 'ฝาปั๊ม', 'ฝาสเปรย์', 'ตลับอะลูมิเนียม'] },
      ],
    });
  });

  it('gives acceptance, quiz, captcha and a free-text checkbox no rules', () => {
    const fields = contactFormSchema(DEMO_CONTACT_FORM).rules.map((r) => r.field);
    for (const name of ['accept-privacy', 'accept-callback', 'refuse-storage', 'quiz-1', 'captcha-1', 'heard-from']) expect(fields).not.toContain(name);
  });

  it('steps from 0 when a number has no minimum, and an optional file has no requiredfile', () => {
    const form: ContactForm = {
      ...DEMO_CONTACT_FORM,
      extraRules: [],
      fields: [
        { type: 'number', name: 'n', label: 'n', step: 5 },
        { type: 'file', name: 'f', label: 'f', accept: ['.pdf'], maxFileSize: 10 },
      ],
    };
    expect(contactFormSchema(form).rules).toEqual([
      { rule: 'all', rules: [{ rule: 'number', field: 'n', error: M.invalid_number }] },
      { rule: 'stepnumber', field: 'n', error: M.number_step, base: '0', interval: '5' },
      { rule: 'file', field: 'f', error: M.upload_failed_not_allowed, accept: ['.pdf'] },
      { rule: 'maxfilesize', field: 'f', error: M.upload_file_too_large, threshold: 10 },
    ]);
  });
});
