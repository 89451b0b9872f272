import type { PageExtra } from '../context';

/** WooCommerce notices: scroll with a 100 px offset over 1000 ms, focus (§2.2, §9 Page). To be built. */
export const startNoticesScroll: PageExtra = () => undefined;
