/**
 * The parts of one Lead Form Builder form (§2.13) the first load needs: the id that names its
 * message area, and what a held submit shows (issue 12). host.ts finds the rest in the chunk. The
 * plugin repeats ids (`#lfb-submit`, `#loading_image`) when a page holds two forms, so everything
 * is looked up inside the form.
 */
export interface LeadFormParts {
  form: HTMLFormElement;
  /** The `.hidden_field` value, which names the form's message area and success block. */
  formId: string;
  submitButton: HTMLInputElement | HTMLButtonElement | null;
  loadingImage: HTMLElement | null;
  messageArea: HTMLElement | null;
}

/** The form's parts, or null when it has no usable form id. */
export function findLeadFormParts(form: HTMLFormElement): LeadFormParts | null {
  const formId = form.querySelector<HTMLInputElement>('input.hidden_field')?.value.trim() ?? '';
  if (!/^[\w-]+$/.test(formId)) return null;
  return {
    form,
    formId,
    submitButton: form.querySelector<HTMLInputElement | HTMLButtonElement>('.lf-form-submit, [type="submit"]'),
    loadingImage: form.querySelector<HTMLElement>('#loading_image, .lf-loading .spinner'),
    messageArea: form.querySelector<HTMLElement>(`.leadform-show-message-form-${formId}`),
  };
}
