import { findLeadFormParts, type LeadFormParts } from './form-parts';

/**
 * The parts of one Lead Form Builder form (§2.13): those the first load finds (form-parts.ts) and
 * the rest, found by the interactive chunk. The success block, a sibling of the form, is looked up
 * inside the form's wrapper, since the plugin repeats ids when a page holds two forms.
 */
export interface LeadFormHost extends LeadFormParts {
  successBlock: HTMLElement | null;
  /** §3: the form's captcha status is 'disable', or anything else for on. */
  captchaEnabled: boolean;
  termBoxes: HTMLInputElement[];
}

export function completeLeadFormHost(parts: LeadFormParts): LeadFormHost {
  const { form, formId } = parts;
  const wrapper = form.closest('.leadform-show-form') ?? form.parentElement ?? form;
  const status = form.querySelector<HTMLInputElement>('.this_form_captcha_status');
  return {
    ...parts,
    successBlock: wrapper.querySelector<HTMLElement>(`.successmsg_${formId}`),
    // The plugin always prints the status input; without it, a captcha is checked only when the
    // form shows one (the old script read `undefined` as "on" and sent an empty token).
    captchaEnabled: status ? status.value !== 'disable' : form.querySelector('.g-recaptcha') !== null,
    termBoxes: [...form.querySelectorAll<HTMLInputElement>('input.term_accept[type="checkbox"]')],
  };
}

export function findLeadFormHost(form: HTMLFormElement): LeadFormHost | null {
  const parts = findLeadFormParts(form);
  return parts && completeLeadFormHost(parts);
}
