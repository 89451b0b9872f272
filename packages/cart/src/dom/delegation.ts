import type { CartController } from '../controller/cart-controller';
import { limitsOf, stepQuantity, typedQuantity } from '../controller/quantity-rules';
import { ADD_BUTTON, buttonData, insertViewCartLink, markLoading, markSettled } from './add-button';
import { productSnapshot } from './product-snapshot';
import { QUANTITY_INPUT } from './quantity-inputs';

export interface DelegationOptions {
  cartUrl: string;
  isCart: boolean;
  viewCartLabel: string;
  /** Called when a button finished its add (WooCommerce raises wc_cart_button_updated). */
  buttonUpdated(button: HTMLElement): void;
  /** The element that opened the drawer, so focus can go back to it. */
  setOpener(element: HTMLElement | null): void;
}

/**
 * One click, one change and one keydown listener on the document drive every add-to-cart button
 * and side-cart control, including markup inserted later (fragments, infinite scroll), so a
 * listing of a thousand products costs three listeners, not three thousand.
 */
export function delegateCartEvents(doc: Document, cart: CartController, options: DelegationOptions): () => void {
  function closestIn(target: EventTarget | null, selector: string): HTMLElement | null {
    return target instanceof Element ? target.closest<HTMLElement>(selector) : null;
  }

  function commitTyped(input: HTMLInputElement): void {
    const key = input.dataset.key;
    if (!key) return;
    const limits = limitsOf(input);
    const previous = cart.$pending.get()[key] ?? Number(input.defaultValue);
    const quantity = typedQuantity(input.value, limits);
    if (quantity === null) {
      input.value = String(previous);
      return;
    }
    input.value = String(quantity);
    if (quantity !== previous) cart.setQuantity(key, quantity);
  }

  function onClick(event: MouseEvent): void {
    if (event.defaultPrevented || event.button !== 0) return;
    const target = event.target;

    const button = closestIn(target, ADD_BUTTON);
    if (button) {
      // §5: without product_id the link is followed; a modified click opens it in a new tab.
      if (!button.dataset.product_id || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      markLoading(button);
      void cart.add(buttonData(button), { button, product: productSnapshot(button) }).then((outcome) => {
        // After a redirect the page is leaving: the button keeps its loading state until it does.
        if (outcome === 'navigated') return;
        markSettled(button, outcome === 'added');
        if (outcome !== 'added') return;
        if (!options.isCart) insertViewCartLink(button, options.cartUrl, options.viewCartLabel);
        options.buttonUpdated(button);
      });
      return;
    }

    const remove = closestIn(target, '.remove_from_cart_button');
    if (remove?.dataset.cart_item_key) {
      event.preventDefault();
      remove.closest('.mini_cart_item')?.classList.add('talat-removing');
      void cart.remove(remove.dataset.cart_item_key, remove.getAttribute('href'), { button: remove, product: productSnapshot(remove) });
      return;
    }

    const icon = closestIn(target, 'a.taiowc-content');
    if (icon) {
      event.preventDefault();
      options.setOpener(icon);
      cart.open();
      return;
    }

    if (closestIn(target, 'a.taiowc-cart-close, .taiowc-continue-shop')) {
      event.preventDefault();
      cart.close();
      return;
    }

    const lineRemove = closestIn(target, 'a.taiowc-remove-item');
    if (lineRemove?.dataset.key) {
      event.preventDefault();
      cart.setQuantity(lineRemove.dataset.key, 0, { button: lineRemove, product: productSnapshot(lineRemove) });
      return;
    }

    const step = closestIn(target, '.quantity-decrement, .quantity-increment');
    const input = step?.parentElement?.querySelector<HTMLInputElement>(QUANTITY_INPUT);
    if (step && input?.dataset.key) {
      event.preventDefault();
      const next = stepQuantity(Number(input.value), step.classList.contains('quantity-increment') ? 1 : -1, limitsOf(input));
      if (next === null) return;
      input.value = String(next);
      cart.setQuantity(input.dataset.key, next);
    }
  }

  function onChange(event: Event): void {
    const input = closestIn(event.target, QUANTITY_INPUT);
    if (input instanceof HTMLInputElement) commitTyped(input);
  }

  function onKeydown(event: KeyboardEvent): void {
    // Enter in a quantity input outside a form fires no change event; commit it here.
    const input = closestIn(event.target, QUANTITY_INPUT);
    if (event.key === 'Enter' && !event.isComposing && input instanceof HTMLInputElement) {
      event.preventDefault();
      commitTyped(input);
    }
  }

  doc.addEventListener('click', onClick);
  doc.addEventListener('change', onChange);
  doc.addEventListener('keydown', onKeydown);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('change', onChange);
    doc.removeEventListener('keydown', onKeydown);
  };
}
