/**
 * The plugin's form as it prints it (docs/research/wc-confirm-payment.md §1): `form.wcp-form`,
 * fields by id, one `.wcp-form-group` per field, the response area `.wcp-form-response`.
 */
export const FORM_SELECTOR = 'form.wcp-form';

/** The server's error keys (§5) and the control each one belongs to; attachment is the slip's. */
export const FIELD_IDS = {
  name: 'wcp-name',
  phone: 'wcp-phone',
  order: 'wcp-order',
  amount: 'wcp-amount',
  bank: 'wcp-bank',
  date: 'wcp-date',
  time: 'wcp-time',
  slip: 'wcp-slip',
  attachment: 'wcp-slip',
} as const;

export type FieldKey = keyof typeof FIELD_IDS;

/** In the order the form shows them: focus goes to the first in error (§4). */
export const FIELD_ORDER: readonly FieldKey[] = ['name', 'phone', 'order', 'amount', 'bank', 'date', 'time', 'slip', 'attachment'];

export interface PaymentFormParts {
  form: HTMLFormElement;
  field(key: FieldKey): HTMLElement | null;
  /** The controls that carry aria-invalid for a key: the radios of the bank group, else the field. */
  controls(key: FieldKey): HTMLElement[];
  response: HTMLElement;
  submitButton: HTMLElement | null;
}

export function formParts(form: HTMLFormElement): PaymentFormParts {
  const doc = form.ownerDocument;
  const field = (key: FieldKey) => form.querySelector<HTMLElement>(`#${FIELD_IDS[key]}`);
  let response = form.querySelector<HTMLElement>('.wcp-form-response');
  if (!response) {
    // A theme that dropped the response area: one is added before the submit button.
    response = doc.createElement('div');
    response.className = 'wcp-form-response';
    form.append(response);
  }
  return {
    form,
    field,
    controls(key) {
      const element = field(key);
      if (!element) return [];
      if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) return [element];
      return Array.from(element.querySelectorAll<HTMLElement>('input, select, textarea'));
    },
    response,
    submitButton: form.querySelector<HTMLElement>('.wcp-button-confirm, [type="submit"]'),
  };
}

/** The element focus goes to for a key: the checked radio of the bank group, else its first. */
export function focusTarget(parts: PaymentFormParts, key: FieldKey): HTMLElement | null {
  const controls = parts.controls(key);
  return controls.find((control) => control instanceof HTMLInputElement && control.checked) ?? controls[0] ?? null;
}
