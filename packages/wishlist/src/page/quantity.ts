import { nonceFor } from '../config';
import { createQuantitySaver, parseQuantity, type QuantityState } from '../controller/quantity-saver';
import { listen, targetOf, type PagePart, type WishlistPageDeps } from './deps';
import { clearFieldMessage, showFieldMessage } from './field-message';
import { findRow, placeOf, QUANTITY_INPUT } from './list';
import { setRowCartQuantity } from './row-cart-button';

// §2.10 / §7 update_item_quantity: each change of a row's quantity goes through the quantity
// saver (1000 ms after the last change, an earlier call aborted, a late reply never judging a
// newer quantity; docs/decisions.md 217). Enter in the input does not submit the wishlist form
// (§2.10); it commits the number instead, as leaving the field would.
//
// What was typed is never lost: it stays in the input, and while a row is not at rest (waiting,
// saving, refused or failed) a fragment that brings the row back with the server's older number
// gets the typed one put back (refresh), with its message.

/** One list per wishlist page, so a row id names one row; the token is kept from the change. */
interface Typed {
  token: string;
  text: string;
}

export function quantity({ doc, config, calls, t }: WishlistPageDeps): PagePart {
  const typed = new Map<string, Typed>();
  const saver = createQuantitySaver({
    save: (rowId, quantity, signal) =>
      calls.updateItemQuantity(
        { nonce: nonceFor(config, 'update_item_quantity'), product_id: rowId, wishlist_token: typed.get(rowId)?.token ?? '', quantity },
        { signal },
      ),
  });

  const messages: Partial<Record<QuantityState, string>> = { invalid: t('quantityInvalid'), failed: t('quantityFailed') };

  /** Puts each unsettled row's typed value, its cart button's quantity and its message on the row as the page has it now. */
  const render = () => {
    const states = saver.$states.get();
    for (const [rowId, { text }] of typed) {
      const row = findRow(doc, rowId);
      const input = row?.querySelector<HTMLInputElement>('.product-quantity input');
      const state = states[rowId];
      if (!state) typed.delete(rowId);
      if (!row || !input) continue;
      if (state && input.value !== text) input.value = text;
      const number = parseQuantity(text);
      if (number !== null) setRowCartQuantity(row, number);
      const message = state && messages[state];
      if (message) showFieldMessage(input, message);
      else clearFieldMessage(input);
    }
  };
  const unsubscribe = saver.$states.listen(render);

  /** The value each input last handed to the saver. */
  const committed = new WeakMap<HTMLInputElement, string>();

  const commit = (input: HTMLInputElement) => {
    const place = placeOf(input);
    if (!place) return;
    // Enter and then leaving the field is one change; the same value again after a failure is a retry.
    if (committed.get(input) === input.value && saver.$states.get()[place.rowId] !== 'failed') return;
    committed.set(input, input.value);
    typed.set(place.rowId, { token: place.token, text: input.value });
    const number = parseQuantity(input.value);
    if (number !== null) setRowCartQuantity(place.row, number);
    saver.change(place.rowId, input.value);
  };

  const onChange = (event: Event) => {
    const target = targetOf(event);
    if (target instanceof HTMLInputElement && target.matches(QUANTITY_INPUT)) commit(target);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = targetOf(event);
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement) || !target.matches(QUANTITY_INPUT)) return;
    event.preventDefault();
    commit(target);
  };
  const stops = [listen(doc, 'change', onChange), listen(doc, 'keydown', onKeyDown)];

  return {
    refresh: render,
    stop() {
      stops.forEach((stop) => stop());
      unsubscribe();
      saver.dispose();
    },
  };
}
