import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator, restMessages, shopCalendarDate } from '@talat/core';
import { leadFormMessages } from '@talat/lead-form';
import { calendarMessages } from '@talat/ui/calendar';
import { FOOTER_LEAD_FORM, QUOTE_LEAD_FORM, savedLeads } from '@talat/mocks';
import { LeadFormHost, type LeadFormHostProps } from './LeadFormHost';
import { adminAjaxUnreachable, LEAD, leadFormScenario, SAVE_ACTION, type LeadFormScenario } from './lead-form.fixtures';
import { enhancedLeadForm, errorShown, fillLeadForm, leadControl, leadFormError, leadSubmitButton, SLOW, submitLeadForm } from './lead-form.play';

// The shop's two Lead Form Builder forms (§2.13) in every state of §4 "Lead form" and every error
// of §8 "Lead forms": the short footer form (no captcha, no redirect) and the quote request
// (fake reCAPTCHA, redirect to /thank-you/). The widget speaks Thai: <html lang="th">.

const t = createTranslator(leadFormMessages, 'th');
// The picker's words are the shared calendar's (@talat/ui/calendar).
const calendarT = createTranslator(calendarMessages, 'th');
const rest = createTranslator(restMessages, 'th');

const idle = leadFormScenario(FOOTER_LEAD_FORM);
const termsMissing = leadFormScenario(FOOTER_LEAD_FORM);
const submitting = leadFormScenario(FOOTER_LEAD_FORM, { faults: [{ endpoint: SAVE_ACTION, hang: true }] });
const invalidCaptcha = leadFormScenario(QUOTE_LEAD_FORM);
// What the plugin answers a nonce it refuses (a page served from a day-old cache).
const invalidData = leadFormScenario(FOOTER_LEAD_FORM, { overrides: [http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.text('INVAILD'))] });
const requiredFields = leadFormScenario(QUOTE_LEAD_FORM);
const serverFailed = leadFormScenario(FOOTER_LEAD_FORM, { faults: [{ endpoint: SAVE_ACTION, status: 500 }] });
const networkError = leadFormScenario(FOOTER_LEAD_FORM, { overrides: [adminAjaxUnreachable()] });
const sent = leadFormScenario(QUOTE_LEAD_FORM);
const datePicker = leadFormScenario(FOOTER_LEAD_FORM);
const dobPicker = leadFormScenario(FOOTER_LEAD_FORM);

/** The parameters every story has: its own fake WordPress, and the Thai note above the page. */
function shown(scenario: LeadFormScenario, note: string) {
  return { msw: { handlers: scenario.handlers }, docs: { description: { story: note } } };
}

/** Only the navigation callback is an arg; the scenario is closed over by each story's render. */
type LeadFormStoryArgs = Pick<LeadFormHostProps, 'onNavigate'>;

const meta = {
  title: 'Widgets/Lead form',
  // A spy the Sent story checks; Storybook also lists its calls in the Actions panel.
  args: { onNavigate: fn().mockName('navigate') },
  argTypes: { onNavigate: { table: { disable: true } } },
} satisfies Meta<LeadFormStoryArgs>;

export default meta;
type Story = StoryObj<LeadFormStoryArgs>;

/** The short form the theme prints in every page's footer, enhanced and waiting. */
export const Idle: Story = {
  name: 'พร้อมกรอก (ฟอร์มท้ายหน้า)',
  render: (args) => <LeadFormHost {...args} scenario={idle} />,
  parameters: shown(
    idle,
    'ฟอร์มรับข่าวสารท้ายหน้า (ไม่มีแคปต์ชา) ยังไม่ได้กรอก: ชื่อ อีเมล ช่องวันที่และวันเกิดที่มีปุ่มปฏิทินอยู่ข้าง ๆ ช่องยอมรับเงื่อนไข และปุ่ม "ส่งข้อมูล"',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedLeadForm(canvasElement);
    await expect(leadSubmitButton(form)).toBeEnabled();
    await expect(leadFormError(form)).toHaveTextContent('');
    await expect(form.querySelectorAll('.talat-date-field__button')).toHaveLength(2);
  },
};

/** §5: every term box must be ticked; the unticked ones are outlined and the form is not sent. */
export const TermsNotAccepted: Story = {
  name: 'ยังไม่ยอมรับเงื่อนไข',
  render: (args) => <LeadFormHost {...args} scenario={termsMissing} />,
  parameters: shown(
    termsMissing,
    'กรอกชื่อและอีเมลแล้วกด "ส่งข้อมูล" โดยไม่ติ๊กยอมรับเงื่อนไข: ช่องติ๊กมีกรอบสีแดง เคอร์เซอร์ย้ายไปที่ช่องนั้น และมีข้อความ "กรุณายอมรับข้อกำหนดและเงื่อนไขก่อนส่งข้อมูล" ฟอร์มยังไม่ถูกส่ง (กรอบสีแดงหายเมื่อติ๊ก)',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedLeadForm(canvasElement);
    await fillLeadForm(form, { acceptTerms: false });
    await submitLeadForm(form);
    await errorShown(form, t('termsRequired'));
    const terms = form.querySelector<HTMLInputElement>('input.term_accept')!;
    await expect(terms).toHaveClass('talat-lead-form__term--missing');
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toHaveFocus();
    await expect(savedLeads(termsMissing.shop)).toHaveLength(0);
  },
};

/** §4 step 1: the save is in flight (Save_Form_Data hangs). */
export const Submitting: Story = {
  name: 'กำลังส่ง',
  render: (args) => <LeadFormHost {...args} scenario={submitting} />,
  parameters: shown(
    submitting,
    'กรอกครบแล้วกด "ส่งข้อมูล" แต่เซิร์ฟเวอร์ยังไม่ตอบ (Save_Form_Data ค้างไว้): ปุ่มกดไม่ได้ จุดโหลดสามจุดแสดงใต้ปุ่ม และโปรแกรมอ่านหน้าจอได้ยิน "กำลังส่งข้อมูล…" ค้างประมาณ 30 วินาทีจนคำขอหมดเวลา แล้วจะเห็นข้อความ "คุณอาจออฟไลน์อยู่…" และปุ่มกดได้อีกครั้ง',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedLeadForm(canvasElement);
    await fillLeadForm(form);
    await submitLeadForm(form);
    await waitFor(() => expect(leadSubmitButton(form)).toBeDisabled(), SLOW);
    await expect(form.querySelector('.lf-form-submit')).toBeDisabled();
    await expect(form.querySelector('#loading_image, .lf-loading .spinner')).toBeVisible();
    await expect(within(form).getByRole('status')).toHaveTextContent(t('sending'));
  },
};

/** §4 step 2, §8: the captcha check says no; the message shows, the captcha resets, the button comes back. */
export const InvalidCaptcha: Story = {
  name: 'แคปต์ชาไม่ผ่าน',
  render: (args) => <LeadFormHost {...args} scenario={invalidCaptcha} />,
  parameters: shown(
    invalidCaptcha,
    'ฟอร์มขอใบเสนอราคา (มีแคปต์ชา): กรอกครบแต่ไม่ได้ติ๊ก "ฉันไม่ใช่โปรแกรมอัตโนมัติ" แล้วกดส่ง: เซิร์ฟเวอร์ตอบว่าแคปต์ชาไม่ผ่าน ข้อความสีแดง "รหัสยืนยันตัวตน (แคปต์ชา) ไม่ถูกต้อง กรุณาลองอีกครั้ง" แสดงใต้ปุ่ม แคปต์ชาถูกรีเซ็ต และปุ่มส่งกดได้อีกครั้ง',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedLeadForm(canvasElement);
    await fillLeadForm(form, { passCaptcha: false });
    await submitLeadForm(form);
    await errorShown(form, t('invalidCaptcha'));
    await expect(leadSubmitButton(form)).toBeEnabled();
    await expect(savedLeads(invalidCaptcha.shop)).toHaveLength(0);
  },
};

/** §4 step 3, §8: the save answers 'INVAILD' (the plugin's spelling). */
export const InvalidData: Story = {
  name: 'ข้อมูลไม่ถูกต้อง (INVAILD)',
  render: (args) => <LeadFormHost {...args} scenario={invalidData} />,
  parameters: shown(
    invalidData,
    'กรอกครบแล้วกดส่ง แต่ปลั๊กอินฝั่งเซิร์ฟเวอร์ตอบ INVAILD (เช่น หน้าที่แคชไว้นานจนรหัสความปลอดภัยหมดอายุ): ข้อความสีแดง "ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบแล้วส่งใหม่" และปุ่มส่งกดได้อีกครั้ง ข้อมูลที่กรอกยังอยู่',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedLeadForm(canvasElement);
    await fillLeadForm(form);
    await submitLeadForm(form);
    await errorShown(form, t('invalidData'));
    await expect(leadSubmitButton(form)).toBeEnabled();
    await expect(leadControl(form, 'email_2')).toHaveValue(LEAD.email);
  },
};

/** The plugin's field check: required fields left empty speak under themselves. */
export const RequiredFields: Story = {
  name: 'ยังกรอกช่องที่จำเป็นไม่ครบ',
  render: (args) => <LeadFormHost {...args} scenario={requiredFields} />,
  parameters: shown(
    requiredFields,
    'ฟอร์มขอใบเสนอราคา: กด "ส่งข้อมูล" โดยยังไม่กรอกอะไร: ใต้ชื่อ อีเมล และสินค้าที่สนใจมีข้อความสีแดง "กรุณากรอกข้อมูลในช่องนี้" (โปรแกรมอ่านหน้าจออ่านเป็นคำอธิบายของช่อง) เคอร์เซอร์ไปที่ช่องชื่อ และข้อความสรุปใต้ปุ่ม ข้อความของแต่ละช่องหายทันทีที่กรอกถูก',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedLeadForm(canvasElement);
    await submitLeadForm(form);
    await errorShown(form, t('fieldsInvalid'));
    await expect(leadControl(form, 'name_1')).toHaveFocus();
    await expect(leadControl(form, 'name_1')).toHaveAccessibleDescription(t('fieldRequired'));
    await expect(form.querySelectorAll('.lfb-field-error')).toHaveLength(3);
    await expect(savedLeads(requiredFields.shop)).toHaveLength(0);
  },
};

/** Issue 11 part 6: the save answers HTTP 500. */
export const ServerFailed: Story = {
  name: 'เซิร์ฟเวอร์ขัดข้อง (500)',
  render: (args) => <LeadFormHost {...args} scenario={serverFailed} />,
  parameters: shown(
    serverFailed,
    'กรอกครบแล้วกดส่ง แต่เซิร์ฟเวอร์ตอบ 500: ข้อความสีแดงบอกว่าระบบของร้านขัดข้อง ข้อมูลยังไม่ถูกส่งแต่ที่กรอกไว้ยังอยู่ และให้ลองส่งอีกครั้ง ปุ่มส่งกดได้อีกครั้ง',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedLeadForm(canvasElement);
    await fillLeadForm(form);
    await submitLeadForm(form);
    await errorShown(form, t('serverFailed'));
    await expect(leadSubmitButton(form)).toBeEnabled();
  },
};

/** §8 fetch_error: the save never reaches the server. */
export const NetworkError: Story = {
  name: 'เชื่อมต่อไม่ได้',
  render: (args) => <LeadFormHost {...args} scenario={networkError} />,
  parameters: shown(
    networkError,
    'กดส่งแต่เบราว์เซอร์ติดต่อเซิร์ฟเวอร์ไม่ได้: ข้อความสีแดง "คุณอาจออฟไลน์อยู่ กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต" ข้อมูลที่กรอกยังอยู่ และปุ่มส่งกดได้อีกครั้ง',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedLeadForm(canvasElement);
    await fillLeadForm(form);
    await submitLeadForm(form);
    await errorShown(form, rest('fetch_error'));
    await expect(leadSubmitButton(form)).toBeEnabled();
    await expect(leadControl(form, 'name_1')).toHaveValue(LEAD.name);
  },
};

/** §4 step 3 'inserted': the success block replaces the form, then the redirect (intercepted). */
export const Sent: Story = {
  name: 'ส่งสำเร็จ',
  render: (args) => <LeadFormHost {...args} scenario={sent} />,
  parameters: shown(
    sent,
    'ฟอร์มขอใบเสนอราคา: กรอกครบ ติ๊กแคปต์ชาและยอมรับเงื่อนไขแล้วกดส่ง: ฟอร์มหายไป ข้อความขอบคุณสีเขียวแสดงแทน และวิดเจ็ตสั่งให้ไปหน้า /thank-you/ (เรื่องราวนี้ดักไว้และแสดงไว้ใต้ข้อความ ไม่ได้ออกจาก Storybook)',
  ),
  play: async ({ canvasElement, args }) => {
    const form = await enhancedLeadForm(canvasElement);
    await fillLeadForm(form, { passCaptcha: true });
    await submitLeadForm(form);
    const success = form.parentElement!.querySelector<HTMLElement>('.successmsg')!;
    await waitFor(() => expect(success).toBeVisible(), SLOW);
    await expect(success).toHaveTextContent(QUOTE_LEAD_FORM.successMessage!);
    await expect(success).toHaveFocus();
    await expect(form).not.toBeVisible();
    await expect(args.onNavigate).toHaveBeenCalledWith(QUOTE_LEAD_FORM.redirectUrl);
    await expect(savedLeads(sent.shop).at(-1)?.fields.name_1).toBe(LEAD.name);
  },
};

/** §5: a date_ field's picker offers 200 years back to 50 ahead. */
export const DatePickerOpen: Story = {
  name: 'ปฏิทินเลือกวันที่ (date_)',
  render: (args) => <LeadFormHost {...args} scenario={datePicker} />,
  parameters: shown(
    datePicker,
    'กดปุ่มปฏิทินข้างช่อง "วันที่สะดวกให้ติดต่อกลับ": หน้าต่างเลือกวันที่เปิดกลางจอ หัวข้อบอกเดือนและปี (พ.ศ. ในวงเล็บ) มีรายการเดือนและปี (ย้อนหลัง 200 ปี ถึงล่วงหน้า 50 ปี) ตารางวันเริ่มที่วันนี้ และปุ่ม "ปิด" (ใช้ลูกศรเลื่อนวัน Enter เพื่อเลือก Esc เพื่อปิด)',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedLeadForm(canvasElement);
    const year = shopCalendarDate(new Date()).year;
    await userEvent.click(within(form).getByRole('button', { name: calendarT('chooseDateFor', { field: 'วันที่สะดวกให้ติดต่อกลับ' }) }));
    const dialog = await within(form).findByRole('dialog');
    const years = within(dialog).getByRole('combobox', { name: calendarT('year') });
    const options = [...(years as HTMLSelectElement).options].map((option) => Number(option.value));
    await expect(options[0]).toBe(year - 200);
    await expect(options.at(-1)).toBe(year + 50);
    await expect(years).toHaveValue(String(year));
  },
};

/** §5: a dob_ field's picker offers the last 100 years up to this one. */
export const DobPickerOpen: Story = {
  name: 'ปฏิทินวันเกิด (dob_)',
  render: (args) => <LeadFormHost {...args} scenario={dobPicker} />,
  parameters: shown(
    dobPicker,
    'กดปุ่มปฏิทินข้างช่อง "วันเกิด": รายการปีมีตั้งแต่ 100 ปีก่อนจนถึงปีนี้เท่านั้น (ไม่มีปีในอนาคต) แสดงปี ค.ศ. คู่กับ พ.ศ.',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedLeadForm(canvasElement);
    const year = shopCalendarDate(new Date()).year;
    await userEvent.click(within(form).getByRole('button', { name: calendarT('chooseDateFor', { field: 'วันเกิด (รับส่วนลดเดือนเกิด)' }) }));
    const dialog = await within(form).findByRole('dialog');
    const years = within(dialog).getByRole('combobox', { name: calendarT('year') }) as HTMLSelectElement;
    const options = [...years.options];
    await expect(options).toHaveLength(101);
    await expect(options[0]).toHaveTextContent(calendarT('yearOption', { year: year - 100, buddhistYear: year - 100 + 543 }));
    await expect(options.at(-1)).toHaveTextContent(calendarT('yearOption', { year, buddhistYear: year + 543 }));
  },
};
