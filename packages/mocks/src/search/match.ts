import type { Catalogue, PostCategory, Product, ProductCategory } from '../catalogue/types';
import { fieldContains, fieldStartsWith, normalizeText, queryTerms } from './normalize';

// Every term must match somewhere (name, SKU, a tag or a category name), not necessarily all in the
// same field: 'ขวด ทอง 10' finds 'ขวดลูกกลิ้งแก้ว 10 ml ฝาสีทอง'.

interface IndexedProduct {
  readonly product: Product;
  readonly name: string;
  readonly others: readonly string[];
}

function indexProduct(product: Product, categoryNames: ReadonlyMap<number, string>): IndexedProduct {
  const others = [product.sku, ...product.tags, ...product.categories.map((id) => categoryNames.get(id) ?? '')];
  return { product, name: normalizeText(product.name), others: others.map(normalizeText) };
}

/** Hidden fixtures match only when the query names them (see Product.searchKeys). */
function isUnlocked(product: Product, normalizedQuery: string): boolean {
  if (!product.hidden) return true;
  return (product.searchKeys ?? []).some((key) => normalizedQuery.includes(normalizeText(key)));
}

/** 0: name starts with the first term and holds them all; 1: name holds them all; 2: the rest. */
function rank(item: IndexedProduct, terms: readonly string[]): number {
  const allInName = terms.every((term) => fieldContains(item.name, term));
  if (allInName && terms[0] !== undefined && fieldStartsWith(item.name, terms[0])) return 0;
  return allInName ? 1 : 2;
}

/** Products matching every term, best first; equal ranks keep catalogue order. */
export function searchProducts(catalogue: Catalogue, query: string): Product[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const normalizedQuery = normalizeText(query);
  const categoryNames = new Map(catalogue.productCategories.map((c) => [c.id, c.name]));
  return catalogue.products
    .filter((product) => isUnlocked(product, normalizedQuery))
    .map((product) => indexProduct(product, categoryNames))
    .filter((item) => terms.every((term) => [item.name, ...item.others].some((f) => fieldContains(f, term))))
    .map((item, order) => ({ item, order, rank: rank(item, terms) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ item }) => item.product);
}

function matchByName<T extends { readonly name: string }>(terms: readonly T[], query: string): T[] {
  const words = queryTerms(query);
  if (words.length === 0) return [];
  return terms.filter((term) => {
    const name = normalizeText(term.name);
    return words.every((word) => fieldContains(name, word));
  });
}

/** Product categories whose name holds every term (the plugin matches category names only). */
export function matchProductCategories(catalogue: Catalogue, query: string): ProductCategory[] {
  return matchByName(catalogue.productCategories, query);
}

export function matchPostCategories(catalogue: Catalogue, query: string): PostCategory[] {
  return matchByName(catalogue.postCategories, query);
}
