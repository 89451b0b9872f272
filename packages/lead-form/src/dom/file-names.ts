/**
 * §3 Lead form submission: the file itself is not sent with the form (jQuery's serialize skips
 * file inputs); its name is, through the read-only text field whose class the file input names in
 * its `filetext` attribute. Browsers report a chosen file as 'C:\fakepath\name.pdf'.
 */

import { fileNameOf } from './upload-button';

export { fileNameOf };

function nameFieldOf(form: HTMLFormElement, input: HTMLInputElement): Element | undefined {
  const fieldClass = input.getAttribute('filetext')?.trim();
  // getElementsByClassName needs no escaping, whatever the plugin put in the attribute.
  return fieldClass ? form.getElementsByClassName(fieldClass)[0] : undefined;
}

/**
 * The plugin prints the name field without a label; it is named here ('Chosen file name') so a
 * screen reader does not meet an unnamed text box. Returns how to take the names off again.
 */
function nameUnlabelledFields(form: HTMLFormElement, label: string): () => void {
  const named: Element[] = [];
  form.querySelectorAll<HTMLInputElement>('input[type="file"][filetext]').forEach((input) => {
    const field = nameFieldOf(form, input);
    if (!(field instanceof HTMLInputElement) || field.labels?.length || field.hasAttribute('aria-label') || field.hasAttribute('aria-labelledby')) return;
    field.setAttribute('aria-label', label);
    named.push(field);
  });
  return () => named.forEach((field) => field.removeAttribute('aria-label'));
}

/** Keeps each file input's name field up to date; returns the function that stops it. */
export function bindFileNames(form: HTMLFormElement, fieldLabel: string): () => void {
  const unname = nameUnlabelledFields(form, fieldLabel);
  const onChange = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
    const field = nameFieldOf(form, input);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = fileNameOf(input.value);
  };
  form.addEventListener('change', onChange);
  return () => {
    form.removeEventListener('change', onChange);
    unname();
  };
}
