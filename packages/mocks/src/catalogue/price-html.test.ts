import { describe, expect, it } from 'vitest';
import { formatAmount, formatAmountHtml, formatPriceHtml } from './price-html';

const amount = (text: string): string =>
  `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#3647;</span>${text}</bdi></span>`;

describe('WooCommerce price markup (§3 Search suggestion price)', () => {
  it('groups thousands and keeps two decimals', () => {
    expect(formatAmount(1250)).toBe('1,250.00');
    expect(formatAmount(4.5)).toBe('4.50');
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
  });

  it('prints wc_price markup with the baht sign entity', () => {
    expect(formatAmountHtml(1250)).toBe(amount('1,250.00'));
  });

  it('prints one amount for a regular price', () => {
    expect(formatPriceHtml({ price: 9.75, regularPrice: 9.75 })).toBe(amount('9.75'));
  });

  it('strikes the regular price out for a sale', () => {
    expect(formatPriceHtml({ price: 5.75, regularPrice: 7.5 })).toBe(
      `<del>${amount('7.50')}</del> <ins>${amount('5.75')}</ins>`,
    );
  });
});
