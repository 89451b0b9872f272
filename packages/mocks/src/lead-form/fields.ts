// The fields of the shop's two Lead Form Builder forms. The plugin names a field by its type and
// its position (`name_1`, `date_4`, `checkbox_8[]`), and its script recognises date pickers and
// uploads by those prefixes (§2.13), so the names are part of the contract.

export type LeadFieldKind = 'name' | 'email' | 'number' | 'date' | 'dob' | 'textarea' | 'radio' | 'checkbox' | 'upload' | 'terms';

export interface LeadField {
  readonly kind: LeadFieldKind;
  /** The control's `name` (without `[]` for a checkbox group). */
  readonly name: string;
  /** The number in the name: `filetext_{n}` and `term_accept_{n}` use it. */
  readonly index: number;
  readonly label: string;
  readonly required?: boolean;
  readonly options?: readonly string[];
}

const PREFIX: Record<LeadFieldKind, string> = {
  name: 'name',
  email: 'email',
  number: 'number',
  date: 'date',
  dob: 'dob',
  textarea: 'textarea',
  radio: 'radio',
  checkbox: 'checkbox',
  upload: 'upload',
  terms: 'term_accept',
};

type FieldSpec = Omit<LeadField, 'name' | 'index'>;

function numbered(specs: readonly FieldSpec[]): LeadField[] {
  return specs.map((spec, i) => ({ ...spec, index: i + 1, name: `${PREFIX[spec.kind]}_${i + 1}` }));
}

const NAME: FieldSpec = { kind: 'name', label: 'ชื่อ-นามสกุล', required: true };
const EMAIL: FieldSpec = { kind: 'email', label: 'อีเมล', required: true };
const TERMS: FieldSpec = { kind: 'terms', label: 'ฉันยอมรับเงื่อนไขการใช้บริการและนโยบายความเป็นส่วนตัว' };

export const FULL_LEAD_FIELDS: readonly LeadField[] = numbered([
  NAME,
  EMAIL,
  { kind: 'number', label: 'จำนวนที่ต้องการ (ชิ้น)' },
  { kind: 'date', label: 'วันที่สะดวกให้ติดต่อกลับ' },
  { kind: 'dob', label: 'วันเกิด' },
  { kind: 'textarea', label: 'รายละเอียดที่ต้องการสอบถาม' },
  { kind: 'radio', label: 'ประเภทธุรกิจ', options: ['ร้านค้าออนไลน์', 'ร้านค้าปลีก', 'โรงงานผลิต'] },
  { kind: 'checkbox', label: 'สินค้าที่สนใจ', required: true, options: ['ขวดยาดม', 'ขวดลูกกลิ้ง', 'ตลับครีม'] },
  { kind: 'upload', label: 'แนบไฟล์แบบงาน (ถ้ามี)' },
  TERMS,
]);

export const SHORT_LEAD_FIELDS: readonly LeadField[] = numbered([
  NAME,
  EMAIL,
  { kind: 'date', label: 'วันที่สะดวกให้ติดต่อกลับ' },
  { kind: 'dob', label: 'วันเกิด (รับส่วนลดเดือนเกิด)' },
  TERMS,
]);

export const leadFields = (set: 'full' | 'short'): readonly LeadField[] => (set === 'full' ? FULL_LEAD_FIELDS : SHORT_LEAD_FIELDS);
