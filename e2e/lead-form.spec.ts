import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations, pressTabUntil, readInbox, useSpecGuards, waitForWidget } from './support';

// §2.13, §4 "Lead form", §5 "Lead forms", §7 Lead forms, §8 Lead forms: Lead Form Builder's forms
// with the built script-tag bundle: the short form (301, captcha 'disable') in every page's footer
// and the quote request (302, reCAPTCHA, redirect to /thank-you/) on /contact/. Each test types a
// name of its own, which is how it finds its lead in the server's inbox.

const NONCE = 'e4a7c1d9b3';
/** The widget's own words (lead-form messages.ts, core's §8 REST messages). */
const TERMS_REQUIRED = 'กรุณายอมรับข้อกำหนดและเงื่อนไขก่อนส่งข้อมูล';
const INVALID_CAPTCHA = 'รหัสยืนยันตัวตน (แคปต์ชา) ไม่ถูกต้อง กรุณาลองอีกครั้ง';
const OFFLINE = 'คุณอาจออฟไลน์อยู่ กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต';
/** The forms' success blocks, as the plugin prints them (FOOTER_LEAD_FORM / QUOTE_LEAD_FORM). */
const FOOTER_THANKS = 'ขอบคุณค่ะ เราได้รับข้อมูลของคุณแล้ว';

const footer = (page: Page) => page.locator('.site-footer #form_301');
const quote = (page: Page) => page.locator('#form_302');
const errorArea = (form: ReturnType<typeof footer>) => form.locator('.talat-lead-form__error');
const ajaxAction = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/wp-admin/admin-ajax.php' ? new URLSearchParams(request.postData() ?? '').get('action') : null;

useSpecGuards();

const uniqueName = () => `ลูกค้าทดสอบ ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Collects the page's admin-ajax calls by action, from now on. */
function recordAjax(page: Page): Array<{ action: string | null; body: URLSearchParams }> {
  const seen: Array<{ action: string | null; body: URLSearchParams }> = [];
  page.on('request', (request) => {
    const action = ajaxAction(request);
    if (action !== null) seen.push({ action, body: new URLSearchParams(request.postData() ?? '') });
  });
  return seen;
}

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForWidget(page, 'lead-form');
}

test('§5 footer form: with the term box unchecked nothing is sent and the box is outlined; checked, the lead is saved (§4 inserted)', async ({ page }) => {
  const name = uniqueName();
  await openPage(page, '/');
  const form = footer(page);
  const calls = recordAjax(page);
  const terms = form.locator('input.term_accept');
  await form.getByLabel('ชื่อ-นามสกุล').fill(name);
  await form.getByLabel('อีเมล').fill('lead@example.com');
  await expect(terms).toHaveCSS('outline-style', 'none');
  await form.getByRole('button', { name: 'ส่งข้อมูล' }).click();
  await expect(errorArea(form)).toHaveText(TERMS_REQUIRED);
  await expect(terms).toHaveCSS('outline-style', 'solid');
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await expect(terms).toBeFocused();
  expect(calls).toEqual([]);

  // A box loses its outline once checked (§5).
  await terms.check();
  await expect(terms).toHaveCSS('outline-style', 'none');
  const saved = page.waitForRequest((r) => ajaxAction(r) === 'Save_Form_Data');
  await form.getByRole('button', { name: 'ส่งข้อมูล' }).click();
  const body = new URLSearchParams((await saved).postData() ?? '');
  expect(Object.fromEntries(body)).toEqual({ action: 'Save_Form_Data', fdata: body.get('fdata'), _wpnonce: NONCE });
  // §3 Lead form submission: the form serialised as jQuery does, the form id included.
  expect([...new URLSearchParams(body.get('fdata') ?? '')]).toEqual([
    ['name_1', name],
    ['email_2', 'lead@example.com'],
    ['date_3', ''],
    ['dob_4', ''],
    ['term_accept_5', '1'],
    ['hidden_field', '301'],
  ]);
  const thanks = page.locator('.site-footer .successmsg_301');
  await expect(thanks).toBeVisible();
  await expect(thanks).toHaveText(FOOTER_THANKS);
  await expect(form).toBeHidden();
  // Captcha 'disable': no captcha check was asked for.
  expect(calls.map((c) => c.action)).toEqual(['Save_Form_Data']);
  const { leads } = await readInbox(page);
  expect(leads.filter((lead) => lead.fields.name_1 === name)).toEqual([
    { formId: 301, fields: { name_1: name, email_2: 'lead@example.com', date_3: '', dob_4: '', term_accept_5: '1' } },
  ]);
});

test('§4 §8 quote form: without the reCAPTCHA tick "Invalid Captcha" and the button comes back; ticked, saved and sent to /thank-you/', async ({ page }) => {
  const name = uniqueName();
  await openPage(page, '/contact/');
  const form = quote(page);
  const submit = form.getByRole('button', { name: 'ส่งข้อมูล' });
  await expect(form.locator('.g-recaptcha .fake-recaptcha')).toBeVisible();
  const calls = recordAjax(page);
  await form.getByLabel('ชื่อ-นามสกุล').fill(name);
  await form.getByLabel('อีเมล').fill('quote@example.com');
  await form.getByLabel('จำนวนที่ต้องการ (ชิ้น)').fill('500');
  await form.getByRole('radio', { name: 'ร้านค้าออนไลน์' }).check();
  await form.getByRole('checkbox', { name: 'ขวดลูกกลิ้ง' }).check();
  await form.locator('input.term_accept').check();

  const checked = page.waitForResponse((r) => ajaxAction(r.request()) === 'verifyFormCaptcha');
  await submit.click();
  expect(await (await checked).text()).toBe('No');
  await expect(errorArea(form)).toHaveText(INVALID_CAPTCHA);
  await expect(submit).toBeEnabled();
  await expect(form).toBeVisible();
  expect(calls.map((c) => c.action)).toEqual(['verifyFormCaptcha']);
  expect(Object.fromEntries(calls[0]!.body)).toEqual({ action: 'verifyFormCaptcha', captcha_res: '' });

  await form.getByRole('checkbox', { name: 'ฉันไม่ใช่โปรแกรมอัตโนมัติ' }).check();
  await submit.click();
  await expect(page).toHaveURL(/\/thank-you\/$/);
  await expect(page.locator('h1')).toHaveText('ขอบคุณที่ติดต่อเรา');
  expect(calls.map((c) => c.action)).toEqual(['verifyFormCaptcha', 'verifyFormCaptcha', 'Save_Form_Data']);
  const token = calls[1]!.body.get('captcha_res') ?? '';
  expect(token).toMatch(/^fake-recaptcha-ok-[0-9a-f]{32}$/);
  const fdata = new URLSearchParams(calls[2]!.body.get('fdata') ?? '');
  expect(fdata.get('g-recaptcha-response')).toBe(token);
  expect(fdata.get('hidden_field')).toBe('302');
  const { leads } = await readInbox(page);
  expect(leads.filter((lead) => lead.fields.name_1 === name)).toEqual([
    {
      formId: 302,
      fields: {
        name_1: name,
        email_2: 'quote@example.com',
        number_3: '500',
        date_4: '',
        dob_5: '',
        textarea_6: '',
        radio_7: 'ร้านค้าออนไลน์',
        checkbox_8: ['ขวดลูกกลิ้ง'],
        upload_9_name: '',
        term_accept_10: '1',
      },
    },
  ]);
});

test('§5 the date picker works by keyboard and writes mm/dd/yyyy', async ({ page }) => {
  await openPage(page, '/contact/');
  const form = quote(page);
  const input = form.locator('input[name="date_4"]');
  await input.fill('03/15/2026');
  await input.focus();
  await pressTabUntil(page, '#form_302 .date-type .talat-date-field__button');
  await expect(page.locator('#form_302 .date-type .talat-date-field__button')).toHaveAccessibleName('เลือกวันที่: วันที่สะดวกให้ติดต่อกลับ');
  await page.keyboard.press('Enter');
  const dialog = form.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Focus starts on the typed day; arrows move by a day and a week, Page Down by a month.
  await expect(dialog.locator('td[tabindex="0"]')).toBeFocused();
  await expect(dialog.locator('td[tabindex="0"]')).toHaveText('15');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('PageDown');
  await expect(dialog.locator('td[tabindex="0"]')).toHaveText('23');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(input).toHaveValue('04/23/2026');
  await expect(page.locator('#form_302 .date-type .talat-date-field__button')).toBeFocused();
  // Escape closes without writing.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(input).toHaveValue('04/23/2026');
});

test('§4 step 4: a network failure on the save shows a Thai message and re-enables the button', async ({ page }) => {
  await page.route('**/wp-admin/admin-ajax.php', (route) =>
    new URLSearchParams(route.request().postData() ?? '').get('action') === 'Save_Form_Data' ? route.abort('internetdisconnected') : route.continue(),
  );
  await openPage(page, '/');
  const form = footer(page);
  const submit = form.getByRole('button', { name: 'ส่งข้อมูล' });
  await form.getByLabel('ชื่อ-นามสกุล').fill(uniqueName());
  await form.getByLabel('อีเมล').fill('lead@example.com');
  await form.locator('input.term_accept').check();
  const failed = page.waitForEvent('requestfailed', (r) => ajaxAction(r) === 'Save_Form_Data');
  await submit.click();
  await failed;
  await expect(errorArea(form)).toHaveText(OFFLINE);
  await expect(submit).toBeEnabled();
  await expect(form).toBeVisible();
  await expect(page.locator('.site-footer .successmsg_301')).toBeHidden();
  await expect(form.getByLabel('อีเมล')).toHaveValue('lead@example.com');
});

test('the classic build saves the footer form too (?classic=1)', async ({ page }) => {
  const name = uniqueName();
  await openPage(page, '/?classic=1');
  await expect(page.locator('script[src="/talat/classic/lead-form.js"]')).toHaveCount(1);
  const form = footer(page);
  await form.getByLabel('ชื่อ-นามสกุล').fill(name);
  await form.getByLabel('อีเมล').fill('classic@example.com');
  await form.locator('input.term_accept').check();
  await form.getByRole('button', { name: 'ส่งข้อมูล' }).click();
  await expect(page.locator('.site-footer .successmsg_301')).toHaveText(FOOTER_THANKS);
  await expect(form).toBeHidden();
  const { leads } = await readInbox(page);
  expect(leads.filter((lead) => lead.fields.name_1 === name)).toHaveLength(1);
});

test('axe finds no violation in the footer form and the quote form, fresh and showing an error', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, '/');
  await expectNoAxeViolations(page, '.site-footer .leadform-show-form-301');
  await footer(page).getByLabel('ชื่อ-นามสกุล').fill('ทดสอบ');
  await footer(page).getByLabel('อีเมล').fill('lead@example.com');
  await footer(page).getByRole('button', { name: 'ส่งข้อมูล' }).click();
  await expect(errorArea(footer(page))).toHaveText(TERMS_REQUIRED);
  await expectNoAxeViolations(page, '.site-footer .leadform-show-form-301');

  await openPage(page, '/contact/');
  await expect(quote(page).locator('.fake-recaptcha')).toBeVisible();
  await expectNoAxeViolations(page, '.leadform-show-form-302');
  await quote(page).locator('.date-type .talat-date-field__button').click();
  await expect(quote(page).getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, '.leadform-show-form-302 [role="dialog"]');
});
