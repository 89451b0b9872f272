import type { ReadableAtom } from '@talat/core';
import type { FieldError } from '../controller/contact-form-controller';
import { fieldWraps, focusableControls, type ContactFormHost } from './form-host';

/** The id of a field's tip, which its controls name in `aria-describedby`. */
export function tipIdOf(host: ContactFormHost, field: string): string {
  return `${host.unitTag}-tip-${field}`;
}

function setToken(element: Element, attribute: string, token: string, present: boolean): void {
  const tokens = (element.getAttribute(attribute) ?? '').split(/\s+/).filter((t) => t !== '' && t !== token);
  if (present) tokens.push(token);
  if (tokens.length > 0) element.setAttribute(attribute, tokens.join(' '));
  else element.removeAttribute(attribute);
}

function markWrap(host: ContactFormHost, wrap: HTMLElement, invalid: boolean): void {
  const field = wrap.dataset.name ?? '';
  wrap.querySelectorAll('.wpcf7-form-control').forEach((control) => control.classList.toggle('wpcf7-not-valid', invalid));
  wrap.querySelectorAll('[aria-invalid]').forEach((element) => element.setAttribute('aria-invalid', String(invalid)));
  // Every control of the field is described by the tip, so a screen reader says the error on focus;
  // other ids there (a character counter's) stay.
  for (const control of focusableControls(wrap)) {
    if (invalid) control.setAttribute('aria-invalid', 'true');
    setToken(control, 'aria-describedby', tipIdOf(host, field), invalid);
  }
}

/** Writes each field's error state onto the server's controls (§8 'Field errors'). */
export function bindFieldMarks(host: ContactFormHost, errors: ReadableAtom<readonly FieldError[]>): () => void {
  const stop = errors.subscribe((list) => {
    const invalid = new Set(list.map((error) => error.field));
    for (const wrap of fieldWraps(host.form)) markWrap(host, wrap, invalid.has(wrap.dataset.name ?? ''));
  });
  return () => {
    stop();
    for (const wrap of fieldWraps(host.form)) markWrap(host, wrap, false);
  };
}

/** The control a screen-reader list item links to, given an id when it has none. */
export function linkTargetOf(host: ContactFormHost, field: string, wrap: HTMLElement | undefined): string | undefined {
  const control = wrap && focusableControls(wrap)[0];
  if (!control) return undefined;
  if (!control.id) {
    control.id = `${host.unitTag}-${field}`;
    control.setAttribute('data-talat-id', '');
  }
  return control.id;
}
