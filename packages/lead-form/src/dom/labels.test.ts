// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FOOTER_LEAD_FORM, QUOTE_LEAD_FORM } from '@talat/mocks';
import { leadFormBuilderMarkup } from '../../../../examples/pages/lead-forms';
import { tieLabels, type TiedLabels } from './labels';

let tied: TiedLabels[] = [];
afterEach(() => {
  tied.forEach((labels) => labels.undo());
  tied = [];
  document.body.innerHTML = '';
});

const forms = () => [...document.querySelectorAll<HTMLFormElement>('form')];
const tieAll = () => forms().forEach((form) => tied.push(tieLabels(form)));
const byName = (form: HTMLFormElement, name: string) => [...form.querySelectorAll<HTMLInputElement>(`[name="${name}"]`)];
const printedIds = () => [...document.querySelectorAll('[id]')].map((element) => [element, element.id] as const);

describe('labels tied to their controls on Lead Form Builder 2.2.4’s markup', () => {
  it('one form: `for` on each field label, options wrapped in labels, groups named by their label', () => {
    document.body.innerHTML = leadFormBuilderMarkup(QUOTE_LEAD_FORM);
    const ids = printedIds();
    tieAll();
    const [form] = forms();
    expect(byName(form!, 'name_1')[0]).toHaveAccessibleName('ชื่อ-นามสกุล');
    expect(form!.querySelector('label')!.htmlFor).toBe('name_1');
    expect(byName(form!, 'email_2')[0]).toHaveAccessibleName('อีเมล');
    expect(byName(form!, 'date_4')[0]).toHaveAccessibleName('วันที่สะดวกให้ติดต่อกลับ');
    expect(byName(form!, 'textarea_6')[0]).toHaveAccessibleName('รายละเอียดที่ต้องการสอบถาม');
    expect(byName(form!, 'upload_9')[0]).toHaveAccessibleName('แนบไฟล์แบบงาน (ถ้ามี)');
    expect(byName(form!, 'terms_10')[0]).toHaveAccessibleName('ฉันยอมรับเงื่อนไขการใช้บริการและนโยบายความเป็นส่วนตัว');
    expect(byName(form!, 'radio_7').map((radio) => radio.getAttribute('aria-labelledby') ?? radio.labels?.[0]?.textContent)).toHaveLength(3);
    expect(byName(form!, 'radio_7')).toEqual(byName(form!, 'radio_7').filter((radio) => radio.id === 'radio_7'));
    expect(byName(form!, 'radio_7').map((radio) => accessibleName(radio))).toEqual(['ร้านค้าออนไลน์', 'ร้านค้าปลีก', 'โรงงานผลิต']);
    expect(byName(form!, 'checkbox_8[]').map((box) => box.labels?.[0]?.textContent)).toEqual(['ขวดยาดม', 'ขวดลูกกลิ้ง', 'ตลับครีม']);
    const radios = form!.querySelector('.radio-type')!;
    expect(radios).toHaveAttribute('role', 'radiogroup');
    expect(radios).toHaveAccessibleName('ประเภทธุรกิจ');
    expect(form!.querySelector('.checkbox-type')).toHaveAttribute('role', 'group');
    expect(form!.querySelector('.checkbox-type')).toHaveAccessibleName('สินค้าที่สนใจ');
    // No printed id changed; every `for` names an id only one element has.
    for (const [element, id] of ids) expect(element.id).toBe(id);
    for (const label of document.querySelectorAll('label[for]')) expect(document.querySelectorAll(`[id="${label.getAttribute('for')}"]`)).toHaveLength(1);
  });

  it('two copies of a form and another form: no id collides, every control is named, a label click still works', () => {
    document.body.innerHTML = leadFormBuilderMarkup(QUOTE_LEAD_FORM) + leadFormBuilderMarkup(QUOTE_LEAD_FORM) + leadFormBuilderMarkup(FOOTER_LEAD_FORM);
    const ids = printedIds();
    tieAll();
    for (const [element, id] of ids) expect(element.id).toBe(id);
    const added = [...document.querySelectorAll('[id^="talat-"]')].map((element) => element.id);
    expect(new Set(added).size).toBe(added.length);
    for (const label of document.querySelectorAll('label[for]')) expect(document.querySelectorAll(`[id="${label.getAttribute('for')}"]`)).toHaveLength(1);
    for (const form of forms()) {
      for (const control of form.querySelectorAll<HTMLInputElement>('input:not([type=hidden]):not([type=submit]):not(.file-text), textarea')) {
        expect(accessibleName(control), control.name).not.toBe('');
      }
      expect(accessibleName(byName(form, 'name_1')[0]!)).toBe('ชื่อ-นามสกุล');
    }
    const [, second] = forms();
    // `name_1` is printed in every copy: the second copy's label names it through aria-labelledby.
    const name = byName(second!, 'name_1')[0]!;
    expect(name.id).toBe('name_1');
    second!.querySelector<HTMLLabelElement>('.name-type label')!.click();
    expect(name).toHaveFocus();
    const shop = byName(second!, 'radio_7')[1]!;
    second!.querySelectorAll<HTMLLabelElement>('.radio-type li label')[1]!.click();
    expect(shop).toBeChecked();
    expect(byName(forms()[0]!, 'radio_7').some((radio) => radio.checked)).toBe(false);
  });

  it('undo puts the markup back as printed', () => {
    document.body.innerHTML = leadFormBuilderMarkup(QUOTE_LEAD_FORM) + leadFormBuilderMarkup(QUOTE_LEAD_FORM);
    const printed = document.body.innerHTML;
    tieAll();
    expect(document.body.innerHTML).not.toBe(printed);
    tied.forEach((labels) => labels.undo());
    tied = [];
    expect(document.body.innerHTML).toBe(printed);
  });

  it('nameOf reads a label tied either way', () => {
    document.body.innerHTML = leadFormBuilderMarkup(FOOTER_LEAD_FORM) + leadFormBuilderMarkup(FOOTER_LEAD_FORM);
    tieAll();
    for (const [index, form] of forms().entries()) {
      expect(tied[index]!.nameOf(byName(form, 'dob_4')[0]!)).toBe('วันเกิด (รับส่วนลดเดือนเกิด)');
    }
  });
});

/** The name a screen reader gives the control, from `labels` or `aria-labelledby` (enough for this markup). */
function accessibleName(control: HTMLInputElement): string {
  const byIds = control.getAttribute('aria-labelledby');
  if (byIds) return byIds.split(/\s+/).map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ');
  return control.labels?.[0]?.textContent?.trim() ?? control.getAttribute('aria-label') ?? '';
}
