import { defineMessages, type Translate } from '@talat/core';
import { menusMessages } from './messages/menus';
import { themeMessages } from './messages/theme';
import { woocommerceMessages } from './messages/woocommerce';

/**
 * What the page extras say, Thai first. Each group of behaviours keeps its sentences in its own
 * file under messages/ (the theme's, WooCommerce's, the menus and translation's), merged here into
 * the widget's one catalogue.
 */
export const pageExtrasMessages = defineMessages({
  th: { ...themeMessages.th, ...woocommerceMessages.th, ...menusMessages.th },
  en: { ...themeMessages.en, ...woocommerceMessages.en, ...menusMessages.en },
});

export type PageExtrasMessageKey = keyof typeof pageExtrasMessages.th;
export type PageExtrasTranslate = Translate<PageExtrasMessageKey>;
