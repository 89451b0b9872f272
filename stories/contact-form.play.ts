import { DEMO_CONTACT_FORM, type FakeShop } from '@talat/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SCHEMA_LOADED_ATTRIBUTE } from './ContactFormHost';
import { artworkFile, challengeAnswers, SHOPPER } from './contact-form.shopper';

// Play helpers for the contact form stories: they wait for the real widget, then act like a
// shopper (type, pick, tick, attach, click), never by reaching into the widget's state.

export const SLOW = { timeout: 5000 };

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The story's contact page (inserted by ContactFormHost). */
export async function contactPage(canvasElement: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const page = canvasElement.querySelector<HTMLElement>('.story-contact-page');
    if (!page) throw new Error('the contact page is not printed yet');
    return page;
  }, SLOW);
}

/**
 * The form once the widget's interactive part is in (its spinner beside the submit button) and the schema
 * has arrived, so that a change is validated the moment it happens.
 */
export async function enhancedForm(canvasElement: HTMLElement): Promise<HTMLFormElement> {
  const page = await contactPage(canvasElement);
  return waitFor(() => {
    const form = page.querySelector<HTMLFormElement>('form.wpcf7-form');
    if (!form?.querySelector('.talat-cf-spinner')) throw new Error('the contact form is not enhanced yet');
    if (!page.hasAttribute(SCHEMA_LOADED_ATTRIBUTE)) throw new Error('the validation schema has not arrived yet');
    return form;
  }, SLOW);
}

/** A control by its `name`; compares names instead of building a selector from them. */
export function control<T extends Control = HTMLInputElement>(form: HTMLFormElement, name: string): T {
  const found = [...form.querySelectorAll<Control>('input, select, textarea')].find((element) => element.name === name);
  if (!found) throw new Error(`the contact form has no control named ${name}`);
  return found as T;
}

export function responseOutput(form: HTMLFormElement): HTMLElement {
  const output = form.querySelector<HTMLElement>('.wpcf7-response-output');
  if (!output) throw new Error('the contact form has no response output');
  return output;
}

/** The screen-reader region's polite status paragraph (§2.12). */
export function screenReaderStatus(form: HTMLFormElement): HTMLElement {
  const status = form.closest('.wpcf7')?.querySelector<HTMLElement>('.screen-reader-response [role="status"]');
  if (!status) throw new Error('the screen-reader region has no status');
  return status;
}

export async function statusBecomes(form: HTMLFormElement, status: string): Promise<void> {
  await waitFor(() => expect(form).toHaveAttribute('data-status', status), SLOW);
}

/**
 * A date or time as the browser's own picker sets it: the whole value at once, and a change.
 * (Typed key by key, every partial value makes Chromium warn that it is not a date.)
 */
async function pickDateOrTime(input: HTMLInputElement, value: string): Promise<void> {
  await userEvent.click(input);
  await userEvent.paste(value);
}

/**
 * A file as the browser's file dialog leaves it: the input's real file list, then input and change.
 * user-event's upload only fakes the `files` property, which the browser's FormData never reads,
 * so the file would not be posted.
 */
function attachFile(input: HTMLInputElement, file: File): void {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.focus();
  input.files = transfer.files;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export interface ShopperChanges {
  name?: string;
  message?: string;
}

/**
 * Fills the whole demo form in field order the way a shopper does, so every change validates
 * clean; the captcha and quiz answers are read off the challenges the page printed.
 */
export async function fillDemoForm(form: HTMLFormElement, shop: FakeShop, changes: ShopperChanges = {}): Promise<void> {
  const canvas = within(form);
  await userEvent.type(control(form, 'your-name'), changes.name ?? SHOPPER.name);
  await userEvent.type(control(form, 'your-email'), SHOPPER.email);
  await userEvent.type(control(form, 'your-tel'), SHOPPER.tel);
  await userEvent.type(control(form, 'backup-tel'), SHOPPER.backupTel);
  await userEvent.type(control(form, 'quantity'), SHOPPER.quantity);
  await pickDateOrTime(control(form, 'delivery-date'), SHOPPER.deliveryDate);
  await pickDateOrTime(control(form, 'delivery-time'), SHOPPER.deliveryTime);
  await userEvent.selectOptions(control<HTMLSelectElement>(form, 'product-type'), SHOPPER.productType);
  await userEvent.click(canvas.getByRole('radio', { name: SHOPPER.customerType }));
  for (const sample of SHOPPER.samples) await userEvent.click(canvas.getByRole('checkbox', { name: sample }));
  await userEvent.type(control<HTMLTextAreaElement>(form, 'your-message'), changes.message ?? SHOPPER.message);
  attachFile(control(form, 'slip'), artworkFile());
  await userEvent.click(control(form, 'accept-privacy'));

  const prefix = control(form, '_wpcf7_captcha_challenge_captcha-1').value;
  const question = form.querySelector('.wpcf7-quiz-label')?.textContent ?? '';
  const answers = challengeAnswers(shop, prefix, question);
  await userEvent.type(control(form, 'quiz-1'), answers.quiz);
  await userEvent.type(control(form, 'captcha-1'), answers.captcha);
  // Every change so far passed the form's own rules: nothing is flagged before the submit.
  await expect(form.querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(0);
}

export function submitButton(form: HTMLFormElement): HTMLElement {
  return within(form).getByRole('button', { name: DEMO_CONTACT_FORM.submitLabel });
}

/** Fills the form, sends it and waits for the status the server's answer puts it in. */
export async function sendDemoForm(form: HTMLFormElement, shop: FakeShop, status: string, changes: ShopperChanges = {}): Promise<void> {
  await fillDemoForm(form, shop, changes);
  await userEvent.click(submitButton(form));
  await statusBecomes(form, status);
}
