import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LEAD } from './lead-form.fixtures';

// Play helpers for the lead form stories: they wait for the real widget, then act like a shopper.

export const SLOW = { timeout: 5000 };

/**
 * The form once the widget has enhanced it: its date fields have their picker buttons and its
 * message area its live regions (each is a React root of its own, rendered a moment after mount).
 */
export async function enhancedLeadForm(canvasElement: HTMLElement): Promise<HTMLFormElement> {
  return waitFor(() => {
    const form = canvasElement.querySelector<HTMLFormElement>('.story-lead-page form.lead-form-front');
    if (!form?.querySelector('.talat-date-field__button') || !form.querySelector('.talat-lead-form__error')) {
      throw new Error('the lead form is not enhanced yet');
    }
    return form;
  }, SLOW);
}

/** A control by its `name`; compares names instead of building a selector from them. */
export function leadControl(form: HTMLFormElement, name: string): HTMLInputElement {
  const found = [...form.querySelectorAll('input')].find((input) => input.name === name);
  if (!found) throw new Error(`the lead form has no input named ${name}`);
  return found;
}

export function leadSubmitButton(form: HTMLFormElement): HTMLInputElement {
  const button = form.querySelector<HTMLInputElement>('input.lf-form-submit');
  if (!button) throw new Error('the lead form has no submit button');
  return button;
}

/** The message area's visible error line (role="alert"). */
export function leadFormError(form: HTMLFormElement): HTMLElement {
  const error = form.querySelector<HTMLElement>('.talat-lead-form__error');
  if (!error) throw new Error('the lead form has no error line');
  return error;
}

export interface LeadAnswers {
  email?: string;
  /** Ticks the term box (§5: the form is not sent until every term box is ticked). */
  acceptTerms?: boolean;
  /** Ticks the fake reCAPTCHA of a form that has one. */
  passCaptcha?: boolean;
}

/**
 * Types the name and e-mail address (the fields the browser itself requires), ticks an interest
 * when the form has a required group, and, when asked, the captcha and the term box.
 */
export async function fillLeadForm(form: HTMLFormElement, answers: LeadAnswers = {}): Promise<void> {
  const canvas = within(form);
  await userEvent.type(leadControl(form, 'name_1'), LEAD.name);
  await userEvent.type(leadControl(form, 'email_2'), answers.email ?? LEAD.email);
  const interest = canvas.queryByRole('checkbox', { name: LEAD.interest });
  if (interest) await userEvent.click(interest);
  if (answers.passCaptcha) {
    const robotBox = await waitFor(() => canvas.getByRole('checkbox', { name: 'ฉันไม่ใช่โปรแกรมอัตโนมัติ' }), SLOW);
    await userEvent.click(robotBox);
  }
  const terms = form.querySelector<HTMLInputElement>('input.term_accept');
  if (answers.acceptTerms !== false && terms) await userEvent.click(terms);
}

export async function submitLeadForm(form: HTMLFormElement): Promise<void> {
  await userEvent.click(leadSubmitButton(form));
}

export async function errorShown(form: HTMLFormElement, text: string): Promise<void> {
  await waitFor(() => expect(leadFormError(form)).toHaveTextContent(text), SLOW);
}
