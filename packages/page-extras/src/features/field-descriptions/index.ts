import type { PageExtra } from '../../context';
import { slide } from './slide';
import { PAGE_CONSTANTS } from '../../constants';

/** WooCommerce's form field wrapper and its description (woocommerce_form_field(); research notes). */
export const FIELD_WRAPPER = '.woocommerce-input-wrapper';
import { FIELD_DESCRIPTION } from '../markup';

export { FIELD_DESCRIPTION };

/**
 * Field descriptions (§2.2, §9 Page "Field description slide" 250 ms), as woocommerce.js does it:
 * a field's description slides open when one of the wrapper's controls gets focus and closed when
 * focus leaves the wrapper (a press elsewhere moves focus too), and Escape closes it while the
 * field keeps focus. `aria-hidden` follows what is shown; the control's aria-describedby, which
 * WooCommerce prints, keeps the description read out either way. Delegated on the document, so
 * forms a checkout refresh replaces keep working; a page without such a description gets nothing.
 */
export const startFieldDescriptions: PageExtra = ({ doc, win }) => {
  if (!doc.querySelector(FIELD_DESCRIPTION)) return undefined;
  const duration = PAGE_CONSTANTS.fieldDescriptionSlideMs;
  const open = new Map<HTMLElement, () => void>();

  const descriptionOf = (target: EventTarget | null): HTMLElement | null => {
    const wrapper = target instanceof Element ? target.closest(FIELD_WRAPPER) : null;
    return wrapper?.querySelector<HTMLElement>(':scope > .description, .description') ?? null;
  };
  const setOpen = (description: HTMLElement, next: boolean) => {
    if (open.has(description) === next) return;
    open.get(description)?.();
    description.setAttribute('aria-hidden', String(!next));
    const stop = slide(win, description, next, duration);
    if (next) open.set(description, stop);
    else open.delete(description);
  };

  const onFocusin = (event: FocusEvent) => {
    const description = descriptionOf(event.target);
    for (const other of open.keys()) if (other !== description) setOpen(other, false);
    if (description) setOpen(description, true);
  };
  const onFocusout = (event: FocusEvent) => {
    const description = descriptionOf(event.target);
    if (description && descriptionOf(event.relatedTarget) !== description) setOpen(description, false);
  };
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const description = descriptionOf(event.target);
    if (!description || !open.has(description)) return;
    event.preventDefault();
    setOpen(description, false);
  };
  doc.addEventListener('focusin', onFocusin);
  doc.addEventListener('focusout', onFocusout);
  doc.addEventListener('keydown', onKeydown);
  return () => {
    doc.removeEventListener('focusin', onFocusin);
    doc.removeEventListener('focusout', onFocusout);
    doc.removeEventListener('keydown', onKeydown);
    for (const [description, stop] of open) {
      stop();
      description.style.removeProperty('display');
      description.setAttribute('aria-hidden', 'true');
    }
    open.clear();
  };
};
