import { limitsOf, needsResetToMin } from '../controller/quantity-rules';
import { QUANTITY_INPUT } from './cart-targets';

/** The side cart's quantity inputs (taiowc markup: `input.taiowc-quantity[data-key]`). */

export function quantityInputs(doc: Document): HTMLInputElement[] {
  return Array.from(doc.querySelectorAll<HTMLInputElement>(QUANTITY_INPUT));
}

/**
 * Shows the shopper's unconfirmed intents in fresh markup: a fragment built before the intent
 * reached the server must not show the old number (the intent wins until its reply arrives).
 */
export function reflectPending(doc: Document, pending: Readonly<Record<string, number>>): void {
  for (const input of quantityInputs(doc)) {
    const wanted = pending[input.dataset.key ?? ''];
    if (wanted !== undefined && wanted > 0) showQuantity(input, wanted);
  }
}

/** §4: lines whose quantity is below their min, with the min they must be reset to. */
export function linesBelowMin(doc: Document): Array<{ input: HTMLInputElement; key: string; min: number }> {
  return quantityInputs(doc).flatMap((input) => {
    const limits = limitsOf(input);
    const key = input.dataset.key;
    return key && needsResetToMin(Number(input.value), limits) ? [{ input, key, min: limits.min }] : [];
  });
}

/**
 * Shows a committed quantity. The value attribute follows, so "typed but not committed" stays
 * recognisable (value ≠ defaultValue) when a fragment replaces the line under the cursor.
 */
export function showQuantity(input: HTMLInputElement, quantity: number): void {
  input.defaultValue = String(quantity);
  input.value = String(quantity);
}
