import { createCartChanges } from './cart-changes';
import { createCartState } from './cart-state';
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
  CartState,
  NoticeState,
} from './cart-types';

/**
 * The whole cart controller (§4 Side cart, queue, quantities, cached fragments) in one object.
 * The script-tag build assembles the same two halves itself, loading the changes half later.
 */
export function createCartController(options: CartControllerOptions): CartController {
  const { state, kit } = createCartState(options);
  return { ...state, ...createCartChanges(kit) };
}
