// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FOOTER_LEAD_FORM, installFakeRecaptcha, QUOTE_LEAD_FORM, savedLeads, showIntent } from '@talat/mocks';
import { leadFormBuilderMarkup } from '../../../examples/pages/lead-forms';
import { leadFormMessages } from './messages';
import { ENHANCED_ATTRIBUTE, mountLeadForm } from './mount';
import { useFakeWordPress } from './test-server';

// The whole widget on the markup Lead Form Builder 2.2.4 really prints (examples/pages/lead-forms.ts),
// under React and again under preact/compat, as it ships.
const fake = useFakeWordPress();
const th = leadFormMessages.th;
let unmounts: Array<() => void> = [];

afterEach(() => {
  act(() => unmounts.reverse().forEach((unmount) => unmount()));
  unmounts = [];
  delete (window as { grecaptcha?: unknown }).grecaptcha;
  delete (window as { CaptchaCallback?: unknown }).CaptchaCallback;
  delete (window as { lfb_upload_button?: unknown }).lfb_upload_button;
});

async function page(html: string) {
  document.body.innerHTML = html;
  act(() => {
    for (const form of document.querySelectorAll<HTMLFormElement>('form.lead-form-front')) unmounts.push(mountLeadForm(form, { navigate: () => undefined })!);
  });
  // The pointer on its way to each form brings the chunk in (decision 503).
  document.querySelectorAll('form.lead-form-front').forEach(showIntent);
  await waitFor(() => {
    for (const form of document.querySelectorAll('form.lead-form-front')) expect(form).toHaveAttribute(ENHANCED_ATTRIBUTE);
  });
  await act(async () => undefined);
  return userEvent.setup();
}

const forms = () => [...document.querySelectorAll<HTMLFormElement>('form.lead-form-front')];

describe('Lead Form Builder 2.2.4’s own markup', () => {
  it('every control is named by its label, in each of two copies of a form; date buttons say which field', async () => {
    installFakeRecaptcha(window);
    await page(leadFormBuilderMarkup(QUOTE_LEAD_FORM) + leadFormBuilderMarkup(QUOTE_LEAD_FORM));
    for (const form of forms()) {
      const inside = within(form);
      expect(inside.getByRole('textbox', { name: 'ชื่อ-นามสกุล' })).toHaveAttribute('name', 'name_1');
      expect(inside.getByRole('textbox', { name: 'อีเมล' })).toHaveAttribute('name', 'email_2');
      expect(inside.getByRole('spinbutton', { name: 'จำนวนที่ต้องการ (ชิ้น)' })).toHaveAttribute('name', 'number_3');
      expect(inside.getByRole('radiogroup', { name: 'ประเภทธุรกิจ' })).toBeInTheDocument();
      expect(inside.getByRole('radio', { name: 'ร้านค้าปลีก' })).toHaveAttribute('value', 'ร้านค้าปลีก');
      expect(inside.getByRole('group', { name: 'สินค้าที่สนใจ' })).toBeInTheDocument();
      expect(inside.getByRole('checkbox', { name: 'ตลับครีม' })).toHaveAttribute('name', 'checkbox_8[]');
      expect(inside.getByRole('checkbox', { name: 'ฉันยอมรับเงื่อนไขการใช้บริการและนโยบายความเป็นส่วนตัว' })).toHaveClass('term_accept');
      expect(inside.getByLabelText('แนบไฟล์แบบงาน (ถ้ามี)')).toHaveAttribute('type', 'file');
      expect(inside.getByRole('button', { name: 'เลือกวันที่: วันที่สะดวกให้ติดต่อกลับ' })).toBeInTheDocument();
      expect(inside.getByRole('button', { name: 'เลือกวันที่: วันเกิด' })).toBeInTheDocument();
    }
    // The printed ids are all still there.
    expect(document.querySelectorAll('#name_1')).toHaveLength(2);
    expect(document.querySelectorAll('#radio_7')).toHaveLength(6);
  });

  it('the dob_ picker’s month is not a heading inside the form; the dialog and grid are named by it', async () => {
    const user = await page(leadFormBuilderMarkup(FOOTER_LEAD_FORM));
    const [form] = forms();
    await user.click(within(form!).getByRole('button', { name: 'เลือกวันที่: วันเกิด (รับส่วนลดเดือนเกิด)' }));
    const dialog = screen.getByRole('dialog');
    expect(form!.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')).toHaveLength(1);
    expect(form!.querySelector('h2')).toHaveClass('lfb-heading');
    const name = dialog.getAttribute('aria-labelledby')!;
    expect(document.getElementById(name)!.tagName).toBe('DIV');
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName(document.getElementById(name)!.textContent!);
  });

  it('Send with required fields empty: the plugin’s message under each, focus on the first, nothing sent; fixed, they go and the lead is saved', async () => {
    const user = await page(leadFormBuilderMarkup(FOOTER_LEAD_FORM));
    const [form] = forms();
    const inside = within(form!);
    const send = inside.getByRole('button', { name: 'ส่งข้อมูล' });
    expect(form!.noValidate).toBe(true);
    await user.click(send);
    const name = inside.getByRole('textbox', { name: 'ชื่อ-นามสกุล' });
    const email = inside.getByRole('textbox', { name: 'อีเมล' });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('กรุณากรอกข้อมูลในช่องนี้');
    expect(email).toHaveAccessibleDescription('กรุณากรอกข้อมูลในช่องนี้');
    expect(inside.getByRole('alert')).toHaveTextContent(th.fieldsInvalid);
    expect(await fake.actions()).toEqual([]);

    await user.type(name, 'สมหญิง รักดี');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(form!.querySelectorAll('.lfb-field-error')).toHaveLength(1);
    await user.type(email, 'somying@shop');
    expect(email).toHaveAccessibleDescription('กรุณากรอกอีเมลให้ถูกต้อง');
    await user.type(email, '.co.th');
    expect(form!.querySelectorAll('.lfb-field-error')).toHaveLength(0);
    await user.click(inside.getByRole('checkbox', { name: 'ฉันยอมรับเงื่อนไขการใช้บริการและนโยบายความเป็นส่วนตัว' }));
    await user.click(send);
    await waitFor(() => expect(form!.style.display).toBe('none'));
    expect(savedLeads(fake.shop())).toEqual([
      {
        formId: 301,
        fields: { name_1: 'สมหญิง รักดี', email_2: 'somying@shop.co.th', date_3: '', dob_4: '', terms_5: 'Accepted', _wpnonce_form: '5f0c2b7e1a' },
      },
    ]);
  });

  it('the site’s own texts from frontendajax speak instead', async () => {
    Object.assign((window as unknown as { frontendajax: object }).frontendajax, { required_msg: 'ช่องนี้ห้ามว่าง', error_msg: 'กรอกให้ครบก่อนนะคะ' });
    const user = await page(leadFormBuilderMarkup(FOOTER_LEAD_FORM));
    const inside = within(forms()[0]!);
    await user.click(inside.getByRole('button', { name: 'ส่งข้อมูล' }));
    expect(inside.getByRole('textbox', { name: 'ชื่อ-นามสกุล' })).toHaveAccessibleDescription('ช่องนี้ห้ามว่าง');
    expect(inside.getByRole('alert')).toHaveTextContent('กรอกให้ครบก่อนนะคะ');
  });

  it('lfb_upload_button exists as soon as a form is mounted, before the interactive chunk', () => {
    document.body.innerHTML = leadFormBuilderMarkup(QUOTE_LEAD_FORM);
    const form = forms()[0]!;
    unmounts.push(mountLeadForm(form, { loadInteractive: () => new Promise(() => undefined) })!);
    expect(typeof (window as { lfb_upload_button?: unknown }).lfb_upload_button).toBe('function');
    expect(form).not.toHaveAttribute(ENHANCED_ATTRIBUTE);
  });
});
