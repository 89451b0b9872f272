import { describe, expect, it } from 'vitest';
import { createFakeShop } from './shop';
import { defineShopState } from './shop-state';

describe('createFakeShop', () => {
  it('gives every call its own settings, faults and catalogue', () => {
    const a = createFakeShop();
    const b = createFakeShop();
    a.settings.search.resultLength = 3;
    a.faults.add({ endpoint: 'x', status: 500 });
    expect(b.settings.search.resultLength).toBe(8);
    expect(b.faults.list()).toEqual([]);
    expect(a.catalogue).not.toBe(b.catalogue);
    expect(a.catalogue).toEqual(b.catalogue);
  });

  it('merges setting overrides over the defaults', () => {
    const shop = createFakeShop({ settings: { homeUrl: 'https://shop.example', search: { resultLength: 5 } } });
    expect(shop.settings.homeUrl).toBe('https://shop.example');
    expect(shop.settings.search).toMatchObject({ resultLength: 5, productHeading: 'สินค้า' });
    expect(shop.settings.nonces.thaps_nonce).toBe('a1b2c3d4e5');
  });
});

describe('defineShopState', () => {
  it('creates feature state lazily, once per shop', () => {
    const cart = defineShopState(() => ({ lines: [] as string[] }));
    const a = createFakeShop();
    const b = createFakeShop();
    cart(a).lines.push('RB-10-GLD');
    expect(cart(a).lines).toEqual(['RB-10-GLD']);
    expect(cart(b).lines).toEqual([]);
  });
});
