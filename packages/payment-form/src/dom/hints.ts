import type { FieldKey, PaymentFormParts } from './form';

/**
 * Text beside a field that is not an error: the amount formatted in THB after an order check.
 * Tied to the field by aria-describedby, as the errors are (field-errors.ts).
 */
export function setHint(parts: PaymentFormParts, key: FieldKey, text: string | undefined): void {
  const field = parts.field(key);
  if (!field) return;
  const id = `talat-payment-hint-${key}`;
  const doc = parts.form.ownerDocument;
  let hint = doc.getElementById(id);
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((token) => token !== '' && token !== id);
  if (text === undefined) {
    hint?.remove();
  } else {
    if (!hint) {
      hint = doc.createElement('div');
      hint.id = id;
      hint.className = 'talat-payment-hint';
      (field.closest('.wcp-form-group') ?? field.parentElement ?? parts.form).append(hint);
    }
    hint.textContent = text;
    ids.push(id);
  }
  if (ids.length > 0) field.setAttribute('aria-describedby', ids.join(' '));
  else field.removeAttribute('aria-describedby');
}

/** The slip's small preview image (an object URL from controller/slip.ts), or none. */
export function setSlipPreview(parts: PaymentFormParts, url: string | undefined, label: string): void {
  const field = parts.field('slip');
  if (!field) return;
  const doc = parts.form.ownerDocument;
  const group = field.closest('.wcp-form-group') ?? field.parentElement ?? parts.form;
  let image = group.querySelector<HTMLImageElement>('img.talat-payment-slip-preview');
  if (!url) {
    image?.remove();
    return;
  }
  if (!image) {
    image = doc.createElement('img');
    image.className = 'talat-payment-slip-preview';
    image.width = 96;
    group.append(image);
  }
  image.alt = label;
  image.src = url;
}
