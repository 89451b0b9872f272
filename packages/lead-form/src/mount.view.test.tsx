// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTransportContext } from '@talat/client';
import { createLeadFormCalls } from '@talat/client/lead-form';
import { restMessages } from '@talat/core';
import { FOOTER_LEAD_FORM, installFakeRecaptcha, leadFormMarkup, QUOTE_LEAD_FORM, savedLeads, showIntent } from '@talat/mocks';
import { leadFormMessages } from './messages';
import { ENHANCED_ATTRIBUTE, LEAD_FORM_SENT_EVENT, mountLeadForm, type MountLeadFormOptions } from './mount';
import { TERM_MISSING_CLASS } from './dom/term-outlines';
import { useFakeWordPress } from './test-server';

// The whole widget on the markup the fake WordPress prints, against its endpoints (msw/node),
// under React and again under preact/compat, as it ships.
const fake = useFakeWordPress();
const th = leadFormMessages.th;
let unmounts: Array<() => void> = [];
let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
let sent: unknown[];
const recordSent = (event: Event) => sent.push((event as CustomEvent).detail);

type PageGlobals = { grecaptcha?: unknown; CaptchaCallback?: unknown };

afterEach(() => {
  act(() => unmounts.reverse().forEach((unmount) => unmount()));
  unmounts = [];
  document.body.removeEventListener(LEAD_FORM_SENT_EVENT, recordSent);
  delete (window as PageGlobals).grecaptcha;
  delete (window as PageGlobals).CaptchaCallback;
});

/** Mounts every form on the page and waits for the interactive chunk to enhance them. */
async function page(html: string, options: MountLeadFormOptions = {}): Promise<UserEvent> {
  document.body.innerHTML = html;
  navigate = vi.fn<(url: string) => void>();
  sent = [];
  document.body.addEventListener(LEAD_FORM_SENT_EVENT, recordSent);
  act(() => {
    for (const form of document.querySelectorAll<HTMLFormElement>('form.lead-form-front')) unmounts.push(mountLeadForm(form, { navigate, ...options })!);
  });
  // The pointer on its way to each form brings the chunk in (decision 503).
  document.querySelectorAll('form.lead-form-front').forEach(showIntent);
  await enhanced();
  return userEvent.setup();
}

async function enhanced() {
  await waitFor(() => {
    for (const form of document.querySelectorAll('form.lead-form-front')) expect(form).toHaveAttribute(ENHANCED_ATTRIBUTE);
  });
  // The chunk enhanced the forms outside act(); let React finish rendering their parts.
  await act(async () => undefined);
}

const form = (id: number) => document.getElementById(`form_${id}`) as HTMLFormElement;
const control = <T extends HTMLElement = HTMLInputElement>(id: number, name: string) => form(id).querySelector<T>(`[name="${name}"]`)!;
const submit = (id: number) => form(id).querySelector<HTMLInputElement>('.lf-form-submit')!;
const spinner = (id: number) => form(id).querySelector<HTMLElement>('.spinner')!;
const alertText = (id: number) => within(form(id).querySelector<HTMLElement>(`.leadform-show-message-form-${id}`)!).getByRole('alert').textContent;
const successBlock = (id: number) => document.querySelector<HTMLElement>(`.successmsg_${id}`)!;

async function fillFooter(user: UserEvent) {
  await user.type(control(301, 'name_1'), 'สมหญิง รักดี');
  await user.type(control(301, 'email_2'), 'somying@example.com');
  await user.click(control(301, 'term_accept_5'));
}

async function fillQuote(user: UserEvent) {
  await user.type(control(302, 'name_1'), 'บริษัท ขวดดี จำกัด');
  await user.type(control(302, 'email_2'), 'buyer@example.co.th');
  await user.type(control<HTMLTextAreaElement>(302, 'textarea_6'), 'ขวดยาดม 500 ใบ{Enter}ส่งภายในเดือนนี้');
  await user.click(form(302).querySelector('input[name="checkbox_8[]"][value="ขวดลูกกลิ้ง"]')!);
  await user.click(control(302, 'term_accept_10'));
}

/** jsdom cannot pick a file; the browser's `value` is what the widget reads. */
function chooseFile(input: HTMLInputElement, path: string) {
  Object.defineProperty(input, 'value', { configurable: true, get: () => path });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const tickCaptcha = (user: UserEvent, id: number) => user.click(form(id).querySelector('.fake-recaptcha input[type="checkbox"]')!);

describe('footer form, captcha off (§4 Lead form)', () => {
  it('saves the lead, shows the success block, hides the form and raises talat:lead-form-sent', async () => {
    const user = await page(leadFormMarkup(FOOTER_LEAD_FORM));
    await fillFooter(user);
    await user.click(submit(301));
    await waitFor(() => expect(form(301).style.display).toBe('none'));
    expect(await fake.actions()).toEqual(['Save_Form_Data']);
    expect(savedLeads(fake.shop())).toEqual([
      { formId: 301, fields: { name_1: 'สมหญิง รักดี', email_2: 'somying@example.com', date_3: '', dob_4: '', term_accept_5: '1' } },
    ]);
    expect(successBlock(301)).toBeVisible();
    expect(successBlock(301)).toHaveFocus();
    expect(sent).toEqual([[{ formId: '301' }]]);
    // No redirect attribute value: the shopper stays on the page.
    expect(navigate).not.toHaveBeenCalled();
  });

  it('an unchecked term box: nothing is sent, the box is outlined and the reason is announced', async () => {
    const user = await page(leadFormMarkup(FOOTER_LEAD_FORM));
    await user.type(control(301, 'name_1'), 'สมหญิง');
    await user.type(control(301, 'email_2'), 'somying@example.com');
    await user.click(submit(301));
    const box = control(301, 'term_accept_5');
    expect(box).toHaveClass(TERM_MISSING_CLASS);
    expect(box).toHaveFocus();
    expect(alertText(301)).toBe(th.termsRequired);
    expect(submit(301)).toBeEnabled();
    await user.click(box);
    expect(box).not.toHaveClass(TERM_MISSING_CLASS);
    expect(await fake.actions()).toEqual([]);
  });

  it('"INVAILD": Invalid Data! in the message area, button enabled, nothing typed is lost', async () => {
    // What the plugin answers a nonce it refuses (a page from a day-old cache).
    fake.server.use(http.post('*/admin-ajax.php', () => HttpResponse.text('INVAILD')));
    const user = await page(leadFormMarkup(FOOTER_LEAD_FORM));
    await fillFooter(user);
    await user.click(submit(301));
    await waitFor(() => expect(alertText(301)).toBe(th.invalidData));
    expect(submit(301)).toBeEnabled();
    expect(spinner(301).style.display).toBe('none');
    expect(control(301, 'name_1')).toHaveValue('สมหญิง รักดี');
    expect(control(301, 'term_accept_5')).toBeChecked();
    expect(form(301)).toBeVisible();
  });

  it('while the save is in flight the button is disabled and the loading image shown; a second submit sends nothing', async () => {
    fake.shop().faults.add({ endpoint: 'Save_Form_Data', delayMs: 50 });
    const user = await page(leadFormMarkup(FOOTER_LEAD_FORM));
    await fillFooter(user);
    await user.click(submit(301));
    expect(submit(301)).toBeDisabled();
    expect(spinner(301).style.display).toBe('block');
    expect(within(form(301)).getByRole('status')).toHaveTextContent(th.sending);
    act(() => form(301).requestSubmit());
    await waitFor(() => expect(successBlock(301)).toBeVisible());
    expect(await fake.actions()).toEqual(['Save_Form_Data']);
    expect(savedLeads(fake.shop())).toHaveLength(1);
  });
});

describe('quote form, captcha on, redirect (§4 steps 2–3)', () => {
  it('checks the captcha, saves every field as jQuery serialised it, then goes to the thank-you page', async () => {
    installFakeRecaptcha(window);
    const user = await page(leadFormMarkup(QUOTE_LEAD_FORM));
    await fillQuote(user);
    chooseFile(control(302, 'upload_9'), 'C:\\fakepath\\แบบขวด.pdf');
    expect(control(302, 'upload_9_name')).toHaveValue('แบบขวด.pdf');
    await tickCaptcha(user, 302);
    await user.click(submit(302));
    await waitFor(() => expect(navigate).toHaveBeenCalledExactlyOnceWith('/thank-you/'));
    expect(await fake.actions()).toEqual(['verifyFormCaptcha', 'Save_Form_Data']);
    expect(savedLeads(fake.shop())[0]).toEqual({
      formId: 302,
      fields: {
        name_1: 'บริษัท ขวดดี จำกัด',
        email_2: 'buyer@example.co.th',
        number_3: '',
        date_4: '',
        dob_5: '',
        textarea_6: 'ขวดยาดม 500 ใบ\r\nส่งภายในเดือนนี้',
        checkbox_8: ['ขวดลูกกลิ้ง'],
        upload_9_name: 'แบบขวด.pdf',
        term_accept_10: '1',
      },
    });
    expect(sent).toEqual([[{ formId: '302' }]]);
    expect(successBlock(302)).toBeVisible();
  });

  it('a captcha not ticked: Invalid Captcha, the captcha reset, nothing saved, the button enabled again', async () => {
    const user = await page(leadFormMarkup(QUOTE_LEAD_FORM));
    // reCAPTCHA arrives after the widget: Google calls CaptchaCallback, which renders the box.
    installFakeRecaptcha(window);
    act(() => (window as PageGlobals as { CaptchaCallback: () => void }).CaptchaCallback());
    await fillQuote(user);
    await user.click(submit(302));
    await waitFor(() => expect(alertText(302)).toBe(th.invalidCaptcha));
    expect(await fake.actions()).toEqual(['verifyFormCaptcha']);
    expect(submit(302)).toBeEnabled();
    expect(spinner(302).style.display).toBe('none');
    // Then ticked: the second attempt goes through.
    await tickCaptcha(user, 302);
    await user.click(submit(302));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/thank-you/'));
  });

  it('"invalidcaptcha" from the save (a token already spent) resets the captcha', async () => {
    installFakeRecaptcha(window);
    const user = await page(leadFormMarkup(QUOTE_LEAD_FORM));
    await fillQuote(user);
    await tickCaptcha(user, 302);
    const token = control<HTMLTextAreaElement>(302, 'g-recaptcha-response').value;
    // Another tab spent this token between the check and the save.
    fake.server.use(
      http.post('*/admin-ajax.php', async ({ request }) => {
        const action = new URLSearchParams(await request.clone().text()).get('action');
        return action === 'Save_Form_Data' ? HttpResponse.text('invalidcaptcha') : undefined;
      }),
    );
    await user.click(submit(302));
    await waitFor(() => expect(alertText(302)).toBe(th.invalidCaptcha));
    expect(token).not.toBe('');
    expect(control<HTMLTextAreaElement>(302, 'g-recaptcha-response')).toHaveValue('');
    expect(form(302).querySelector<HTMLInputElement>('.fake-recaptcha input')).not.toBeChecked();
    expect(submit(302)).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the required checkbox group: none ticked is refused with the field message, one is enough', async () => {
    installFakeRecaptcha(window);
    const user = await page(leadFormMarkup(QUOTE_LEAD_FORM));
    await fillQuote(user);
    const group = [...form(302).querySelectorAll<HTMLInputElement>('input[name="checkbox_8[]"]')];
    expect(group.map((box) => box.required)).toEqual([false, false, false]);
    await user.click(group[1]!);
    expect(group.map((box) => box.required)).toEqual([true, true, true]);
    await user.click(submit(302));
    expect(alertText(302)).toBe(th.fieldsInvalid);
    expect(group[0]).toHaveFocus();
    expect(group[0]).toHaveAccessibleDescription(th.fieldRequired);
    expect(await fake.actions()).toEqual([]);
  });
});

describe('§8, issue 11 part 6 — each failure says what happened and what to do, and re-enables the button', () => {
  it.each([
    ['a network error', () => fake.server.use(http.post('*/admin-ajax.php', () => HttpResponse.error())), restMessages.th.fetch_error],
    [
      'HTTP 500',
      () => fake.shop().faults.add({ endpoint: 'Save_Form_Data', status: 500 }),
      'ระบบของร้านขัดข้องชั่วคราว ข้อมูลยังไม่ถูกส่ง ข้อมูลที่กรอกไว้ยังอยู่ครบ กรุณาลองส่งอีกครั้งในอีกสักครู่',
    ],
    [
      'a refused request (403 -1)',
      () => ((window as unknown as { frontendajax: { _wpnonce: string } }).frontendajax._wpnonce = 'stale'),
      'เซิร์ฟเวอร์ของร้านไม่รับการส่งครั้งนี้ ข้อมูลยังไม่ถูกส่ง กรุณาโหลดหน้านี้ใหม่แล้วลองอีกครั้ง หรือติดต่อร้านทางช่องทางอื่น',
    ],
    ['a reply that is none of the plugin’s', () => fake.server.use(http.post('*/admin-ajax.php', () => HttpResponse.text('<b>Fatal error</b>'))), th.notSent],
  ])('%s', async (_, arm, message) => {
    arm();
    const user = await page(leadFormMarkup(FOOTER_LEAD_FORM));
    await fillFooter(user);
    await user.click(submit(301));
    await waitFor(() => expect(alertText(301)).toBe(message));
    expect(submit(301)).toBeEnabled();
    expect(spinner(301).style.display).toBe('none');
    expect(control(301, 'email_2')).toHaveValue('somying@example.com');
    expect(form(301)).toBeVisible();
  });

  it('a time-out', async () => {
    fake.shop().faults.add({ endpoint: 'Save_Form_Data', hang: true });
    const calls = createLeadFormCalls(createTransportContext({ ajaxUrl: '/wp-admin/admin-ajax.php', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', restRoot: '/wp-json/', timeoutMs: 30 }));
    const user = await page(leadFormMarkup(FOOTER_LEAD_FORM), { calls });
    await fillFooter(user);
    await user.click(submit(301));
    await waitFor(() => expect(alertText(301)).toBe(restMessages.th.timeout));
    expect(submit(301)).toBeEnabled();
  });
});

describe('mount and unmount', () => {
  it('two forms on one page keep their own button, loading image and messages', async () => {
    fake.shop().faults.add({ endpoint: 'Save_Form_Data', delayMs: 50 });
    installFakeRecaptcha(window);
    const user = await page(leadFormMarkup(QUOTE_LEAD_FORM) + leadFormMarkup(FOOTER_LEAD_FORM));
    await fillFooter(user);
    await user.click(submit(301));
    expect(submit(301)).toBeDisabled();
    expect(submit(302)).toBeEnabled();
    expect(spinner(302).style.display).toBe('none');
    await waitFor(() => expect(successBlock(301)).toBeVisible());
    expect(form(302)).toBeVisible();
    expect(successBlock(302)).not.toBeVisible();
  });

  it('unmount mid-flight aborts the save and ignores its reply; the form is usable again', async () => {
    fake.shop().faults.add({ endpoint: 'Save_Form_Data', hang: true });
    const aborted = new Promise<boolean>((resolve) =>
      fake.server.events.on('request:start', ({ request }) => request.signal.addEventListener('abort', () => resolve(true))),
    );
    const user = await page(leadFormMarkup(FOOTER_LEAD_FORM));
    await fillFooter(user);
    await user.click(submit(301));
    expect(submit(301)).toBeDisabled();
    act(() => unmounts.pop()!());
    await expect(aborted).resolves.toBe(true);
    expect(submit(301)).toBeEnabled();
    expect(spinner(301).style.display).toBe('none');
    expect(form(301).querySelector('[role="alert"]')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('puts a date button after each date_ and dob_ input only, and removes everything on unmount', async () => {
    await page(leadFormMarkup(QUOTE_LEAD_FORM));
    const buttons = within(form(302)).getAllByRole('button', { name: /^เลือกวันที่/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'เลือกวันที่: วันที่สะดวกให้ติดต่อกลับ',
      'เลือกวันที่: วันเกิด',
    ]);
    expect(control(302, 'date_4').nextElementSibling).toHaveClass('talat-date-field');
    act(() => unmounts.pop()!());
    expect(form(302).querySelector('.talat-date-field')).toBeNull();
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });

  it('a picked date is what the server receives', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00+07:00'));
    try {
      const user = await page(leadFormMarkup(FOOTER_LEAD_FORM));
      await fillFooter(user);
      await user.click(within(form(301)).getByRole('button', { name: 'เลือกวันที่: วันที่สะดวกให้ติดต่อกลับ' }));
      await user.keyboard('{ArrowRight}{Enter}');
      expect(control(301, 'date_3')).toHaveValue('11/21/2026');
      await user.click(submit(301));
      await waitFor(() => expect(savedLeads(fake.shop())).toHaveLength(1));
      expect(savedLeads(fake.shop())[0]!.fields.date_3).toBe('11/21/2026');
    } finally {
      vi.useRealTimers();
    }
  });

  it('mounting a mounted form again does nothing; after unmount it mounts afresh', async () => {
    const user = await page(leadFormMarkup(FOOTER_LEAD_FORM));
    expect(mountLeadForm(form(301))).toBeUndefined();
    expect(form(301).querySelectorAll('.talat-date-field')).toHaveLength(2);
    act(() => unmounts.pop()!());
    act(() => void unmounts.push(mountLeadForm(form(301), { navigate })!));
    await enhanced();
    await fillFooter(user);
    await user.click(submit(301));
    await waitFor(() => expect(successBlock(301)).toBeVisible());
    expect(await fake.actions()).toEqual(['Save_Form_Data']);
  });

  it('without frontendajax the form is left alone, with one console error', () => {
    delete (window as unknown as Record<string, unknown>).frontendajax;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = leadFormMarkup(FOOTER_LEAD_FORM);
    expect(mountLeadForm(form(301))).toBeUndefined();
    expect(error).toHaveBeenCalledExactlyOnceWith('[Talat] lead-form: missing config key "ajaxUrl"; not mounted.');
    expect(form(301).querySelector('.talat-date-field')).toBeNull();
  });
});

describe('a submit before the interactive chunk is in', () => {
  function mountHeld(html: string, loadInteractive: MountLeadFormOptions['loadInteractive']) {
    document.body.innerHTML = html;
    act(() => {
      for (const element of document.querySelectorAll<HTMLFormElement>('form.lead-form-front')) {
        unmounts.push(mountLeadForm(element, { navigate: vi.fn(), loadInteractive })!);
      }
    });
  }

  it('tells the shopper when the chunk cannot load, and sends nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mountHeld(leadFormMarkup(FOOTER_LEAD_FORM), () => Promise.reject(new Error('chunk blocked')));
    const submitEvent = new Event('submit', { bubbles: true, cancelable: true });
    act(() => void form(301).dispatchEvent(submitEvent));
    expect(submitEvent.defaultPrevented).toBe(true);
    await waitFor(() => expect(alertText(301)).toBe('ส่งข้อมูลไม่สำเร็จ กรุณาลองส่งอีกครั้ง'));
    expect(await fake.actions()).toEqual([]);
  });

  it('tries a failed chunk load once more before telling the shopper (core loadChunk)', async () => {
    const error = vi.spyOn(console, 'error');
    let tries = 0;
    mountHeld(leadFormMarkup(FOOTER_LEAD_FORM), () => (++tries === 1 ? Promise.reject(new Error('dropped')) : import('./interactive')));
    act(() => void form(301).dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await enhanced();
    expect(tries).toBe(2);
    expect(error).not.toHaveBeenCalledWith('[Talat] lead-form: the interactive part did not load', expect.anything());
  });

  it('with a captcha, only enhances the form: the shopper has not seen the captcha yet', async () => {
    installFakeRecaptcha(window);
    mountHeld(leadFormMarkup(QUOTE_LEAD_FORM), () => import('./interactive'));
    act(() => void form(302).dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await enhanced();
    expect(form(302).querySelector('.fake-recaptcha input[type="checkbox"]')).not.toBeNull();
    expect(await fake.actions()).toEqual([]);
  });
});
