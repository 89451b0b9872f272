import type { FakeShop } from '../shop';
import { setLineQuantity, type SetQuantityOutcome } from './line-quantity';

// The cart page's no-JS "update cart" post: `cart[KEY][qty]=N` fields, as PHP reads them into
// $_POST['cart']. Exported for the demo server, which serves that form without a WordPress.

const QTY_FIELD = /^cart\[([^\]]+)\]\[qty\]$/;

/** Applies every `cart[KEY][qty]` field (others are ignored); one outcome per field, in order. */
export function updateCartFromForm(
  shop: FakeShop,
  sessionId: string,
  entries: Iterable<readonly [string, string]>,
): SetQuantityOutcome[] {
  const outcomes: SetQuantityOutcome[] = [];
  for (const [name, value] of entries) {
    const key = QTY_FIELD.exec(name)?.[1];
    if (key === undefined) continue;
    // An emptied box leaves the line alone instead of reading as 0 and removing it by accident.
    if (value.trim() === '') continue;
    outcomes.push(setLineQuantity(shop, sessionId, key, Number(value)));
  }
  return outcomes;
}
