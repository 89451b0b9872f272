import { CONSTANTS } from '@talat/core';

/** What the page tells about a product at the moment it is added or removed (read from markup). */
export interface ProductSnapshot {
  id: number;
  name: string;
  sku: string;
  /** In baht; NaN when the markup shows no price. */
  price: number;
  categories: string[];
}

/** §3 "Product (analytics)", shaped like a WooCommerce Store API cart item (prices in minor units). */
export interface AnalyticsProduct {
  id: number;
  name: string;
  sku: string;
  price: number;
  prices: { price: string; currency_code: string; currency_minor_unit: number };
  categories: Array<{ name: string }>;
  quantity: number;
  totals: { line_subtotal: string; line_total: string; currency_code: string; currency_minor_unit: number };
}

export interface AnalyticsEvent {
  product: AnalyticsProduct;
  quantity: number;
}

export function analyticsEvent(snapshot: ProductSnapshot, quantity: number): AnalyticsEvent {
  const { currency, currencyMinorUnit } = CONSTANTS.locale;
  const price = Number.isFinite(snapshot.price) ? snapshot.price : 0;
  const minor = (amount: number) => String(Math.round(amount * 10 ** currencyMinorUnit));
  const line = minor(price * quantity);
  return {
    quantity,
    product: {
      id: snapshot.id,
      name: snapshot.name,
      sku: snapshot.sku,
      price,
      prices: { price: minor(price), currency_code: currency, currency_minor_unit: currencyMinorUnit },
      categories: snapshot.categories.map((name) => ({ name })),
      quantity,
      totals: { line_subtotal: line, line_total: line, currency_code: currency, currency_minor_unit: currencyMinorUnit },
    },
  };
}
