import { atom, createLatestReply, type LatestReply, type ReadableAtom } from '@talat/core';
import { WISHLIST_CONSTANTS } from './constants';

/** Where one row's quantity stands: waiting out the debounce, on its way, refused as typed, or failed. */
export type QuantityState = 'waiting' | 'saving' | 'invalid' | 'failed';

export interface QuantitySaverOptions {
  /** update_item_quantity (§7): the reply is not used; a rejection is a failure (an abort is not). */
  save(rowId: string, quantity: number, signal: AbortSignal): Promise<void>;
  /** §9 "Quantity update debounce". */
  delayMs?: number;
}

export interface QuantitySaver {
  /** Rows not at rest, by row id; a row saved is absent. */
  readonly $states: ReadableAtom<Readonly<Record<string, QuantityState>>>;
  /** The shopper changed a row's quantity input to `typed`. */
  change(rowId: string, typed: string): void;
  dispose(): void;
}

/** A wishlist quantity is a whole number from 1 (the plugin's input: min 1, step 1). */
export function parseQuantity(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 && Number.isSafeInteger(quantity) ? quantity : null;
}

interface Row {
  timer?: ReturnType<typeof setTimeout>;
  calls: LatestReply;
  /** Bumped by every change: a reply for an older one says nothing about the row any more. */
  version: number;
}

/**
 * §7 update_item_quantity: sent 1000 ms after the last change of a row, an earlier call for the
 * row aborted, and a late reply never marks a newer quantity as saved or failed. Each row has its
 * own timer (the plugin shared one, so a second row changed within the second dropped the first
 * row's change; docs/decisions.md). What was typed stays in the input whatever happens.
 */
export function createQuantitySaver({ save, delayMs = WISHLIST_CONSTANTS.quantityDebounceMs }: QuantitySaverOptions): QuantitySaver {
  const $states = atom<Readonly<Record<string, QuantityState>>>({});
  const rows = new Map<string, Row>();

  const setState = (rowId: string, state: QuantityState | undefined) => {
    const next = { ...$states.get() };
    if (state) next[rowId] = state;
    else delete next[rowId];
    $states.set(next);
  };

  return {
    $states,
    change(rowId, typed) {
      const row = rows.get(rowId) ?? { calls: createLatestReply(), version: 0 };
      rows.set(rowId, row);
      clearTimeout(row.timer);
      const version = ++row.version;
      const quantity = parseQuantity(typed);
      if (quantity === null) {
        setState(rowId, 'invalid');
        return;
      }
      setState(rowId, 'waiting');
      row.timer = setTimeout(() => {
        const signal = row.calls.begin();
        setState(rowId, 'saving');
        save(rowId, quantity, signal).then(
          () => version === row.version && setState(rowId, undefined),
          () => version === row.version && !signal.aborted && setState(rowId, 'failed'),
        );
      }, delayMs);
    },
    dispose() {
      for (const row of rows.values()) {
        clearTimeout(row.timer);
        row.calls.cancel();
      }
      rows.clear();
    },
  };
}
