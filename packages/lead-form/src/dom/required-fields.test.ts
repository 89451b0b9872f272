// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_LEAD_FORM } from '@talat/mocks';
import { leadFormBuilderMarkup } from '../../../../examples/pages/lead-forms';
import { tieLabels } from './labels';
import { bindRequiredFields, FIELD_ERROR_CLASS, INPUT_ERROR_CLASS, type RequiredFields } from './required-fields';

const MESSAGES = { required: 'กรุณากรอกข้อมูลในช่องนี้', email: 'กรุณากรอกอีเมลให้ถูกต้อง' };
let fields: RequiredFields;
let form: HTMLFormElement;
let undoLabels: () => void;

beforeEach(() => {
  document.body.innerHTML = leadFormBuilderMarkup(QUOTE_LEAD_FORM);
  form = document.querySelector('form')!;
  undoLabels = tieLabels(form).undo;
  fields = bindRequiredFields(form, MESSAGES);
});
afterEach(() => {
  fields.stop();
  undoLabels();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const control = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const messages = () => [...form.querySelectorAll(`.${FIELD_ERROR_CLASS}`)].map((p) => [p.closest('.lf-field')!.className, p.textContent]);
function type(input: HTMLInputElement, value: string, event = 'input') {
  input.value = value;
  input.dispatchEvent(new Event(event, { bubbles: true }));
}

describe('required fields speak under themselves (the plugin’s check)', () => {
  it('on submit: the message under each field, tied with aria-describedby and aria-invalid; focus on the first', () => {
    expect(fields.check()).toBe(false);
    expect(messages()).toEqual([
      ['name-type lf-field', MESSAGES.required],
      ['text-type lf-field', MESSAGES.required],
      ['checkbox-type lf-field', MESSAGES.required],
    ]);
    const name = control('name_1');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveClass(INPUT_ERROR_CLASS);
    expect(name).toHaveAccessibleDescription(MESSAGES.required);
    for (const box of form.querySelectorAll<HTMLInputElement>('input[name="checkbox_8[]"]')) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(MESSAGES.required);
    }
    // Optional fields and the terms box (its own rule, §5) say nothing.
    expect(control('number_3')).not.toHaveAttribute('aria-invalid');
    expect(control('terms_10')).not.toHaveAttribute('aria-invalid');
  });

  it('a message goes as soon as its field is fixed; an e-mail that is not one says so', () => {
    fields.check();
    type(control('name_1'), 'สมชาย');
    expect(control('name_1')).not.toHaveAttribute('aria-invalid');
    expect(control('name_1')).not.toHaveAttribute('aria-describedby');
    expect(control('name_1')).not.toHaveClass(INPUT_ERROR_CLASS);
    type(control('email_2'), 'somchai@shop');
    expect(messages()).toEqual([
      ['text-type lf-field', MESSAGES.email],
      ['checkbox-type lf-field', MESSAGES.required],
    ]);
    type(control('email_2'), 'somchai@shop.co.th');
    control('checkbox_8[]').click();
    expect(messages()).toEqual([]);
    expect(fields.check()).toBe(true);
  });

  it('typing in a field without a message adds none before the next submit', () => {
    type(control('email_2'), 'x');
    expect(messages()).toEqual([]);
  });

  it('while a pointer is down (Send pressed right after fixing a field) the message stays until the click is done', () => {
    vi.useFakeTimers();
    fields.check();
    const send = form.querySelector<HTMLInputElement>('.lf-form-submit')!;
    const clicks: string[] = [];
    send.addEventListener('click', () => clicks.push(messages().length === 3 ? 'send still where it was' : 'moved'));
    control('name_1').value = 'สมชาย';
    send.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    // Focus leaving the fixed field fires its change while the button is held.
    control('name_1').dispatchEvent(new Event('change', { bubbles: true }));
    expect(messages()).toHaveLength(3);
    send.dispatchEvent(new Event('pointerup', { bubbles: true }));
    send.click();
    expect(clicks).toEqual(['send still where it was']);
    vi.runAllTimers();
    expect(messages()).toHaveLength(2);
    expect(control('name_1')).not.toHaveAttribute('aria-invalid');
  });

  it('stop takes every message and mark away', () => {
    fields.check();
    fields.stop();
    expect(messages()).toEqual([]);
    expect(form.querySelectorAll('[aria-invalid], [aria-describedby], .lfb-input-error')).toHaveLength(0);
    fields = bindRequiredFields(form, MESSAGES);
  });
});

