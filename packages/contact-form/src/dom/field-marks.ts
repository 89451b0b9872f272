import type { ReadableAtom } from '@talat/core';
import type { FieldError } from '../controller/contact-form-controller';
import { fieldWraps, focusableControls } from './field-wraps';
import type { ContactFormHost } from './form-host';

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

/** The tip CF7 prints: directly in the control's wrap, hidden from screen readers (see below). */
const TIP_CLASS = 'wpcf7-not-valid-tip';

/**
 * The tip under a field (§2.12), written as Contact Form 7 writes it: a
 * `<span class="wpcf7-not-valid-tip" aria-hidden="true">` appended to the wrap itself, with no
 * wrapper of the widget's own, so a theme's `.wpcf7-form-control-wrap > .wpcf7-not-valid-tip`
 * rules keep working and nothing but the tip takes room. Screen readers hear it as the control's
 * description and in the linked list instead, not a third time while browsing.
 */
function writeTip(host: ContactFormHost, wrap: HTMLElement, text: string | undefined): void {
  let tip = [...wrap.children].find((child) => child.classList.contains(TIP_CLASS));
  if (text === undefined) {
    tip?.remove();
    return;
  }
  if (!tip) {
    tip = wrap.ownerDocument.createElement('span');
    tip.className = TIP_CLASS;
    tip.setAttribute('aria-hidden', 'true');
    tip.id = tipIdOf(host, wrap.dataset.name ?? '');
    wrap.append(tip);
  }
  if (tip.textContent !== text) tip.textContent = text;
}

function markWrap(host: ContactFormHost, wrap: HTMLElement, message: string | undefined): void {
  const field = wrap.dataset.name ?? '';
  const invalid = message !== undefined;
  writeTip(host, wrap, message);
  wrap.querySelectorAll('.wpcf7-form-control').forEach((control) => control.classList.toggle('wpcf7-not-valid', invalid));
  wrap.querySelectorAll('[aria-invalid]').forEach((element) => element.setAttribute('aria-invalid', String(invalid)));
  // Every control of the field is described by the tip, so a screen reader says the error on focus;
  // other ids there (a character counter's) stay.
  for (const control of focusableControls(wrap)) {
    if (invalid) control.setAttribute('aria-invalid', 'true');
    setToken(control, 'aria-describedby', tipIdOf(host, field), invalid);
  }
}

/**
 * Writes each field's error state onto the server's controls and its tip under them (§8 'Field
 * errors'); `fallback` is the tip for an error the schema gave no text for.
 */
export function bindFieldMarks(host: ContactFormHost, $errors: ReadableAtom<readonly FieldError[]>, fallback: string): () => void {
  const stop = $errors.subscribe((list) => {
    const messages = new Map<string, string>();
    for (const error of list) if (!messages.has(error.field)) messages.set(error.field, error.message || fallback);
    for (const wrap of fieldWraps(host.form)) markWrap(host, wrap, messages.get(wrap.dataset.name ?? ''));
  });
  return () => {
    stop();
    for (const wrap of fieldWraps(host.form)) markWrap(host, wrap, undefined);
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
