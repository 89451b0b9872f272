import { createPostCategories, createProductCategories } from './categories';
import { cosmeticsFamilies } from './families-cosmetics';
import { inhalantFamilies } from './families-inhalant';
import { packagingFamilies } from './families-packaging';
import { expandFamily } from './family';
import { HOSTILE_PRODUCT } from './hostile';
import { createRandom } from './random';
import type { Catalogue, Product, ProductCategory } from './types';

/** Changing it changes every price and stock flag; tests and stories rely on today's values. */
export const DEFAULT_CATALOGUE_SEED = 20_240_611;
const FIRST_PRODUCT_ID = 101;

/** Builds the demo catalogue. Same seed, same catalogue, byte for byte. */
export function createCatalogue(seed: number = DEFAULT_CATALOGUE_SEED): Catalogue {
  const random = createRandom(seed);
  const products: Product[] = [];
  for (const family of [...packagingFamilies, ...inhalantFamilies, ...cosmeticsFamilies]) {
    products.push(...expandFamily(family, FIRST_PRODUCT_ID + products.length, random));
  }
  products.push(HOSTILE_PRODUCT);
  return {
    products,
    productCategories: createProductCategories(),
    postCategories: createPostCategories(),
  };
}

/** By id or slug, hidden products included (a product page may link to one directly). */
export function findProduct(catalogue: Catalogue, idOrSlug: number | string): Product | undefined {
  return catalogue.products.find((p) => (typeof idOrSlug === 'number' ? p.id === idOrSlug : p.slug === idOrSlug));
}

export function listProducts(catalogue: Catalogue): Product[] {
  return catalogue.products.filter((p) => !p.hidden);
}

/** Tag listing (`/product-tag/{tag}/`): tag names compare exactly, as WooCommerce term slugs do. */
export function listByTag(catalogue: Catalogue, tag: string): Product[] {
  return listProducts(catalogue).filter((p) => p.tags.includes(tag));
}

export function listByCategory(catalogue: Catalogue, categoryIdOrSlug: number | string): Product[] {
  const category = findCategory(catalogue, categoryIdOrSlug);
  if (!category) return [];
  return listProducts(catalogue).filter((p) => p.categories.includes(category.id));
}

export function findCategory(catalogue: Catalogue, idOrSlug: number | string): ProductCategory | undefined {
  return catalogue.productCategories.find((c) =>
    typeof idOrSlug === 'number' ? c.id === idOrSlug : c.slug === idOrSlug,
  );
}
