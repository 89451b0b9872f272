import type { FieldKey, PaymentFormParts } from './form';

/**
 * Error texts under the fields (§2.9 per-field error areas): in the field's `.wcp-form-group`
 * with the plugin's own classes (`has-error`, `.wcp-alert`, so the theme's styles apply), as
 * TEXT (server messages are never markup here), and tied to the field: aria-invalid and
 * aria-describedby on each control (issue 15). `slot` tells apart the errors one field can have
 * (a server error, the order check, the slip size), each with its own id.
 */
const ERROR_CLASS = 'wcp-alert talat-payment-error';

export function errorId(slot: string): string {
  return `talat-payment-error-${slot}`;
}

function describedBy(control: HTMLElement, id: string, add: boolean) {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((token) => token !== '' && token !== id);
  if (add) ids.push(id);
  if (ids.length > 0) control.setAttribute('aria-describedby', ids.join(' '));
  else control.removeAttribute('aria-describedby');
}

function refreshInvalid(parts: PaymentFormParts, key: FieldKey) {
  for (const control of parts.controls(key)) {
    const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/);
    const hasError = ids.some((id) => id.startsWith('talat-payment-error-'));
    if (hasError) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
  }
  const group = parts.field(key)?.closest('.wcp-form-group');
  if (group) group.classList.toggle('has-error', group.querySelector('.talat-payment-error') !== null);
}

/** Shows `message` for `key` in `slot` (replacing that slot's text), or removes it when undefined. */
export function setFieldError(parts: PaymentFormParts, key: FieldKey, slot: string, message: string | undefined): void {
  const field = parts.field(key);
  if (!field) return;
  const id = errorId(slot);
  const doc = parts.form.ownerDocument;
  let box = doc.getElementById(id);
  if (message === undefined || message === '') {
    box?.remove();
  } else {
    if (!box) {
      box = doc.createElement('div');
      box.id = id;
      box.className = ERROR_CLASS;
      (field.closest('.wcp-form-group') ?? field.parentElement ?? parts.form).append(box);
    }
    box.textContent = message;
  }
  for (const control of parts.controls(key)) describedBy(control, id, message !== undefined && message !== '');
  refreshInvalid(parts, key);
}
