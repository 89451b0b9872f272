export {
  createCartController,
  type AddContext,
  type AddOutcome,
  type CartChanges,
  type CartController,
  type CartControllerOptions,
  type CartDisplay,
  type CartPage,
  type CartSettings,
  type NoticeState,
} from './controller/cart-controller';
export { createCartDisplay, type CartChangeDeps } from './controller/cart-display';
export { createCartChanges } from './controller/cart-changes';
export { createFragmentCache, CART_CREATED_KEY, type CacheRead, type FragmentCache, type FragmentCacheOptions, type Fragments } from './controller/fragment-cache';
export { createSerialQueue, type SerialQueue } from './controller/serial-queue';
export { createQuantitySync, type QuantitySync } from './controller/quantity-sync';
export { limitsOf, needsResetToMin, type QuantityLimits } from './controller/quantity-rules';
export { canDecrement, canIncrement, stepQuantity, typedQuantity } from './controller/quantity-steps';
export { analyticsEvent, type AnalyticsEvent, type AnalyticsProduct, type ProductSnapshot } from './controller/analytics';
export { SideCart, type SideCartProps } from './view/SideCart';
export { cartConfigSpec, type CartConfig } from './config';
export { cartMessages, type CartMessageKey, type CartTranslate } from './messages';
export { mountCart, mountSideCart, cartWidget, sideCartWidget, type MountCartOptions } from './mount';
