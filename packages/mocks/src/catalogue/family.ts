import type { Random } from './random';
import type { Product } from './types';

// A family is one kind of product (e.g. glass roll-on bottles) sold in several sizes and
// variants. Expanding size x variant gives realistic, varied names without hand-writing 250 rows.

export interface FamilySize {
  /** As printed in the name: '10 ml', '30 g', '12.1 mm', 'แพ็ค 100 ชิ้น'. */
  readonly label: string;
  /** ASCII SKU token: '10', '121', '100'. */
  readonly code: string;
  /** ASCII slug token: '10ml', '12-1mm', '100pcs'. */
  readonly slug: string;
  /** Regular price in THB for this size (before the per-product nudge for packaging). */
  readonly price: number;
}

export interface FamilyVariant {
  /** Thai (sometimes mixed) label as printed in the name: 'ฝาสีทอง', 'สีชา Amber'. */
  readonly label: string;
  /** ASCII SKU suffix: 'GLD'. */
  readonly code: string;
  /** ASCII slug part: 'gold-cap'. */
  readonly slug: string;
  readonly tags?: readonly string[];
  /** Multiplier on the size price (a wooden cap costs more than a black one). */
  readonly priceFactor?: number;
}

export interface ProductFamily {
  /** SKU prefix, unique across families: 'RB'. */
  readonly code: string;
  readonly slug: string;
  readonly categories: readonly number[];
  readonly tags: readonly string[];
  readonly sizes: readonly FamilySize[];
  readonly variants: readonly FamilyVariant[];
  /** Packaging is sold to small brands: prices get satang and some items have lot limits. */
  readonly packaging: boolean;
  name(size: FamilySize, variant: FamilyVariant, index: number): string;
  description(size: FamilySize, variant: FamilyVariant): string;
}

const SALE_SHARE = 0.2;
const OUT_OF_STOCK_SHARE = 0.05;
const MIN_LOT_SHARE = 0.2;
const MAX_LOT_SHARE = 0.12;

/** Cheap packaging is priced to the quarter baht, as Thai wholesale price lists are. */
function roundPrice(amount: number): number {
  return amount < 50 ? Math.round(amount * 4) / 4 : Math.round(amount);
}

export function expandFamily(family: ProductFamily, firstId: number, random: Random): Product[] {
  const products: Product[] = [];
  let index = 0;
  for (const size of family.sizes) {
    for (const variant of family.variants) {
      const nudge = family.packaging ? 0.92 + random() * 0.16 : 1;
      const regularPrice = roundPrice(size.price * (variant.priceFactor ?? 1) * nudge);
      const onSale = random() < SALE_SHARE;
      const price = onSale ? roundPrice(regularPrice * (0.75 + random() * 0.15)) : regularPrice;
      const outOfStock = random() < OUT_OF_STOCK_SHARE;
      const lot = random();
      const id = firstId + index;
      products.push({
        id,
        slug: `${family.slug}-${size.slug}-${variant.slug}`,
        name: family.name(size, variant, index),
        sku: `${family.code}-${size.code}-${variant.code}`,
        price,
        regularPrice,
        categories: family.categories,
        tags: [...family.tags, ...(variant.tags ?? [])],
        image: `/mock-media/product-${id}.svg`,
        shortDescription: family.description(size, variant),
        stockStatus: outOfStock ? 'outofstock' : 'instock',
        minQty: family.packaging && lot < MIN_LOT_SHARE ? 10 : 1,
        maxQty: family.packaging && lot > 1 - MAX_LOT_SHARE ? 500 : null,
      });
      index += 1;
    }
  }
  return products;
}

/**
 * Sizes from [amount, price] pairs. `unit` is printed after the amount ('ml', 'g'); `slugUnit`
 * is its ASCII spelling for slugs when the printed unit is Thai ('ชิ้น' -> 'pcs').
 */
export function sizes(
  unit: string,
  pairs: ReadonlyArray<readonly [number, number]>,
  slugUnit: string = unit,
): FamilySize[] {
  return pairs.map(([amount, price]) => ({
    label: `${amount} ${unit}`,
    code: String(amount).replace('.', ''),
    slug: `${String(amount).replace('.', '-')}${slugUnit}`,
    price,
  }));
}

export function variant(
  label: string,
  code: string,
  slug: string,
  extra: Pick<FamilyVariant, 'tags' | 'priceFactor'> = {},
): FamilyVariant {
  return { label, code, slug, ...extra };
}
