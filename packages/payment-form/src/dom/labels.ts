import type { PaymentFormParts } from './form';

/**
 * Names the plugin's template leaves off (research §1): its date label points at `wcp-datetime`,
 * an id no element has, so the date field has no accessible name; the bank radios sit under a
 * label tied to nothing, and each radio's wrapping <label> holds a list (label > ul > li), which
 * not every assistive technology reads as the radio's name. The label is pointed at the date
 * field, the radios become a named radio group, and each radio is named by its label's text,
 * without changing what the form posts.
 */
export function nameUnlabelledFields(parts: PaymentFormParts): void {
  const doc = parts.form.ownerDocument;
  const date = parts.field('date');
  const dateLabel = parts.form.querySelector<HTMLLabelElement>('label[for="wcp-datetime"]');
  if (date && dateLabel && !doc.getElementById('wcp-datetime')) dateLabel.htmlFor = date.id;
  const bank = parts.field('bank');
  const bankLabel = bank?.closest('.wcp-form-group')?.querySelector<HTMLElement>('.wcp-form-label');
  if (bank && bankLabel && !bank.hasAttribute('role')) {
    bankLabel.id ||= 'talat-payment-bank-label';
    bank.setAttribute('role', 'radiogroup');
    bank.setAttribute('aria-labelledby', bankLabel.id);
  }
  for (const radio of bank?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []) {
    const text = radio.closest('label')?.textContent?.replace(/\s+/g, ' ').trim();
    if (text && !radio.hasAttribute('aria-label')) radio.setAttribute('aria-label', text);
  }
}
