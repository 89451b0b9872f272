import { CONSTANTS } from './constants';
import type { Locale } from './i18n/translate';

/** THB with its minor unit of 2 (SPEC §9 Locale), e.g. ฿1,250.00. */
export function formatMoney(amount: number, locale: Locale = 'th'): string {
  return new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-US', {
    style: 'currency',
    currency: CONSTANTS.locale.currency,
    minimumFractionDigits: CONSTANTS.locale.currencyMinorUnit,
    maximumFractionDigits: CONSTANTS.locale.currencyMinorUnit,
  }).format(amount);
}

/** Amounts in minor units (satang), as WooCommerce's Store API sends prices.price. */
export function formatMinorUnits(minor: number, locale: Locale = 'th'): string {
  return formatMoney(minor / 10 ** CONSTANTS.locale.currencyMinorUnit, locale);
}
