// Research §4.11: a quantity change reaches the row's add-to-cart button at once, so an add from
// the list adds what the shopper typed, before (and whatever becomes of) the save. WooCommerce's
// add-to-cart reads `data-quantity`; the button's href carries `quantity` too, for a click that
// follows the link (no script, a new tab), so both follow.

const CART_BUTTON = '.add_to_cart';

export function setRowCartQuantity(row: ParentNode, quantity: number): void {
  const value = String(quantity);
  for (const button of row.querySelectorAll<HTMLElement>(CART_BUTTON)) {
    if (button.getAttribute('data-quantity') !== value) button.setAttribute('data-quantity', value);
    const href = button.getAttribute('href');
    const next = href?.replace(/([?&]quantity=)[^&#]*/, `$1${value}`);
    if (href && next !== href) button.setAttribute('href', next!);
  }
}
