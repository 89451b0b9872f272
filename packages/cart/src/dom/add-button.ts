/**
 * The add-to-cart button's states of §4 (loading -> added) and the 'View cart' link of §2.4, with
 * WooCommerce's class names so theme CSS written for add-to-cart.js keeps working.
 */

/** §3: the button's data attributes as they are (product_id, quantity, product_sku, ...). */
export function buttonData(button: HTMLElement): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(button.dataset)) if (value !== undefined) data[key] = value;
  return data;
}

export function markSettled(button: HTMLElement, added: boolean): void {
  button.classList.remove('loading');
  button.removeAttribute('aria-busy');
  if (added) button.classList.add('added');
}

/** §2.4: a 'View cart' link after the button, once, except on the cart page. */
export function insertViewCartLink(button: HTMLElement, cartUrl: string, label: string): void {
  if (button.parentElement?.querySelector('.added_to_cart')) return;
  const link = button.ownerDocument.createElement('a');
  link.href = cartUrl;
  link.className = 'added_to_cart wc-forward';
  link.title = label;
  link.textContent = label;
  button.after(link);
}
