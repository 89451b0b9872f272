import type { MarkupDoor } from '@talat/core';

// Ask an estimate (fact sheet §2.12, §3.2 ask_an_estimate; SPEC §7, §8 Wishlist): the form's
// fields as they are, the failure under `p.popup-description`, and the reply's `template` put in
// place of the form through the markup door.

export const ESTIMATE_FORM = 'form.wishlist-ask-an-estimate-popup';
const ERROR = 'talat-wishlist-estimate-error';
const SENT = 'talat-wishlist-estimate-sent';

/** Every field of the form, as jQuery's serialize sent them; a chosen file makes it multipart. */
export function estimateFields(form: HTMLFormElement): Record<string, string> | FormData {
  const data = new FormData(form);
  const fields: Record<string, string> = {};
  for (const [name, value] of data.entries()) {
    if (typeof value !== 'string') return data;
    // A repeated name (a multi-select) would lose values in a record: send the form data then.
    if (name in fields) return data;
    fields[name] = value;
  }
  return fields;
}

/** The error the plugin put after the description (`div.woocommerce-error`), as text, said at once. */
export function showEstimateError(form: HTMLFormElement, message: string): HTMLElement {
  clearEstimateError(form);
  const error = form.ownerDocument.createElement('div');
  error.className = `woocommerce-error ${ERROR}`;
  error.setAttribute('role', 'alert');
  error.textContent = message;
  const description = form.querySelector('.popup-description');
  if (description) description.after(error);
  else form.prepend(error);
  return error;
}

export function clearEstimateError(form: HTMLFormElement): void {
  form.querySelectorAll(`.${ERROR}`).forEach((error) => error.remove());
}

/**
 * The reply's template in place of the form. The form is hidden, not replaced: the page keeps
 * the plugin's form for the next request (prettyPhoto only ever replaced its copy).
 */
export function showEstimateSent(door: MarkupDoor, form: HTMLFormElement, template: string): HTMLElement {
  const sent = form.ownerDocument.createElement('div');
  sent.className = SENT;
  sent.setAttribute('role', 'status');
  form.after(sent);
  door.fill(sent, template);
  form.hidden = true;
  return sent;
}

/** Back to the form, for the next time the popup opens. */
export function resetEstimate(form: HTMLFormElement): void {
  clearEstimateError(form);
  if (form.nextElementSibling?.classList.contains(SENT)) form.nextElementSibling.remove();
  if (form.hidden) {
    form.hidden = false;
    form.reset();
  }
}
