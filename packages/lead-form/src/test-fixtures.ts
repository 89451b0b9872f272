/**
 * Lead Form Builder's markup, as the plugin prints it (the brief's facts), for this package's jsdom
 * tests until @talat/mocks exports its `leadFormMarkup`. Thai labels, like the shop's own forms.
 */
export interface LeadFormFixtureOptions {
  id?: number;
  /** Prints the reCAPTCHA script and container, and a captcha status other than 'disable'. */
  captcha?: boolean;
  /** The success block's `redirect` attribute. */
  redirect?: string;
}

export const FIXTURE_SITE_KEY = '6Lc-test-site-key';

export function leadFormFixture({ id = 301, captcha = false, redirect = '/thank-you/' }: LeadFormFixtureOptions = {}): string {
  return `<div class="leadform-show-form-${id} leadform-show-form lf-form-default leadform-lite">
 ${captcha ? '<script src="/assets/fake-recaptcha.js?onload=CaptchaCallback&render=explicit" async defer></script>' : ''}
 <form action="" method="post" class="lead-form-front" id="form_${id}" enctype="multipart/form-data">
  <h2 class="lfb-heading">ขอใบเสนอราคา</h2>
  <div class="text-type lf-field"><label for="text_1">ชื่อ</label><span><input id="text_1" type="text" class="lf-form-text" name="name_1" required></span></div>
  <div class="email-type lf-field"><label for="email_2">อีเมล</label><span><input id="email_2" type="email" class="lf-form-text" name="email_2"></span></div>
  <div class="number-type lf-field"><label for="number_3">จำนวน</label><span><input id="number_3" type="number" class="lf-form-text" name="number_3"></span></div>
  <div class="textarea-type lf-field"><label for="textarea_7">ข้อความ</label><span><textarea id="textarea_7" class="lf-form-textarea" name="textarea_7"></textarea></span></div>
  <div class="radio-type lf-field"><span>
   <input type="radio" id="radio_8_1" name="radio_8" value="ขวดแก้ว"><label for="radio_8_1">ขวดแก้ว</label>
   <input type="radio" id="radio_8_2" name="radio_8" value="ขวดพลาสติก"><label for="radio_8_2">ขวดพลาสติก</label>
  </span></div>
  <div class="date-type lf-field"><label for="date_9">วันที่ต้องการรับสินค้า</label><span><input id="date_9" type="text" class="lf-form-text lf-jquery-datepicker" name="date_9"></span></div>
  <div class="dob-type lf-field"><label for="dob_10">วันเกิด</label><span><input id="dob_10" type="text" class="lf-form-text lf-jquery-datepicker" name="dob_10"></span></div>
  <div class="checkbox-type lf-field"><span>
   <input type="checkbox" id="checkbox_4_1" name="checkbox_4[]" value="ครีม" required><label for="checkbox_4_1">ครีม</label>
   <input type="checkbox" id="checkbox_4_2" name="checkbox_4[]" value="เซรั่ม" required><label for="checkbox_4_2">เซรั่ม</label>
   <input type="checkbox" id="checkbox_4_3" name="checkbox_4[]" value="โลชั่น" required><label for="checkbox_4_3">โลชั่น</label>
  </span></div>
  <div class="terms-type lf-field"><input type="checkbox" class="term_accept" id="term_accept_5" name="term_accept_5" value="1"><label for="term_accept_5">ยอมรับเงื่อนไขการใช้บริการ</label></div>
  <div class="upload-type lf-field"><label for="upload_6">ไฟล์แนบ</label>
   <input type="file" id="upload_6" name="upload_6" class="upload-type" filetext="filetext_6">
   <input type="text" class="filetext_6" name="upload_6_name" readonly>
  </div>
  ${captcha ? `<div class="g-recaptcha" data-sitekey="${FIXTURE_SITE_KEY}"></div>` : ''}
  <div class="lf-form-panel"><input id="lfb-submit" class="lf-form-submit" type="submit" name="submit" value="ส่งข้อมูล"></div>
  <input type="hidden" class="hidden_field" name="hidden_field" value="${id}">
  <input type="hidden" class="this_form_captcha_status" value="${captcha ? 'enable' : 'disable'}">
  <div class="leadform-show-loading front-loading leadform-show-message-form-${id}"></div>
  <div class="lf-loading"><div class="spinner" id="loading_image" style="display: none;"><div class="bounce1"></div><div class="bounce2"></div><div class="bounce3"></div></div></div>
 </form>
 <p style="display:none" redirect="${redirect}" class="successmsg_${id} successmsg">ขอบคุณ เราได้รับข้อมูลของคุณแล้ว</p>
</div>`;
}

/** Fills the fixture form the way a shopper would (values chosen to exercise the encoding). */
export function fillFixtureForm(form: HTMLFormElement): void {
  const field = <T extends Element>(selector: string) => form.querySelector<T>(selector)!;
  field<HTMLInputElement>('[name="name_1"]').value = 'สมชาย ใจดี';
  field<HTMLInputElement>('[name="email_2"]').value = 'somchai+lead@example.com';
  field<HTMLInputElement>('[name="number_3"]').value = '12';
  field<HTMLTextAreaElement>('[name="textarea_7"]').value = 'บรรทัดแรก\nบรรทัดสอง & 100%';
  field<HTMLInputElement>('#radio_8_2').checked = true;
  field<HTMLInputElement>('[name="date_9"]').value = '11/21/2026';
  field<HTMLInputElement>('#checkbox_4_1').checked = true;
  field<HTMLInputElement>('#checkbox_4_3').checked = true;
  field<HTMLInputElement>('[name="term_accept_5"]').checked = true;
  field<HTMLInputElement>('[name="upload_6_name"]').value = 'slip.pdf';
}

/** What `fillFixtureForm` serialises to, pair by pair (decoded), for readable expectations. */
export const FIXTURE_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['name_1', 'สมชาย ใจดี'],
  ['email_2', 'somchai+lead@example.com'],
  ['number_3', '12'],
  ['textarea_7', 'บรรทัดแรก\r\nบรรทัดสอง & 100%'],
  ['radio_8', 'ขวดพลาสติก'],
  ['date_9', '11/21/2026'],
  ['dob_10', ''],
  ['checkbox_4[]', 'ครีม'],
  ['checkbox_4[]', 'โลชั่น'],
  ['term_accept_5', '1'],
  ['upload_6_name', 'slip.pdf'],
  ['hidden_field', '301'],
];

/** The exact `fdata` of the filled fixture form: '+' for spaces, CRLF line breaks, UTF-8 percent-escapes. */
export const FIXTURE_FDATA =
  'name_1=%E0%B8%AA%E0%B8%A1%E0%B8%8A%E0%B8%B2%E0%B8%A2+%E0%B9%83%E0%B8%88%E0%B8%94%E0%B8%B5' +
  '&email_2=somchai%2Blead%40example.com' +
  '&number_3=12' +
  '&textarea_7=%E0%B8%9A%E0%B8%A3%E0%B8%A3%E0%B8%97%E0%B8%B1%E0%B8%94%E0%B9%81%E0%B8%A3%E0%B8%81%0D%0A%E0%B8%9A%E0%B8%A3%E0%B8%A3%E0%B8%97%E0%B8%B1%E0%B8%94%E0%B8%AA%E0%B8%AD%E0%B8%87+%26+100%25' +
  '&radio_8=%E0%B8%82%E0%B8%A7%E0%B8%94%E0%B8%9E%E0%B8%A5%E0%B8%B2%E0%B8%AA%E0%B8%95%E0%B8%B4%E0%B8%81' +
  '&date_9=11%2F21%2F2026' +
  '&dob_10=' +
  '&checkbox_4%5B%5D=%E0%B8%84%E0%B8%A3%E0%B8%B5%E0%B8%A1' +
  '&checkbox_4%5B%5D=%E0%B9%82%E0%B8%A5%E0%B8%8A%E0%B8%B1%E0%B9%88%E0%B8%99' +
  '&term_accept_5=1' +
  '&upload_6_name=slip.pdf' +
  '&hidden_field=301';

/** Google's `grecaptcha`, as far as the widget uses it: numbered widgets with their response textarea. */
export interface FakeGrecaptcha {
  render(container: HTMLElement, parameters: { sitekey: string }): number;
  reset(widgetId?: number): void;
  /** The shopper solves widget `id`: its textarea gets `token`. */
  solve(id: number, token: string): void;
  rendered: Array<{ container: HTMLElement; sitekey: string }>;
  resets: Array<number | undefined>;
}

export function createFakeGrecaptcha(): FakeGrecaptcha {
  const textareas: HTMLTextAreaElement[] = [];
  const fake: FakeGrecaptcha = {
    rendered: [],
    resets: [],
    render(container, { sitekey }) {
      if (container.querySelector('.g-recaptcha-response')) throw new Error('reCAPTCHA has already been rendered in this element');
      const id = textareas.length;
      const textarea = container.ownerDocument.createElement('textarea');
      textarea.className = 'g-recaptcha-response';
      textarea.name = 'g-recaptcha-response';
      textarea.id = id === 0 ? 'g-recaptcha-response' : `g-recaptcha-response-${id}`;
      textarea.style.display = 'none';
      container.append(textarea);
      textareas.push(textarea);
      fake.rendered.push({ container, sitekey });
      return id;
    },
    reset(widgetId) {
      fake.resets.push(widgetId);
      const textarea = textareas[widgetId ?? 0];
      if (textarea) textarea.value = '';
    },
    solve(id, token) {
      textareas[id]!.value = token;
    },
  };
  return fake;
}
