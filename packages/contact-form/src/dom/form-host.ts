/**
 * The parts of the markup Contact Form 7 prints (DESIGN "Host ecosystem facts"; the list is in
 * docs/contact-form-markup.md) that the widget reads and writes.
 */
export interface ContactFormHost {
  /** `div.wpcf7`, the form's container. */
  root: HTMLElement;
  form: HTMLFormElement;
  /** §3 Contact form: id, pluginVersion, locale, unitTag, containerPost, from the hidden fields. */
  formId: string;
  pluginVersion: string;
  locale: string;
  unitTag: string;
  containerPost: string;
  /** `.screen-reader-response`, created when the page lacks one. */
  screenReader: HTMLElement;
  outputs: HTMLElement[];
}

export const WRAP_SELECTOR = '.wpcf7-form-control-wrap[data-name]';

function hidden(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}

/** The host of one `div.wpcf7`, or why it cannot be enhanced. */
export function findContactFormHost(root: HTMLElement): ContactFormHost | string {
  const form = root.querySelector('form.wpcf7-form') ?? root.querySelector('form');
  if (!(form instanceof HTMLFormElement)) return 'no <form> inside div.wpcf7';
  const formId = hidden(form, '_wpcf7');
  if (!/^\d+$/.test(formId)) return 'the hidden field _wpcf7 holds no form id';
  let screenReader = root.querySelector<HTMLElement>('.screen-reader-response');
  if (!screenReader) {
    screenReader = root.ownerDocument.createElement('div');
    screenReader.className = 'screen-reader-response talat-created';
    root.prepend(screenReader);
  }
  return {
    root,
    form,
    formId,
    pluginVersion: hidden(form, '_wpcf7_version'),
    locale: hidden(form, '_wpcf7_locale'),
    unitTag: hidden(form, '_wpcf7_unit_tag') || root.id || `wpcf7-f${formId}`,
    containerPost: hidden(form, '_wpcf7_container_post'),
    screenReader,
    outputs: [...form.querySelectorAll<HTMLElement>('.wpcf7-response-output')],
  };
}

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
