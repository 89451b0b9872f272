import { createCartChanges } from './cart-changes';
import { createCartDisplay } from './cart-display';
import type { CartController, CartControllerOptions } from './cart-types';

export type {
  AddContext,
  AddOutcome,
  CartCallsUsed,
  CartChanges,
  CartController,
  CartControllerOptions,
  CartPage,
  CartSettings,
  CartDisplay,
  NoticeState,
} from './cart-types';

/**
 * The cart controller (§4 Side cart, queue, quantities, cached fragments) in one object, made of
 * its two halves: the display (cart-display.ts) and the changes (cart-changes.ts).
 */
export function createCartController(options: CartControllerOptions): CartController {
  const { display, deps } = createCartDisplay(options);
  return { ...display, ...createCartChanges(deps) };
}
