import { findCategory, listProducts } from '../catalogue/catalogue';
import type { Product } from '../catalogue/types';
import type { FakeShop } from '../shop';
import type { Wishlist, WishlistPrivacy } from './types';
import { createItemRecord, createWishlistRecord, visitorWishlists } from './wishlist-state';

// The demo shop's wishlists for a visitor (§2.10 and issue 13: "a wishlist page with several items
// and two wishlists"): the default list with packaging and cosmetics, one of them sold out so the
// stock column shows both states, and a shared gift list. Products are chosen by category, so the
// seed follows the catalogue when its prices or stock change.

const DAY_MS = 86_400_000;

interface SeedList {
  readonly name: string;
  readonly privacy: WishlistPrivacy;
  readonly isDefault: boolean;
  /** Category slugs; the first product of each (in stock unless `soldOut`) joins the list. */
  readonly picks: ReadonlyArray<{ readonly category: string; readonly soldOut?: true }>;
}

const SEED_LISTS: readonly SeedList[] = [
  {
    name: '',
    privacy: 0,
    isDefault: true,
    picks: [
      { category: 'roll-on-bottles' },
      { category: 'inhalant-bottles' },
      { category: 'serums' },
      { category: 'creams' },
      { category: 'spray-bottles', soldOut: true },
    ],
  },
  {
    name: 'ของขวัญปีใหม่',
    privacy: 1,
    isDefault: false,
    picks: [{ category: 'lipsticks' }, { category: 'lotions' }, { category: 'dropper-bottles' }],
  },
];

function pick(shop: FakeShop, category: string, soldOut: boolean, taken: ReadonlySet<number>): Product | undefined {
  const found = findCategory(shop.catalogue, category);
  if (!found) return undefined;
  return listProducts(shop.catalogue).find(
    (p) => p.categories.includes(found.id) && (p.stockStatus === 'outofstock') === soldOut && !taken.has(p.id),
  );
}

/**
 * Gives the visitor the demo lists, unless they already have a list of their own (so calling it on
 * every page view never duplicates or undoes what they changed). Returns the visitor's lists.
 */
export function seedDemoWishlists(shop: FakeShop, sessionId: string, now: number = Date.now()): Wishlist[] {
  const existing = visitorWishlists(shop, sessionId);
  if (existing.length > 0) return existing;
  const taken = new Set<number>();
  SEED_LISTS.forEach((list, listIndex) => {
    const record = createWishlistRecord(shop, { sessionId, name: list.name, privacy: list.privacy, isDefault: list.isDefault, now: now - 30 * DAY_MS });
    list.picks.forEach(({ category, soldOut }, index) => {
      const product = pick(shop, category, soldOut === true, taken);
      if (!product) return;
      taken.add(product.id);
      // Packaging sold in lots asks for a lot; the rest for one or two.
      const quantity = product.minQty > 1 ? product.minQty : 1 + ((index + listIndex) % 2);
      const item = createItemRecord(shop, product.id, quantity, now - (index + 1 + listIndex * 7) * DAY_MS);
      item.position = index;
      record.items.push(item);
    });
  });
  return visitorWishlists(shop, sessionId);
}
