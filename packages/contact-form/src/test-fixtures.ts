import { vi } from 'vitest';
import type { ContactFormCalls, ContactFormFeedback, ContactFormRefill, ContactFormSchema } from '@talat/client';

// A small Contact Form 7 form as the plugin prints it (DESIGN "Host ecosystem facts"), for the
// jsdom tests; the demo shop's full form comes from @talat/mocks.

export const UNIT_TAG = 'wpcf7-f120-p45-o1';

/** The captcha as CF7 prints it ([captchac] outside any wrap, [captchar] in one), with a stale challenge. */
export const CAPTCHA_PARAGRAPH = `<p><input type="hidden" name="_wpcf7_captcha_challenge_captcha-1" value="0" /><img class="wpcf7-form-control wpcf7-captchac wpcf7-captcha-captcha-1" width="72" height="24" alt="captcha" src="/wp-content/uploads/wpcf7_captcha/0.png" /><br /><label> กรอกตัวอักษรที่เห็นในภาพ<br /><span class="wpcf7-form-control-wrap" data-name="captcha-1"><input size="40" class="wpcf7-form-control wpcf7-captchar" autocomplete="off" aria-invalid="false" value="" type="text" name="captcha-1" /></span></label></p>`;

export function contactFormFixture({ captcha = false }: { captcha?: boolean } = {}): string {
  return `<div class="wpcf7 no-js" id="${UNIT_TAG}" lang="th" dir="ltr" data-wpcf7-id="120">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>
<form action="/contact/#${UNIT_TAG}" method="post" class="wpcf7-form init" aria-label="แบบฟอร์มติดต่อ" novalidate="novalidate" data-status="init">
<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7" value="120" /><input type="hidden" name="_wpcf7_version" value="6.0.6" /><input type="hidden" name="_wpcf7_locale" value="th" /><input type="hidden" name="_wpcf7_unit_tag" value="${UNIT_TAG}" /><input type="hidden" name="_wpcf7_container_post" value="45" /><input type="hidden" name="_wpcf7_posted_data_hash" value="" /></fieldset>
<p><label> ชื่อ<br /><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" aria-invalid="false" value="" type="text" name="your-name" /></span></label></p>
<p><label> อีเมล<br /><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" aria-required="true" aria-invalid="false" value="" type="email" name="your-email" /></span></label></p>
<p><label> เว็บไซต์<br /><span class="wpcf7-form-control-wrap" data-name="website"><input size="40" class="wpcf7-form-control wpcf7-url wpcf7-text wpcf7-validates-as-url" aria-invalid="false" value="" type="url" name="website" /></span></label></p>
<p><span class="wpcf7-form-control-wrap" data-name="colour"><span class="wpcf7-form-control wpcf7-checkbox"><span class="wpcf7-list-item first"><label><input type="checkbox" name="colour[]" value="ใส" /><span class="wpcf7-list-item-label">ใส</span></label></span><span class="wpcf7-list-item last"><label><input type="checkbox" name="colour[]" value="ชา" /><span class="wpcf7-list-item-label">ชา</span></label></span></span></span></p>
<p><span class="wpcf7-form-control-wrap" data-name="quiz-1"><label><span class="wpcf7-quiz-label">1+1=?</span> <input class="wpcf7-form-control wpcf7-quiz" autocomplete="off" aria-required="true" aria-invalid="false" type="text" name="quiz-1" /></label><input type="hidden" name="_wpcf7_quiz_answer_quiz-1" value="oldhash" /></span></p>
${captcha ? CAPTCHA_PARAGRAPH : ''}
<p><span class="wpcf7-form-control-wrap" data-name="accept-terms"><span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox" name="accept-terms" value="1" aria-invalid="false" /><span class="wpcf7-list-item-label">ยอมรับ</span></label></span></span></span></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="ส่งข้อความ" /></p>
<div class="wpcf7-response-output" aria-hidden="true"></div>
</form>
</div>`;
}

export const FIXTURE_SCHEMA: ContactFormSchema = {
  rules: [
    { rule: 'required', field: 'your-name', error: 'กรุณากรอกชื่อ' },
    { rule: 'minlength', field: 'your-name', threshold: 2, error: 'ชื่อสั้นเกินไป' },
    { rule: 'required', field: 'your-email', error: 'กรุณากรอกอีเมล' },
    { rule: 'email', field: 'your-email', error: 'รูปแบบอีเมลไม่ถูกต้อง' },
    { rule: 'url', field: 'website', error: 'URL ไม่ถูกต้อง' },
    { rule: 'required', field: 'colour', error: 'เลือกสีอย่างน้อยหนึ่งสี' },
  ],
};

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** Calls whose replies the test gives by hand, in order. */
export function scriptedCalls() {
  const submits: Array<Deferred<ContactFormFeedback | undefined>> = [];
  const refills: Array<Deferred<ContactFormRefill | undefined>> = [];
  const calls = {
    submitFeedback: vi.fn((_id: unknown, _data: FormData) => {
      const reply = deferred<ContactFormFeedback | undefined>();
      submits.push(reply);
      return reply.promise;
    }),
    refill: vi.fn(() => {
      const reply = deferred<ContactFormRefill | undefined>();
      refills.push(reply);
      return reply.promise;
    }),
    getSchema: vi.fn(async () => FIXTURE_SCHEMA),
  } satisfies ContactFormCalls;
  return { calls, submits, refills };
}
