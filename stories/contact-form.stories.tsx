import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contactFormMessages } from '@talat/contact-form';
import { createTranslator, restMessages } from '@talat/core';
import { CF7_MESSAGES, MAIL_FAIL_TRIGGER, quizAnswerFor, quizAnswerHash, sentContactMessages, SPAM_TRIGGER } from '@talat/mocks';
import { ContactFormHost } from './ContactFormHost';
import { contactFormScenario, FEEDBACK_ROUTE, feedbackReplying, REFILL_ROUTE, feedbackUnreachable, type ContactFormScenario } from './contact-form.fixtures';
import {
  contactPage,
  control,
  enhancedForm,
  responseOutput,
  screenReaderStatus,
  sendDemoForm,
  SLOW,
  statusBecomes,
  submitButton,
} from './contact-form.play';
import { SHOPPER } from './contact-form.shopper';

// One story per status of §4 "Contact form status" and per error of §8 "Contact forms", on the
// demo form of @talat/mocks (every field type of §2.12). The widget speaks Thai: <html lang="th">.

const t = createTranslator(contactFormMessages, 'th');
const rest = createTranslator(restMessages, 'th');

/** Answers a site with a payment add-on gives (a status core Contact Form 7 never sends). */
const PAYMENT_REPLY = { status: 'payment_required', message: 'กรุณาชำระค่ามัดจำตัวอย่างสินค้า 300 บาทก่อน ทีมขายจะติดต่อกลับหลังได้รับยอด' };
/** A status no page knows: the widget shows it as `custom-{slug}` with the server's message. */
const QUOTA_REPLY = { status: 'quota_exceeded', message: 'วันนี้มีผู้ขอใบเสนอราคาครบจำนวนแล้ว กรุณาส่งใหม่อีกครั้งพรุ่งนี้' };

const init = contactFormScenario();
const validating = contactFormScenario();
const submitting = contactFormScenario({ faults: [{ endpoint: FEEDBACK_ROUTE, hang: true }] });
const invalid = contactFormScenario();
const unaccepted = contactFormScenario({ unacceptedRoundTrip: true });
const spam = contactFormScenario();
const failed = contactFormScenario();
const sent = contactFormScenario();
const paymentRequired = contactFormScenario({ overrides: [feedbackReplying(PAYMENT_REPLY)] });
const customStatus = contactFormScenario({ overrides: [feedbackReplying(QUOTA_REPLY)] });
const offline = contactFormScenario({ overrides: [feedbackUnreachable()] });
const invalidJson = contactFormScenario({ faults: [{ endpoint: FEEDBACK_ROUTE, invalidJson: true }] });
const http500 = contactFormScenario({ faults: [{ endpoint: FEEDBACK_ROUTE, status: 500 }] });
const wrongPlace = contactFormScenario({ misplaced: true });
const cached = contactFormScenario({ cached: true });
const cachedRefused = contactFormScenario({
  cached: true,
  faults: [{ endpoint: REFILL_ROUTE, status: 403, wpError: { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' }, times: 2 }],
});

/** The parameters every story has: its own fake WordPress, and the Thai note above the page. */
function shown(scenario: ContactFormScenario, note: string) {
  return { msw: { handlers: scenario.handlers }, docs: { description: { story: note } } };
}

const meta = {
  title: 'Widgets/Contact form',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** §4 init: the form as the page prints it, enhanced; the submit waits for the privacy box. */
export const Init: Story = {
  name: 'เริ่มต้น (ฟอร์มว่าง)',
  render: () => <ContactFormHost scenario={init} />,
  parameters: shown(
    init,
    'ฟอร์มติดต่อที่ยังไม่ได้กรอก: ทุกช่องของ Contact Form 7 (ข้อความ อีเมล เบอร์โทร ตัวเลข วันที่ เวลา รายการเลือก ตัวเลือก ไฟล์ ช่องยอมรับ คำถามกันสแปม และแคปต์ชา) ตัวนับอักษรของช่องข้อความ และปุ่ม "ส่งข้อความ" ที่กดไม่ได้จนกว่าจะติ๊กยอมรับนโยบายความเป็นส่วนตัว',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedForm(canvasElement);
    await expect(form).toHaveAttribute('data-status', 'init');
    await expect(responseOutput(form)).toHaveTextContent('');
    await expect(submitButton(form)).toBeDisabled();
  },
};

/** §4 validating, §2.12: a change checks every field down to it; the tips and the linked list show. */
export const ValidatingTips: Story = {
  name: 'ตรวจระหว่างกรอก: ข้อความเตือนใต้ช่อง',
  render: () => <ContactFormHost scenario={validating} />,
  parameters: shown(
    validating,
    'พิมพ์ชื่อสั้นเกินไป ("ส") และอีเมลไม่ครบ ("somchai@") แล้วกด Tab: ใต้สองช่องนั้นมีข้อความเตือนสีแดง กรอบช่องเป็นสีแดง และรายการข้อผิดพลาดสำหรับโปรแกรมอ่านหน้าจอ (ซ่อนอยู่) มีลิงก์ไปยังแต่ละช่อง',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedForm(canvasElement);
    await userEvent.type(control(form, 'your-name'), 'ส');
    await userEvent.type(control(form, 'your-email'), 'somchai@');
    await userEvent.tab();
    const nameWrap = control(form, 'your-name').closest('.wpcf7-form-control-wrap')!;
    const emailWrap = control(form, 'your-email').closest('.wpcf7-form-control-wrap')!;
    await waitFor(() => expect(emailWrap.querySelector('.wpcf7-not-valid-tip')).toHaveTextContent(CF7_MESSAGES.invalid_email), SLOW);
    await expect(nameWrap.querySelector('.wpcf7-not-valid-tip')).toHaveTextContent(CF7_MESSAGES.invalid_too_short);
    await expect(control(form, 'your-email')).toHaveAttribute('aria-invalid', 'true');
    const links = form.closest('.wpcf7')!.querySelectorAll('.screen-reader-response li a');
    await expect([...links].map((link) => link.textContent)).toEqual([CF7_MESSAGES.invalid_too_short, CF7_MESSAGES.invalid_email]);
    // §4: validating goes back to the status before it.
    await expect(form).toHaveAttribute('data-status', 'init');
  },
};

/** §4 submitting: the feedback request hangs. */
export const Submitting: Story = {
  name: 'กำลังส่ง',
  render: () => <ContactFormHost scenario={submitting} />,
  parameters: shown(
    submitting,
    'กรอกครบแล้วกด "ส่งข้อความ" แต่เซิร์ฟเวอร์ยังไม่ตอบ (คำขอ feedback ค้างไว้): มีวงหมุนข้างปุ่ม ฟอร์มอยู่ในสถานะ submitting และโปรแกรมอ่านหน้าจอได้ยิน "กำลังส่งข้อความ…" สถานะนี้ค้างประมาณ 30 วินาทีจนคำขอหมดเวลา แล้วจะเห็นข้อความ "เซิร์ฟเวอร์ตอบช้าเกินไป…"',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedForm(canvasElement);
    await sendDemoForm(form, submitting.shop, 'submitting');
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await expect(form.querySelector('.talat-cf-spinner')).toBeVisible();
    await expect(screenReaderStatus(form)).toHaveTextContent(t('sending'));
  },
};

/** §4 invalid (validation_failed): the shopper sends the form empty, having only ticked the privacy box. */
export const Invalid: Story = {
  name: 'ข้อมูลไม่ถูกต้อง (validation_failed)',
  render: () => <ContactFormHost scenario={invalid} />,
  parameters: shown(
    invalid,
    'ติ๊กยอมรับนโยบายแล้วกดส่งโดยไม่กรอกอะไร: เซิร์ฟเวอร์ตอบ validation_failed ทุกช่องที่จำเป็นมีข้อความเตือนใต้ช่อง และกล่องข้อความท้ายฟอร์ม (กรอบสีส้ม) แสดง "มีข้อมูลบางช่องไม่ถูกต้อง…" แคปต์ชาและคำถามกันสแปมเปลี่ยนเป็นชุดใหม่',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedForm(canvasElement);
    await userEvent.click(control(form, 'accept-privacy'));
    await userEvent.click(submitButton(form));
    await statusBecomes(form, 'invalid');
    await expect(responseOutput(form)).toHaveTextContent(CF7_MESSAGES.validation_error);
    const nameWrap = control(form, 'your-name').closest('.wpcf7-form-control-wrap')!;
    await expect(nameWrap.querySelector('.wpcf7-not-valid-tip')).toHaveTextContent(CF7_MESSAGES.invalid_required);
    const captchaWrap = control(form, 'captcha-1').closest('.wpcf7-form-control-wrap')!;
    await expect(captchaWrap.querySelector('.wpcf7-not-valid-tip')).toHaveTextContent(CF7_MESSAGES.captcha_not_match);
  },
};

/**
 * §4 unaccepted (acceptance_missing). With JavaScript the widget keeps the submit disabled until
 * the box is ticked, so this is the page a no-JS POST without the tick gets back, taken over.
 */
export const Unaccepted: Story = {
  name: 'ยังไม่ยอมรับเงื่อนไข (acceptance_missing)',
  render: () => <ContactFormHost scenario={unaccepted} />,
  parameters: shown(
    unaccepted,
    'หน้าที่เซิร์ฟเวอร์ส่งกลับหลังส่งฟอร์มแบบไม่มี JavaScript โดยไม่ได้ติ๊กยอมรับนโยบาย (acceptance_missing): ข้อมูลที่กรอกยังอยู่ กล่องข้อความท้ายฟอร์ม (กรอบสีส้ม) แสดง "กรุณายอมรับเงื่อนไขก่อนส่งข้อความ" และปุ่มส่งกดไม่ได้จนกว่าจะติ๊กยอมรับ (ไฟล์แนบต้องเลือกใหม่ เบราว์เซอร์ไม่เก็บไว้ให้)',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedForm(canvasElement);
    await expect(form).toHaveAttribute('data-status', 'unaccepted');
    await expect(responseOutput(form)).toHaveTextContent(CF7_MESSAGES.accept_terms);
    await expect(control(form, 'your-name')).toHaveValue(SHOPPER.name);
    await expect(submitButton(form)).toBeDisabled();
  },
};

/** §4 spam: the fake judges a message containing SPAM_TRIGGER as spam. */
export const Spam: Story = {
  name: 'ถูกมองว่าเป็นสแปม',
  render: () => <ContactFormHost scenario={spam} />,
  parameters: shown(
    spam,
    `กรอกครบแต่ข้อความมีคำว่า "${SPAM_TRIGGER}" (คำทดสอบของร้านจำลอง): เซิร์ฟเวอร์ตอบ spam กล่องข้อความท้ายฟอร์ม (กรอบสีแดง) แสดง "ระบบไม่สามารถส่งข้อความนี้ได้…" ข้อมูลที่กรอกยังอยู่`,
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedForm(canvasElement);
    await sendDemoForm(form, spam.shop, 'spam', { message: `${SHOPPER.message} ${SPAM_TRIGGER}` });
    await expect(responseOutput(form)).toHaveTextContent(CF7_MESSAGES.spam);
    await expect(control(form, 'your-email')).toHaveValue(SHOPPER.email);
  },
};

/** §4 failed (mail_failed): the fake fails to send mail for the name MAIL_FAIL_TRIGGER. */
export const Failed: Story = {
  name: 'ส่งอีเมลไม่สำเร็จ (mail_failed)',
  render: () => <ContactFormHost scenario={failed} />,
  parameters: shown(
    failed,
    `กรอกครบโดยใส่ชื่อ "${MAIL_FAIL_TRIGGER}" (คำทดสอบของร้านจำลอง): เซิร์ฟเวอร์รับข้อมูลแต่ส่งอีเมลไม่ออก (mail_failed) กล่องข้อความท้ายฟอร์ม (กรอบสีแดง) แสดง "เกิดข้อผิดพลาดในการส่งข้อความ…" ข้อมูลที่กรอกยังอยู่`,
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedForm(canvasElement);
    await sendDemoForm(form, failed.shop, 'failed', { name: MAIL_FAIL_TRIGGER });
    await expect(responseOutput(form)).toHaveTextContent(CF7_MESSAGES.mail_sent_ng);
  },
};

/** §4 sent (mail_sent): the form resets, the refill brings a new captcha, and the status stays sent. */
export const Sent: Story = {
  name: 'ส่งสำเร็จ (mail_sent)',
  render: () => <ContactFormHost scenario={sent} />,
  parameters: shown(
    sent,
    'กรอกครบทุกช่อง แนบไฟล์ artwork.png และตอบแคปต์ชากับคำถามถูก แล้วกดส่ง: เซิร์ฟเวอร์ตอบ mail_sent ฟอร์มถูกล้างให้ว่าง แคปต์ชาและคำถามเปลี่ยนเป็นชุดใหม่ และกล่องข้อความท้ายฟอร์ม (กรอบสีเขียว) แสดง "ขอบคุณสำหรับข้อความ เราได้รับข้อความของคุณแล้ว"',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedForm(canvasElement);
    const before = sentContactMessages(sent.shop).length;
    await sendDemoForm(form, sent.shop, 'sent');
    await expect(responseOutput(form)).toHaveTextContent(CF7_MESSAGES.mail_sent_ok);
    const mailed = sentContactMessages(sent.shop);
    await expect(mailed).toHaveLength(before + 1);
    await expect(mailed.at(-1)?.fields['your-name']).toBe(SHOPPER.name);
    await expect(mailed.at(-1)?.files).toEqual([{ field: 'slip', name: SHOPPER.slipName, size: 8, type: 'image/png' }]);
    await expect(control(form, 'your-name')).toHaveValue('');
  },
};

/** §4 payment-required: a payment add-on answers payment_required. */
export const PaymentRequired: Story = {
  name: 'ต้องชำระเงินก่อน (payment_required)',
  render: () => <ContactFormHost scenario={paymentRequired} />,
  parameters: shown(
    paymentRequired,
    'เว็บไซต์ที่ใช้ส่วนเสริมรับชำระเงินตอบ payment_required: ฟอร์มอยู่ในสถานะ payment-required และกล่องข้อความท้ายฟอร์ม (กรอบสีส้ม) แสดงข้อความของเซิร์ฟเวอร์ ข้อมูลที่กรอกยังอยู่',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedForm(canvasElement);
    await sendDemoForm(form, paymentRequired.shop, 'payment-required');
    await expect(responseOutput(form)).toHaveTextContent(PAYMENT_REPLY.message);
  },
};

/** §4 custom-{slug}: any other server status. */
export const CustomStatus: Story = {
  name: 'สถานะอื่นจากเซิร์ฟเวอร์ (custom-…)',
  render: () => <ContactFormHost scenario={customStatus} />,
  parameters: shown(
    customStatus,
    'เซิร์ฟเวอร์ตอบสถานะที่ Contact Form 7 ไม่รู้จัก (quota_exceeded): ฟอร์มได้คลาส custom-quota-exceeded ให้ธีมจัดรูปแบบเองได้ และกล่องข้อความท้ายฟอร์มแสดงข้อความของเซิร์ฟเวอร์',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedForm(canvasElement);
    await sendDemoForm(form, customStatus.shop, 'custom-quota-exceeded');
    await expect(form).toHaveClass('custom-quota-exceeded');
    await expect(responseOutput(form)).toHaveTextContent(QUOTA_REPLY.message);
  },
};

/** §8 fetch_error: the request never reaches the server. */
export const Offline: Story = {
  name: 'ออฟไลน์ (เชื่อมต่อไม่ได้)',
  render: () => <ContactFormHost scenario={offline} />,
  parameters: shown(
    offline,
    'กดส่งแต่เบราว์เซอร์ติดต่อเซิร์ฟเวอร์ไม่ได้: กล่องข้อความท้ายฟอร์ม (กรอบสีแดง) แสดง "คุณอาจออฟไลน์อยู่ กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต" ข้อมูลที่กรอกยังอยู่ครบ กดส่งใหม่ได้ (ข้อความเดียวกันนี้บันทึกใน console ด้วย)',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedForm(canvasElement);
    await sendDemoForm(form, offline.shop, 'failed');
    await expect(responseOutput(form)).toHaveTextContent(rest('fetch_error'));
    await expect(control(form, 'your-name')).toHaveValue(SHOPPER.name);
    await expect(submitButton(form)).toBeEnabled();
  },
};

/** §8 invalid_json: a 200 whose body does not parse (a PHP notice before the JSON, say). */
export const InvalidJson: Story = {
  name: 'คำตอบไม่ใช่ JSON',
  render: () => <ContactFormHost scenario={invalidJson} />,
  parameters: shown(
    invalidJson,
    'เซิร์ฟเวอร์ตอบ 200 แต่เนื้อหาอ่านเป็น JSON ไม่ได้: กล่องข้อความท้ายฟอร์ม (กรอบสีแดง) แสดง "การตอบกลับไม่ใช่ข้อมูล JSON ที่ถูกต้อง" ข้อมูลที่กรอกยังอยู่ครบ (บันทึกใน console ด้วย)',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedForm(canvasElement);
    await sendDemoForm(form, invalidJson.shop, 'failed');
    await expect(responseOutput(form)).toHaveTextContent(rest('invalid_json'));
  },
};

/** A non-2xx reply: the plugin being replaced said nothing; the widget tells the shopper (DESIGN "do better"). */
export const Http500: Story = {
  name: 'เซิร์ฟเวอร์ตอบ 500',
  render: () => <ContactFormHost scenario={http500} />,
  parameters: shown(
    http500,
    'เซิร์ฟเวอร์ตอบรหัส 500: กล่องข้อความท้ายฟอร์ม (กรอบสีแดง) แสดง "ส่งข้อความไม่สำเร็จ เซิร์ฟเวอร์ตอบกลับด้วยรหัส 500…" ข้อมูลที่กรอกยังอยู่ครบ กดส่งใหม่ได้',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedForm(canvasElement);
    await sendDemoForm(form, http500.shop, 'failed');
    await expect(responseOutput(form)).toHaveTextContent(t('httpError', { status: 500 }));
  },
};

/** §8: a contact form inside another form is replaced by the wrong-place error. */
export const WrongPlace: Story = {
  name: 'วางฟอร์มผิดตำแหน่ง',
  render: () => <ContactFormHost scenario={wrongPlace} />,
  parameters: shown(
    wrongPlace,
    'ธีมวางฟอร์มติดต่อไว้ในฟอร์มอื่น (เช่น กล่องสมัครรับข่าวสาร) ซึ่งใช้งานไม่ได้: ฟอร์มถูกแทนที่ด้วยข้อความสีแดง "ข้อผิดพลาด: แบบฟอร์มติดต่อนี้ถูกวางไว้ผิดตำแหน่ง" ให้ผู้ดูแลเว็บเห็นและแก้ไข',
  ),
  play: async ({ canvasElement }) => {
    const page = await contactPage(canvasElement);
    const error = await within(page).findByRole('alert');
    await expect(error).toHaveTextContent(t('wrongPlace'));
    await expect(page.querySelector('.wpcf7 input')).toBeNull();
  },
};

/** §2.12: a page from a full-page cache refills its form on load (fresh captcha and quiz). */
export const CachedPageRefill: Story = {
  name: 'หน้าจากแคช: เติมแคปต์ชาใหม่',
  render: () => <ContactFormHost scenario={cached} />,
  parameters: shown(
    cached,
    'หน้านี้มาจากแคชทั้งหน้า (wpcf7.cached = 1) แคปต์ชาและคำถามกันสแปมที่พิมพ์ไว้เป็นของผู้เข้าชมคนก่อน: ทันทีที่หน้าโหลด วิดเจ็ตขอชุดใหม่ (refill) ภาพแคปต์ชาและคำถามจึงเปลี่ยน และฟอร์มกลับสู่สถานะเริ่มต้น',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedForm(canvasElement);
    const printed = cached.cachedChallenges?.captcha['captcha-1'];
    await expect(printed).toBeDefined();
    await waitFor(() => expect(control(form, '_wpcf7_captcha_challenge_captcha-1').value).not.toBe(printed?.prefix), SLOW);
    await statusBecomes(form, 'init');
    const image = form.querySelector('img.wpcf7-captcha-captcha-1');
    await expect(image?.getAttribute('src')).toContain(control(form, '_wpcf7_captcha_challenge_captcha-1').value);
    // The question shown and the answer hash the server checks belong together.
    const question = form.querySelector('.wpcf7-quiz-label')?.textContent ?? '';
    await expect(control(form, '_wpcf7_quiz_answer_quiz-1').value).toBe(quizAnswerHash(quizAnswerFor(question) ?? ''));
  },
};

/** §2.12, §8 REST client: the cached page's refill is refused (a day-old nonce); said at the captcha, with a retry. */
export const CachedPageRefillRefused: Story = {
  name: 'หน้าจากแคช: เซิร์ฟเวอร์ไม่รับรหัสความปลอดภัย',
  render: () => <ContactFormHost scenario={cachedRefused} />,
  parameters: shown(
    cachedRefused,
    'หน้าจากแคชทั้งหน้าขอแคปต์ชาใหม่ แต่เซิร์ฟเวอร์ไม่รับรหัสความปลอดภัย (nonce) ที่ติดมากับหน้า แม้ขอรหัสใหม่แล้วหนึ่งครั้ง: ข้อความใต้ภาพบอกเหตุและมีปุ่ม "โหลดภาพใหม่" ข้อมูลที่กรอกยังอยู่ กดปุ่มแล้วได้ภาพใหม่',
  ),
  play: async ({ canvasElement }) => {
    const form = await enhancedForm(canvasElement);
    const notice = form.querySelector('.talat-cf-captcha-notice [role="status"]');
    await waitFor(() => expect(notice).toHaveTextContent(t('captchaRefused')), SLOW);
    const retry = within(form).getByRole('button', { name: t('captchaRetry') });
    const printed = control(form, '_wpcf7_captcha_challenge_captcha-1').value;
    await userEvent.click(retry);
    await waitFor(() => expect(notice).toHaveTextContent(t('captchaReady')), SLOW);
    await expect(control(form, '_wpcf7_captcha_challenge_captcha-1').value).not.toBe(printed);
  },
};
