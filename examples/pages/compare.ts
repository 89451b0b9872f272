import {
  compareButtonMarkup,
  compareCheckboxMarkup,
  compareFloatingIconMarkup,
  compareGlobals,
  visitorCompare,
  type FakeShop,
  type Product,
} from '@talat/mocks';
import type { PageContext } from './layout';
import type { PageOptions } from './widgets';

// TH Product Compare on the demo shop (issue 14; docs/research/th-product-compare.md §3): the
// compare button on every listing card, the checkbox on product pages, the floating icon on every
// page, each marked from the visitor's compare cookie as the plugin does when it renders, and the
// recipe's `compare` config section.

/** What a page knows about the visitor's compare list: read from the plugin's cookie. */
export interface CompareVisit {
  /** The products in the list (getPrevId), newest first. */
  readonly ids: readonly number[];
  /** The floating icon's count (the cookie array's length, research §3). */
  readonly count: number;
}

const NO_COMPARE: CompareVisit = { ids: [], count: 0 };

/** The visitor's list, from the request's cookies (by name, values as the browser sent them). */
export function compareVisitor(shop: FakeShop, url: URL, cookies: Readonly<Record<string, string>>): CompareVisit {
  const header = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return visitorCompare(shop, header, url);
}

/**
 * `?compare_actions=tpcp`: the config names the renamed release's actions (research §5), so the
 * widget's switch can be tried against the fake, which serves both sets.
 */
export function compareSwitches(url: URL): Pick<PageOptions, 'compareActions'> {
  return url.searchParams.get('compare_actions') === 'tpcp' ? { compareActions: 'tpcp' } : {};
}

function visitOf(context: PageContext): CompareVisit {
  return context.compare ?? NO_COMPARE;
}

/** The loop's compare button (woocommerce_after_shop_loop_item, priority 11: after the card's buttons). */
export function compareLoopButton(context: PageContext, product: Product): string {
  return compareButtonMarkup(context.shop, product, { added: visitOf(context).ids.includes(product.id) });
}

/** The product page's compare checkbox (woocommerce_after_add_to_cart_button, priority 30). */
export function compareProductCheckbox(context: PageContext, product: Product): string {
  return compareCheckboxMarkup(context.shop, product, { added: visitOf(context).ids.includes(product.id) });
}

/** The floating compare icon (wp_footer). */
export function compareFloatingIcon(context: PageContext): string {
  return compareFloatingIconMarkup(visitOf(context).count);
}

/**
 * The config block's `compare` section as the recipe prints it (wordpress/talat/talat.php): the
 * pre-rename release's action names and `wp_create_nonce('th_product_compare_nonce')`, or the
 * renamed release's names and no nonce. ajaxUrl comes from `woocommerce_params`.
 */
export function compareConfig(shop: FakeShop, options: PageOptions) {
  if (options.compareActions === 'tpcp') {
    return { productAction: 'tpcp_get_compare_product', filterAction: 'tpcp_filter_product', removeAllAction: '' };
  }
  return {
    nonce: compareGlobals(shop).nonce,
    productAction: 'th_get_compare_product',
    filterAction: 'th_compare_filter_product',
    removeAllAction: 'th_remove_all_compare',
  };
}
