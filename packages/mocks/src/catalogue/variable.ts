import { listProducts } from './catalogue';
import type { Catalogue, Product } from './types';

/**
 * The demo's one variable product (issue 13: "one product page with variations"). The catalogue
 * has simple products only, but a family sells one variant in several sizes under SKUs
 * `{family}-{size}-{variant}`. The first product whose variant comes in three or more sizes, all in
 * stock and without lot limits, is the variable product, and those sizes are its variations. Each
 * variation keeps its own product id, as a WooCommerce variation is a product post of its own, so
 * the wishlist and the cart store the chosen size as they would on a real shop. The parent's id is
 * also its first size's: that size reads as the parent wherever the two could differ.
 */
export interface VariableProduct {
  readonly parent: Product;
  readonly variations: readonly Product[];
}

const MIN_SIZES = 3;

/** Same family and variant as `product` (SKU prefix and suffix): every size of it. */
function sizesOf(catalogue: Catalogue, product: Product): Product[] {
  const [family, , variant] = product.sku.split('-');
  return listProducts(catalogue).filter((other) => {
    const [otherFamily, , otherVariant] = other.sku.split('-');
    return otherFamily === family && otherVariant === variant;
  });
}

const found = new WeakMap<Catalogue, VariableProduct | null>();

/** The demo's variable product, found once per catalogue; null in a catalogue without one. */
export function variableDemoProduct(catalogue: Catalogue): VariableProduct | null {
  if (found.has(catalogue)) return found.get(catalogue) ?? null;
  let variable: VariableProduct | null = null;
  for (const product of listProducts(catalogue)) {
    const sizes = sizesOf(catalogue, product);
    if (sizes.length >= MIN_SIZES && sizes.every((size) => size.stockStatus === 'instock' && size.minQty === 1 && size.maxQty === null)) {
      variable = { parent: product, variations: sizes };
      break;
    }
  }
  found.set(catalogue, variable);
  return variable;
}

/** The `pa_size` term of a variation: the size token of its SKU (a term slug is ASCII). */
export function sizeTermOf(variation: Product): string {
  return variation.sku.split('-')[1] ?? String(variation.id);
}

/** The variation a posted form names: by `variation_id`, or by its size when no script filled the id. */
export function variationFor(variable: VariableProduct, variationId: string | null, sizeTerm: string | null): Product | undefined {
  return (
    variable.variations.find((variation) => String(variation.id) === variationId) ??
    variable.variations.find((variation) => sizeTermOf(variation) === sizeTerm)
  );
}

/** WooCommerce's product type and parent id for a product of the catalogue, as templates print them. */
export function productKindOf(catalogue: Catalogue, productId: number): { type: 'simple' | 'variable' | 'variation'; parentId: number } {
  const variable = variableDemoProduct(catalogue);
  if (variable?.parent.id === productId) return { type: 'variable', parentId: 0 };
  if (variable?.variations.some((variation) => variation.id === productId)) return { type: 'variation', parentId: variable.parent.id };
  return { type: 'simple', parentId: 0 };
}
