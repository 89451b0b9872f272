import type { Product } from './types';

// WooCommerce's wc_price()/get_price_html() markup, because the search dropdown receives it as a
// pre-formatted string and widgets must show it exactly as the theme styles it.

export interface PriceFormat {
  /** HTML entity or text, as `get_woocommerce_currency_symbol()` returns it. */
  readonly currencySymbol: string;
  readonly decimals: number;
  readonly thousandSeparator: string;
  readonly decimalSeparator: string;
}

export const THB_PRICE_FORMAT: PriceFormat = {
  currencySymbol: '&#3647;',
  decimals: 2,
  thousandSeparator: ',',
  decimalSeparator: '.',
};

export function formatAmount(amount: number, format: PriceFormat = THB_PRICE_FORMAT): string {
  const [whole = '0', fraction] = Math.abs(amount).toFixed(format.decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.thousandSeparator);
  const sign = amount < 0 ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}${format.decimalSeparator}${fraction}`;
}

/** `wc_price()`: one amount. */
export function formatAmountHtml(amount: number, format: PriceFormat = THB_PRICE_FORMAT): string {
  return (
    '<span class="woocommerce-Price-amount amount"><bdi>' +
    `<span class="woocommerce-Price-currencySymbol">${format.currencySymbol}</span>` +
    `${formatAmount(amount, format)}</bdi></span>`
  );
}

/** `get_price_html()`: the amount, or the struck-out regular price followed by the sale price. */
export function formatPriceHtml(
  product: Pick<Product, 'price' | 'regularPrice'>,
  format: PriceFormat = THB_PRICE_FORMAT,
): string {
  if (product.price < product.regularPrice) {
    return `<del>${formatAmountHtml(product.regularPrice, format)}</del> <ins>${formatAmountHtml(product.price, format)}</ins>`;
  }
  return formatAmountHtml(product.price, format);
}
