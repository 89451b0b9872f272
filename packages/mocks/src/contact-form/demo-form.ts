import { CF7_MESSAGES as M } from './messages';
import type { ContactForm } from './types';

// The shop's contact form (§2.12): a quote request for cosmetics and packaging that uses every CF7
// field type and every SWV rule of §5 "Contact form rules", so one form exercises the whole widget.
// Trigger texts for the demo (not CF7 features): a message containing 'spam-test' is answered as
// spam, and the name 'mail-fail-test' as a failed mail (see submit.ts).

const MB = 1024 * 1024;

export const DEMO_CONTACT_FORM: ContactForm = {
  id: 120,
  title: 'แบบฟอร์มติดต่อ',
  containerPost: 45,
  locale: 'th',
  ariaLabel: 'แบบฟอร์มติดต่อ',
  submitLabel: 'ส่งข้อความ',
  fields: [
    { type: 'text', name: 'your-name', label: 'ชื่อ-นามสกุล', required: true, minLength: 2, maxLength: 100, autocomplete: 'name' },
    { type: 'email', name: 'your-email', label: 'อีเมล', required: true, autocomplete: 'email' },
    { type: 'tel', name: 'your-tel', label: 'เบอร์โทรศัพท์', required: true, autocomplete: 'tel' },
    { type: 'url', name: 'website', label: 'เว็บไซต์หรือเพจร้านค้า (ถ้ามี)', autocomplete: 'url' },
    { type: 'tel', name: 'backup-tel', label: 'เบอร์โทรศัพท์สำรอง' },
    { type: 'email', name: 'backup-email', label: 'อีเมลสำรอง' },
    { type: 'number', name: 'quantity', label: 'จำนวนที่ต้องการ (ชิ้น)', required: true, min: 1, max: 10000, step: 50 },
    {
      type: 'date',
      name: 'delivery-date',
      label: 'วันที่ต้องการรับสินค้า (จันทร์–ศุกร์)',
      required: true,
      min: '2025-01-01',
      max: '2030-12-31',
      daysOfWeek: [1, 2, 3, 4, 5],
    },
    { type: 'time', name: 'delivery-time', label: 'เวลาที่สะดวกรับสินค้า' },
    {
      type: 'select',
      name: 'product-type',
      label: 'ประเภทสินค้าที่สนใจ',
      required: true,
      options: ['ขวดยาดม', 'ขวดลูกกลิ้ง', 'ตลับครีม', 'หลอดลิปสติก', 'เครื่องสำอางสำเร็จรูป'],
    },
    // CF7 treats a radio group as required: one option is always meant to be chosen.
    { type: 'radio', name: 'customer-type', label: 'ประเภทลูกค้า', required: true, options: ['ลูกค้าทั่วไป', 'ร้านค้าปลีก', 'โรงงาน / แบรนด์'] },
    {
      type: 'checkbox',
      name: 'heard-from',
      label: 'รู้จักเราจากช่องทางใด',
      options: ['Facebook', 'Google', 'เพื่อนแนะนำ', 'อื่น ๆ'],
      exclusive: true,
      freeText: true,
    },
    {
      type: 'checkbox',
      name: 'sample-items',
      label: 'ตัวอย่างที่ต้องการ (เลือก 2–3 รายการ)',
      required: true,
      options: ['ขวดแก้ว', 'ขวดพลาสติก', 'ฝาปั๊ม', 'ฝาสเปรย์', 'ตลับอะลูมิเนียม'],
      minItems: 2,
      maxItems: 3,
    },
    { type: 'textarea', name: 'your-message', label: 'ข้อความ', required: true, minLength: 10, maxLength: 500, counter: 'down' },
    {
      type: 'file',
      name: 'slip',
      label: 'แนบแบบงานหรือสลิปการโอนเงิน (.jpg .png .pdf ไม่เกิน 1 MB)',
      required: true,
      accept: ['.jpg', '.jpeg', '.png', '.pdf', 'image/jpeg', 'image/png', 'application/pdf'],
      maxFileSize: MB,
      minFileSize: 1,
    },
    { type: 'acceptance', name: 'accept-privacy', label: 'ฉันยอมรับนโยบายความเป็นส่วนตัวของร้าน', mode: 'required' },
    { type: 'acceptance', name: 'accept-callback', label: 'ยินดีให้ฝ่ายขายโทรกลับ', mode: 'optional' },
    { type: 'acceptance', name: 'refuse-storage', label: 'ฉันไม่ยินยอมให้ร้านเก็บข้อมูลนี้ไว้ติดต่อกลับ', mode: 'invert' },
    { type: 'quiz', name: 'quiz-1', label: 'คำถามกันสแปม' },
    { type: 'captcha', name: 'captcha-1', label: 'กรอกตัวอักษรที่เห็นในภาพ' },
  ],
  extraRules: [
    // A backup contact: either a phone number or an e-mail address is enough.
    {
      rule: 'any',
      field: 'backup-tel',
      error: M.contact_by_any,
      rules: [
        { rule: 'required', field: 'backup-tel', error: M.invalid_required },
        { rule: 'required', field: 'backup-email', error: M.invalid_required },
      ],
    },
  ],
};

const CONTACT_FORMS: ReadonlyMap<number, ContactForm> = new Map([[DEMO_CONTACT_FORM.id, DEMO_CONTACT_FORM]]);

/** `wpcf7_contact_form( $id )`: the form, or undefined for an unknown or malformed id. */
export function findContactForm(id: number | string): ContactForm | undefined {
  const text = String(id);
  return /^\d+$/.test(text) ? CONTACT_FORMS.get(Number(text)) : undefined;
}
