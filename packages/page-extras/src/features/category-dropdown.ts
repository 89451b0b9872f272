import type { PageExtra } from '../context';

/** WooCommerce's product-categories dropdown goes to the chosen category (§1 Page extras). To be built. */
export const startCategoryDropdown: PageExtra = () => undefined;
