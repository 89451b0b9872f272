import { hiddenValue, type ContactFormParts } from './form-parts';

/**
 * The parts of the markup Contact Form 7 prints (DESIGN "Host ecosystem facts"; the list is in
 * docs/contact-form-markup.md) that the widget reads and writes: those the first load found
 * (form-parts.ts) and the rest, found when the interactive chunk enhances the form.
 */
export interface ContactFormHost extends ContactFormParts {
  /** §3 Contact form: pluginVersion, locale, unitTag, containerPost, from the hidden fields. */
  pluginVersion: string;
  locale: string;
  unitTag: string;
  containerPost: string;
  /** `.screen-reader-response`, created when the page lacks one (class `talat-created`). */
  screenReader: HTMLElement;
  outputs: HTMLElement[];
}

export function completeContactFormHost(parts: ContactFormParts): ContactFormHost {
  const { root, form, formId } = parts;
  let screenReader = root.querySelector<HTMLElement>('.screen-reader-response');
  if (!screenReader) {
    screenReader = root.ownerDocument.createElement('div');
    screenReader.className = 'screen-reader-response talat-created';
    root.prepend(screenReader);
  }
  return {
    ...parts,
    pluginVersion: hiddenValue(form, '_wpcf7_version'),
    locale: hiddenValue(form, '_wpcf7_locale'),
    unitTag: hiddenValue(form, '_wpcf7_unit_tag') || root.id || `wpcf7-f${formId}`,
    containerPost: hiddenValue(form, '_wpcf7_container_post'),
    screenReader,
    outputs: [...form.querySelectorAll<HTMLElement>('.wpcf7-response-output')],
  };
}
