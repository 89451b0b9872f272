// The fields' wraps Contact Form 7 prints around each control, for the interactive chunk; apart
// from form-host.ts so the first load, which only finds the host, does not carry them.

export const WRAP_SELECTOR = '.wpcf7-form-control-wrap[data-name]';

/** Every field's wrap, in document order. */
export function fieldWraps(form: HTMLFormElement): HTMLElement[] {
  return [...form.querySelectorAll<HTMLElement>(WRAP_SELECTOR)];
}

/** The wrap of a field; compares names instead of building a selector from server text. */
export function wrapOf(form: HTMLFormElement, field: string): HTMLElement | undefined {
  return fieldWraps(form).find((wrap) => wrap.dataset.name === field);
}

/** The controls a shopper operates in a wrap (inputs, selects, textareas; not hidden ones). */
export function focusableControls(wrap: HTMLElement): HTMLElement[] {
  return [...wrap.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea')];
}
