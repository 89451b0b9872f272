/**
 * The parts of the markup Contact Form 7 prints that the first load needs: the form and its id,
 * without which it is left as printed (§8). form-host.ts finds the rest in the interactive chunk.
 */
export interface ContactFormParts {
  /** `div.wpcf7`, the form's container. */
  root: HTMLElement;
  form: HTMLFormElement;
  /** §3 Contact form: the id, from the hidden field `_wpcf7`. */
  formId: string;
}

/** A hidden field's value, '' when the form has none. */
export function hiddenValue(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}

/** The parts of one `div.wpcf7`, or why it cannot be enhanced. */
export function findContactFormParts(root: HTMLElement): ContactFormParts | string {
  const form = root.querySelector('form.wpcf7-form') ?? root.querySelector('form');
  if (!(form instanceof HTMLFormElement)) return 'no <form> inside div.wpcf7';
  const formId = hiddenValue(form, '_wpcf7');
  if (!/^\d+$/.test(formId)) return 'the hidden field _wpcf7 holds no form id';
  return { root, form, formId };
}
