import { describe, expect, it } from 'vitest';
import { findProduct } from '../catalogue/catalogue';
import { createFakeShop } from '../shop';
import { addWishlistItem } from './add-item';
import { seedDemoWishlists } from './seed';
import { visitorWishlists } from './wishlist-state';

const NOW = Date.UTC(2026, 0, 15);

describe('the demo seed', () => {
  it('gives a visitor the default list and a shared gift list, with several items, one sold out', () => {
    const shop = createFakeShop();
    const [mine, gift] = seedDemoWishlists(shop, 'me', NOW);
    expect(mine).toMatchObject({ name: '', isDefault: true, privacy: 0 });
    expect(gift).toMatchObject({ name: 'ของขวัญปีใหม่', isDefault: false, privacy: 1 });
    expect(mine!.items).toHaveLength(5);
    expect(gift!.items).toHaveLength(3);
    const products = [...mine!.items, ...gift!.items].map((i) => findProduct(shop.catalogue, i.productId)!);
    expect(new Set(products.map((p) => p.id)).size).toBe(8);
    expect(products.filter((p) => p.stockStatus === 'outofstock')).toHaveLength(1);
    expect(mine!.items.map((i) => i.position)).toEqual([0, 1, 2, 3, 4]);
    for (const item of mine!.items) {
      expect(item.quantity).toBeGreaterThanOrEqual(findProduct(shop.catalogue, item.productId)!.minQty);
      expect(item.dateAdded).toBeLessThan(NOW);
    }
  });

  it('leaves a visitor who already has a list alone, and other visitors apart', () => {
    const shop = createFakeShop();
    const first = seedDemoWishlists(shop, 'me', NOW);
    expect(seedDemoWishlists(shop, 'me', NOW)).toEqual(first);
    const other = createFakeShop();
    addWishlistItem(other, { sessionId: 'me', productId: '101', wishlistId: '', now: 1 });
    expect(seedDemoWishlists(other, 'me', NOW)).toHaveLength(1);
    expect(visitorWishlists(shop, 'you')).toEqual([]);
    const yours = seedDemoWishlists(shop, 'you', NOW);
    expect(yours.map((w) => w.token)).not.toEqual(first.map((w) => w.token));
  });
});
