import { describe, expect, it } from 'vitest';
import { createCatalogue } from './catalogue';
import { productKindOf, sizeTermOf, variableDemoProduct, variationFor } from './variable';

describe('the demo variable product (issue 13)', () => {
  const catalogue = createCatalogue();
  const variable = variableDemoProduct(catalogue)!;

  it('is one variant of a family in three or more sizes, all sellable one by one', () => {
    expect(variable.variations.length).toBeGreaterThanOrEqual(3);
    expect(variable.variations[0]).toBe(variable.parent);
    const [family, , variant] = variable.parent.sku.split('-');
    for (const size of variable.variations) {
      expect(size.sku.startsWith(`${family}-`) && size.sku.endsWith(`-${variant}`)).toBe(true);
      expect(size.stockStatus).toBe('instock');
    }
  });

  it('finds a variation by id first, then by its size term, and nothing for an unknown one', () => {
    const second = variable.variations[1]!;
    expect(variationFor(variable, String(second.id), null)).toBe(second);
    expect(variationFor(variable, '', sizeTermOf(second))).toBe(second);
    expect(variationFor(variable, '', 'nope')).toBeUndefined();
  });

  it('types the parent variable, its other sizes variations of it, and the rest simple', () => {
    const second = variable.variations[1]!;
    expect(productKindOf(catalogue, variable.parent.id)).toEqual({ type: 'variable', parentId: 0 });
    expect(productKindOf(catalogue, second.id)).toEqual({ type: 'variation', parentId: variable.parent.id });
    const simple = catalogue.products.find((product) => !variable.variations.includes(product))!;
    expect(productKindOf(catalogue, simple.id)).toEqual({ type: 'simple', parentId: 0 });
  });
});
