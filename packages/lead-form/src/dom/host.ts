/**
 * The parts of one Lead Form Builder form (§2.13). The plugin repeats ids (`#lfb-submit`,
 * `#loading_image`) when a page holds two forms, so everything is looked up inside the form, or
 * for the success block (a sibling of the form) inside the form's wrapper.
 */
export interface LeadFormHost {
  form: HTMLFormElement;
  /** The `.hidden_field` value, which names the form's message area and success block. */
  formId: string;
  submitButton: HTMLInputElement | HTMLButtonElement | null;
  loadingImage: HTMLElement | null;
  messageArea: HTMLElement | null;
  successBlock: HTMLElement | null;
  /** §3: the form's captcha status is 'disable', or anything else for on. */
  captchaEnabled: boolean;
  termBoxes: HTMLInputElement[];
}

export function findLeadFormHost(form: HTMLFormElement): LeadFormHost | null {
  const formId = form.querySelector<HTMLInputElement>('input.hidden_field')?.value.trim() ?? '';
  if (!/^[\w-]+$/.test(formId)) return null;
  const wrapper = form.closest('.leadform-show-form') ?? form.parentElement ?? form;
  const status = form.querySelector<HTMLInputElement>('.this_form_captcha_status');
  return {
    form,
    formId,
    submitButton: form.querySelector<HTMLInputElement | HTMLButtonElement>('.lf-form-submit, [type="submit"]'),
    loadingImage: form.querySelector<HTMLElement>('#loading_image, .lf-loading .spinner'),
    messageArea: form.querySelector<HTMLElement>(`.leadform-show-message-form-${formId}`),
    successBlock: wrapper.querySelector<HTMLElement>(`.successmsg_${formId}`),
    // The plugin always prints the status input; without it, a captcha is checked only when the
    // form shows one (the old script read `undefined` as "on" and sent an empty token).
    captchaEnabled: status ? status.value !== 'disable' : form.querySelector('.g-recaptcha') !== null,
    termBoxes: [...form.querySelectorAll<HTMLInputElement>('input.term_accept[type="checkbox"]')],
  };
}
