import { createCatalogue } from './catalogue/catalogue';
import type { Catalogue } from './catalogue/types';
import { createFaults, type Faults } from './faults';
import { createSettings, type ShopSettings, type ShopSettingsOverrides } from './settings';

/** One in-memory shop. Feature state (cart, wishlist, ...) hangs off it via defineShopState. */
export interface FakeShop {
  readonly catalogue: Catalogue;
  readonly settings: ShopSettings;
  readonly faults: Faults;
}

export interface FakeShopOptions {
  /** Replace the demo catalogue (e.g. a three-product one for a focused test). */
  catalogue?: Catalogue;
  settings?: ShopSettingsOverrides;
}

/** A fresh shop per call: nothing is shared between two shops, so tests cannot leak into each other. */
export function createFakeShop(options: FakeShopOptions = {}): FakeShop {
  return {
    catalogue: options.catalogue ?? createCatalogue(),
    settings: createSettings(options.settings),
    faults: createFaults(),
  };
}
