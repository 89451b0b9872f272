// @talat/page-extras: the theme's and WooCommerce's site-wide behaviours (issue 16).
export { pageExtrasConfigSpec, type PageExtrasConfig } from './config';
export type { PageExtra, PageExtrasContext } from './context';
export { pageExtrasMessages, type PageExtrasMessageKey, type PageExtrasTranslate } from './messages';
export { CLAIMED_CLICKS } from './first/claims';
export { startPreloader } from './first/preloader';
export { startSortOrder } from './first/sort-order';
export { startStoreNotice } from './first/store-notice';
export { PAGE_EXTRAS, startPageExtras, type PageExtrasSession } from './session';
export { mountPageExtras, pageExtrasWidget, type MountPageExtrasOptions } from './mount';
