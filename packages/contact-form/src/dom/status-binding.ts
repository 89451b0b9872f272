import type { ReadableAtom } from '@talat/core';
import type { FormStatus } from '../controller/status';
import type { ContactFormHost } from './form-host';
import { dispatchContactFormEvent } from './events';

/** Elements listing statuses here are inert while the form is in one of them (§4). */
export const INERT_ON_ATTRIBUTE = 'data-talat-inert-on';

function applyInert(form: HTMLFormElement, status: FormStatus): void {
  form.querySelectorAll<HTMLElement>(`[${INERT_ON_ATTRIBUTE}]`).forEach((element) => {
    const statuses = (element.getAttribute(INERT_ON_ATTRIBUTE) ?? '').split(/\s+/);
    element.inert = statuses.includes(status);
  });
}

/**
 * Mirrors the status on the form the way Contact Form 7 does, so themes' CSS keeps working:
 * `data-status`, the status as a class, and `wpcf7statuschanged` when it changes.
 */
export function bindStatus(host: ContactFormHost, $status: ReadableAtom<FormStatus>): () => void {
  const { form } = host;
  const printed = form.getAttribute('data-status');
  const stop = $status.subscribe((next) => {
    const previous = form.getAttribute('data-status');
    form.setAttribute('data-status', next);
    form.classList.add(next);
    if (previous && previous !== next) form.classList.remove(previous);
    if (next === 'submitting' || next === 'resetting') form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
    applyInert(form, next);
    if (previous && previous !== next) dispatchContactFormEvent(host, 'statuschanged', { status: next, prevStatus: previous });
  });
  return () => {
    stop();
    // Back to the status the server printed, so a later mount starts from it and not mid-request.
    const current = form.getAttribute('data-status');
    if (current && current !== printed) form.classList.remove(current);
    if (printed) {
      form.setAttribute('data-status', printed);
      form.classList.add(printed);
    }
    form.removeAttribute('aria-busy');
    form.querySelectorAll<HTMLElement>(`[${INERT_ON_ATTRIBUTE}]`).forEach((element) => (element.inert = false));
  };
}
