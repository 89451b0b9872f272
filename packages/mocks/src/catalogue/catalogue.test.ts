import { describe, expect, it } from 'vitest';
import { createCatalogue, findCategory, findProduct, listByCategory, listByTag, listProducts } from './catalogue';
import { CATEGORY } from './categories';

const catalogue = createCatalogue();
const visible = listProducts(catalogue);

describe('demo catalogue (§1 what is sold)', () => {
  it('has at least 200 products', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(200);
  });

  it('has unique ids, skus and ASCII slugs', () => {
    const ids = catalogue.products.map((p) => p.id);
    const skus = catalogue.products.map((p) => p.sku);
    const slugs = catalogue.products.map((p) => p.slug);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(skus).size).toBe(skus.length);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('fills more than one 48-product page of the InhalantBottle tag listing (§2.1)', () => {
    expect(listByTag(catalogue, 'InhalantBottle').length).toBeGreaterThanOrEqual(60);
  });

  it('is deterministic: two builds are identical', () => {
    expect(createCatalogue()).toEqual(catalogue);
    expect(createCatalogue(1)).not.toEqual(catalogue);
  });

  it('mixes sale, satang, out-of-stock and lot-limited products', () => {
    expect(visible.filter((p) => p.price < p.regularPrice).length).toBeGreaterThan(10);
    expect(visible.filter((p) => !Number.isInteger(p.price)).length).toBeGreaterThan(10);
    expect(visible.filter((p) => p.stockStatus === 'outofstock').length).toBeGreaterThanOrEqual(3);
    expect(visible.filter((p) => p.minQty === 10).length).toBeGreaterThan(0);
    expect(visible.filter((p) => p.maxQty === 500).length).toBeGreaterThan(0);
    expect(visible.filter((p) => p.minQty === 1 && p.maxQty === null).length).toBeGreaterThan(visible.length / 2);
  });

  it('keeps every price positive, at most two decimals, and never above the regular price', () => {
    for (const p of catalogue.products) {
      expect(p.price).toBeGreaterThan(0);
      expect(p.price).toBeLessThanOrEqual(p.regularPrice);
      expect(Math.round(p.price * 100)).toBe(p.price * 100);
    }
  });

  it('points every product at existing categories and its own placeholder image', () => {
    const categoryIds = new Set(catalogue.productCategories.map((c) => c.id));
    for (const p of visible) {
      expect(p.categories.length).toBeGreaterThan(0);
      for (const id of p.categories) expect(categoryIds.has(id)).toBe(true);
      expect(p.image).toBe(`/mock-media/product-${p.id}.svg`);
    }
  });

  it('names products in Thai with sizes, as a Thai shop writes them', () => {
    const names = catalogue.products.map((p) => p.name);
    expect(names).toContain('ขวดลูกกลิ้งแก้ว 10 ml ฝาสีทอง');
    expect(names).toContain('ขวดยาดม Inhalant สีชา 2 ml');
    expect(names).toContain('เซรั่มวิตามินซี Vit C 30 ml');
    expect(findProduct(catalogue, 'glass-roll-on-bottle-10ml-gold-cap')?.sku).toBe('RB-10-GLD');
  });

  it('keeps the hostile fixture out of listings but findable by id', () => {
    expect(findProduct(catalogue, 9999)?.name).toBe('<img src=x onerror=alert(1)>ขวดทดสอบ');
    expect(findProduct(catalogue, 'hostile-title')?.hidden).toBe(true);
    expect(visible.some((p) => p.id === 9999)).toBe(false);
  });

  it('lists by category id or slug', () => {
    const inhalant = listByCategory(catalogue, 'inhalant-bottles');
    expect(inhalant.length).toBeGreaterThanOrEqual(60);
    expect(listByCategory(catalogue, CATEGORY.inhalant)).toEqual(inhalant);
    expect(listByCategory(catalogue, 'no-such-category')).toEqual([]);
    expect(findCategory(catalogue, 'serums')?.image).toBe('/mock-media/category-serums.svg');
  });
});
