/**
 * Which cart control an event is for, decided in the page's first-load script so the click can be
 * claimed (preventDefault) at once; what the control then does lives in the interactive chunk,
 * loaded when the shopper is about to use the cart or at the first such event (docs/decisions.md
 * "Deferred cart", 503).
 */
export type CartAction = 'add' | 'remove' | 'open' | 'close' | 'line-remove' | 'step' | 'typed';

export interface CartHit {
  action: CartAction;
  element: HTMLElement;
}

/**
 * WooCommerce's own add-to-cart.js leaves `.wc-interactive` buttons alone: the product-button
 * block (block themes' listings) adds through the Store API with its own script (docs/decisions.md 496).
 */
export const ADD_BUTTON = '.ajax_add_to_cart:not(.wc-interactive)';
export const QUANTITY_INPUT = 'input.taiowc-quantity';

/** Click targets in order: the first that matches claims the click. */
const CLICKS: Array<[CartAction, string, (element: HTMLElement) => unknown]> = [
  // §5: without product_id the link is followed.
  ['add', ADD_BUTTON, (element) => element.dataset.product_id],
  ['remove', '.remove_from_cart_button', (element) => element.dataset.cart_item_key],
  ['open', 'a.taiowc-content', () => true],
  ['close', 'a.taiowc-cart-close, .taiowc-continue-shop', () => true],
  ['line-remove', 'a.taiowc-remove-item', (element) => element.dataset.key],
  ['step', '.quantity-decrement, .quantity-increment', (element) => element.parentElement?.querySelector<HTMLInputElement>(QUANTITY_INPUT)?.dataset.key],
];

export function cartHitOf(event: Event): CartHit | null {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return null;
  if (event.type === 'click') {
    const click = event as MouseEvent;
    // A modified click opens the link in a new tab, as the browser would.
    if (click.defaultPrevented || click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey) return null;
    for (const [action, selector, usable] of CLICKS) {
      const element = target.closest<HTMLElement>(selector);
      if (element) return usable(element) ? { action, element } : null;
    }
    return null;
  }
  const input = target.closest<HTMLElement>(QUANTITY_INPUT);
  if (!input) return null;
  // Enter in a quantity input outside a form fires no change event; it commits the number too.
  if (event.type === 'change' || (event.type === 'keydown' && (event as KeyboardEvent).key === 'Enter' && !(event as KeyboardEvent).isComposing)) {
    return { action: 'typed', element: input };
  }
  return null;
}

/**
 * One click, one change and one keydown listener on the document serve every add-to-cart button
 * and side-cart control, including markup inserted later (fragments, infinite scroll): a listing
 * of a thousand products costs three listeners, not three thousand.
 */
export function listenForCartHits(doc: Document, handle: (hit: CartHit) => void): () => void {
  const listener = (event: Event) => {
    // Space on a link the cart gave role="button" (the close and remove links) acts like a click.
    const key = (event as KeyboardEvent).key;
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('.taiowc-cart-model a[role="button"]') : null;
    if (event.type === 'keydown' && key === ' ' && link) {
      event.preventDefault();
      link.click();
      return;
    }
    const hit = cartHitOf(event);
    if (!hit) return;
    if (event.type !== 'change') event.preventDefault();
    // WooCommerce's loading state at once, even while the interactive chunk is still on its way,
    // so nobody clicks again thinking nothing happened.
    if (hit.action === 'add') markLoading(hit.element);
    handle(hit);
  };
  const types = ['click', 'change', 'keydown'];
  for (const type of types) doc.addEventListener(type, listener);
  return () => types.forEach((type) => doc.removeEventListener(type, listener));
}

/** Without the interactive chunk (offline), a claimed link still does what it does without JavaScript. */
export function followWithoutScript({ action, element }: CartHit, navigate: (url: string) => void): void {
  const href = element.getAttribute('href');
  if (action !== 'close' && action !== 'step' && action !== 'typed' && href && href !== '#') navigate(href);
}

/** §4 Add-to-cart button: loading (WooCommerce's class, so theme CSS shows its spinner). */
export function markLoading(button: HTMLElement): void {
  button.classList.remove('added');
  button.classList.add('loading');
  button.setAttribute('aria-busy', 'true');
}
