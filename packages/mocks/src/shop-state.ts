import type { FakeShop } from './shop';

// Lets a feature (cart, wishlist, compare, ...) keep its own state per shop without editing
// shop.ts: the state lives in a WeakMap keyed by the shop, created on first use, so every
// createFakeShop() starts empty and tests stay isolated.

export type ShopStateAccessor<T> = (shop: FakeShop) => T;

export function defineShopState<T>(create: (shop: FakeShop) => T): ShopStateAccessor<T> {
  const states = new WeakMap<FakeShop, T>();
  return (shop) => {
    if (!states.has(shop)) states.set(shop, create(shop));
    return states.get(shop) as T;
  };
}
