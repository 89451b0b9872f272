// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FOOTER_LEAD_FORM, QUOTE_LEAD_FORM, type LeadFormOptions } from './forms';
import { leadFormMarkup } from './markup';

const HOSTILE = '"><img src=x onerror=alert(1)>';

function render(options: LeadFormOptions): HTMLElement {
  document.body.innerHTML = leadFormMarkup(options);
  const root = document.body.firstElementChild;
  if (!(root instanceof HTMLElement)) throw new Error('nothing printed');
  return root;
}

const q = <T extends Element = HTMLElement>(root: ParentNode, selector: string): T => {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`missing ${selector}`);
  return found;
};

describe('leadFormMarkup (Lead Form Builder, §2.13)', () => {
  it('prints the wrapper, the fake reCAPTCHA script, the form and the success block of a captcha form', () => {
    const root = render(QUOTE_LEAD_FORM);
    expect(root.className).toBe('leadform-show-form-302 leadform-show-form lf-form-default leadform-lite');
    const script = q<HTMLScriptElement>(root, ':scope > script');
    expect(script.getAttribute('src')).toBe('/assets/fake-recaptcha.js?onload=CaptchaCallback&render=explicit');
    expect([script.hasAttribute('async'), script.hasAttribute('defer')]).toEqual([true, true]);
    const form = q<HTMLFormElement>(root, ':scope > form');
    expect([form.id, form.className, form.getAttribute('action'), form.method, form.enctype]).toEqual([
      'form_302',
      'lead-form-front',
      '',
      'post',
      'multipart/form-data',
    ]);
    expect(q(form, 'h2.lfb-heading').textContent).toBe('ขอใบเสนอราคา');
    expect(q(form, 'div.g-recaptcha').dataset.sitekey).toBe('talat-fake-recaptcha-sitekey');
    const submit = q<HTMLInputElement>(form, 'div.lf-form-panel > input#lfb-submit');
    expect([submit.className, submit.type, submit.name, submit.value]).toEqual(['lf-form-submit', 'submit', 'submit', 'ส่งข้อมูล']);
    expect(q<HTMLInputElement>(form, 'input.hidden_field').name).toBe('hidden_field');
    expect(q<HTMLInputElement>(form, 'input.hidden_field').value).toBe('302');
    expect(q<HTMLInputElement>(form, 'input.this_form_captcha_status').value).toBe('enable');
    expect(q(form, 'div.leadform-show-message-form-302').className).toBe('leadform-show-loading front-loading leadform-show-message-form-302');
    const spinner = q(form, 'div.lf-loading > div.spinner#loading_image');
    expect(spinner.style.display).toBe('none');
    expect(spinner.querySelectorAll('.bounce1, .bounce2, .bounce3')).toHaveLength(3);
    const success = q(root, ':scope > p.successmsg_302.successmsg');
    expect([success.getAttribute('redirect'), success.style.display, success.textContent]).toEqual([
      '/thank-you/',
      'none',
      'ขอบคุณสำหรับคำขอใบเสนอราคา ทีมขายจะติดต่อกลับภายใน 1 วันทำการ',
    ]);
    expect(root.lastElementChild).toBe(success);
  });

  it('has every field type in the full form, each a .lf-field with its label and control', () => {
    const form = q(render(QUOTE_LEAD_FORM), 'form');
    const types = [...form.querySelectorAll('.lf-field')].map((f) => f.classList[0]);
    expect(types).toEqual(['text-type', 'email-type', 'number-type', 'date-type', 'dob-type', 'textarea-type', 'radio-type', 'checkbox-type', 'upload-type', 'terms-type']);
    const name = q<HTMLInputElement>(form, '.text-type > span > input');
    expect([name.name, name.type, name.className, name.required, name.labels?.[0]?.textContent]).toEqual(['name_1', 'text', 'lf-form-text', true, 'ชื่อ-นามสกุล']);
    expect(q<HTMLInputElement>(form, '.email-type input').type).toBe('email');
    for (const [selector, name] of [['.date-type input', 'date_4'], ['.dob-type input', 'dob_5']] as const) {
      const input = q<HTMLInputElement>(form, selector);
      expect([input.name, input.type, input.className]).toEqual([name, 'text', 'lf-form-text lf-jquery-datepicker']);
    }
    expect(q(form, '.textarea-type textarea').getAttribute('name')).toBe('textarea_6');
    expect([...form.querySelectorAll<HTMLInputElement>('input[type=radio]')].map((r) => r.name)).toEqual(['radio_7', 'radio_7', 'radio_7']);
    const boxes = [...form.querySelectorAll<HTMLInputElement>('.checkbox-type input[type=checkbox]')];
    expect(boxes.map((b) => [b.name, b.required])).toEqual([
      ['checkbox_8[]', true],
      ['checkbox_8[]', true],
      ['checkbox_8[]', true],
    ]);
    expect([...(boxes[0]?.labels ?? [])].map((l) => l.textContent?.trim())).toEqual(['ขวดยาดม']);
    const file = q<HTMLInputElement>(form, 'input[type=file]');
    expect([file.name, file.className, file.getAttribute('filetext')]).toEqual(['upload_9', 'upload-type', 'filetext_9']);
    const fileText = q<HTMLInputElement>(form, 'input.filetext_9');
    expect([fileText.type, fileText.name, fileText.readOnly]).toEqual(['text', 'upload_9_name', true]);
    const terms = q<HTMLInputElement>(form, 'input.term_accept');
    expect([terms.id, terms.name, terms.value, terms.type]).toEqual(['term_accept_10', 'term_accept_10', '1', 'checkbox']);
    expect(terms.labels?.[0]?.textContent).toBe('ฉันยอมรับเงื่อนไขการใช้บริการและนโยบายความเป็นส่วนตัว');
  });

  it('prints the short footer form without a captcha or a redirect', () => {
    const root = render(FOOTER_LEAD_FORM);
    expect(root.querySelector('script, .g-recaptcha')).toBeNull();
    expect([...root.querySelectorAll<HTMLInputElement>('form input:not([type=hidden]):not([type=submit])')].map((i) => i.name)).toEqual([
      'name_1',
      'email_2',
      'date_3',
      'dob_4',
      'term_accept_5',
    ]);
    expect(q<HTMLInputElement>(root, 'input.this_form_captcha_status').value).toBe('disable');
    expect(q(root, 'p.successmsg_301').getAttribute('redirect')).toBe('');
  });

  it('escapes title, success message, redirect URL and site key', () => {
    const root = render({ formId: 9, captcha: 'enable', title: HOSTILE, successMessage: HOSTILE, redirectUrl: HOSTILE, sitekey: HOSTILE, fields: 'short' });
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(q(root, 'h2').textContent).toBe(HOSTILE);
    expect(q(root, 'p.successmsg').textContent).toBe(HOSTILE);
    expect(q(root, 'p.successmsg').getAttribute('redirect')).toBe(HOSTILE);
    expect(q(root, '.g-recaptcha').dataset.sitekey).toBe(HOSTILE);
  });
});
