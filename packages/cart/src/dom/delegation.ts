import type { CartController } from '../controller/cart-types';
import { limitsOf } from '../controller/quantity-rules';
import { stepQuantity, typedQuantity } from '../controller/quantity-steps';
import { buttonData, insertViewCartLink, markSettled } from './add-button';
import { listenForCartHits, type CartHit } from './cart-targets';
import { lineQuantity, productSnapshot } from './product-snapshot';
import { showQuantity } from './quantity-inputs';

export interface DelegationOptions {
  cartUrl: string;
  isCart: boolean;
  viewCartLabel: string;
  /** Called when a button finished its add (WooCommerce raises wc_cart_button_updated). */
  buttonUpdated(button: HTMLElement): void;
  /** The element that opened the drawer, so focus can go back to it. */
  setOpener(element: HTMLElement | null): void;
}

function commitTyped(cart: CartController, input: HTMLInputElement): void {
  const key = input.dataset.key!;
  const limits = limitsOf(input);
  const previous = cart.$pending.get()[key] ?? Number(input.defaultValue);
  const quantity = typedQuantity(input.value, limits);
  if (quantity === null) {
    showQuantity(input, previous);
    return;
  }
  showQuantity(input, quantity);
  if (quantity !== previous) cart.setQuantity(key, quantity);
}

/** A removal's context: the element for the events, the product and its quantity for analytics. */
const context = (element: HTMLElement) => ({ button: element, product: productSnapshot(element), quantity: lineQuantity(element) });

/** What each cart control does once its event was claimed (see cart-targets.ts). */
export function performCartHit(cart: CartController, options: DelegationOptions, { action, element }: CartHit): void {
  switch (action) {
    case 'add':
      // Already marked loading when the click was claimed (cart-targets.ts).
      void cart.add(buttonData(element), { button: element, product: productSnapshot(element) }).then((outcome) => {
        // After a redirect the page is leaving: the button keeps its loading state until it does.
        if (outcome === 'navigated') return;
        markSettled(element, outcome === 'added');
        if (outcome !== 'added') return;
        if (!options.isCart) insertViewCartLink(element, options.cartUrl, options.viewCartLabel);
        options.buttonUpdated(element);
      });
      return;
    case 'remove':
      element.closest('.mini_cart_item')?.classList.add('talat-removing');
      void cart.remove(element.dataset.cart_item_key!, element.getAttribute('href'), context(element));
      return;
    case 'open':
      options.setOpener(element);
      cart.open();
      return;
    case 'close':
      cart.close();
      return;
    case 'line-remove':
      cart.setQuantity(element.dataset.key!, 0, context(element));
      return;
    case 'step': {
      const input = element.parentElement!.querySelector<HTMLInputElement>('input.taiowc-quantity')!;
      const limits = limitsOf(input);
      // From the committed number: text typed but not committed (Safari fires no change before a
      // button click) is read within the limits, and junk falls back to the last intent.
      const key = input.dataset.key!;
      const current = typedQuantity(input.value, limits) ?? cart.$pending.get()[key] ?? Number(input.defaultValue);
      const next = stepQuantity(current, element.classList.contains('quantity-increment') ? 1 : -1, limits);
      if (next === null) return;
      showQuantity(input, next);
      cart.setQuantity(key, next);
      return;
    }
    case 'typed':
      if (element instanceof HTMLInputElement && element.dataset.key) commitTyped(cart, element);
  }
}

/** The listeners and the actions together, synchronously (tests, and pages that load it all at once). */
export function delegateCartEvents(doc: Document, cart: CartController, options: DelegationOptions): () => void {
  return listenForCartHits(doc, (hit) => performCartHit(cart, options, hit));
}
