import { isRecord, type WidgetConfigSpec } from '@talat/core';

/**
 * The compare widget's settings: SPEC §7/§9 "Compare" as defaults, then TH Product Compare's own
 * `th_product` global while its script is still enqueued, then the recipe's config block (README
 * "Compare"). The plugin renamed its actions from `th_*` to `tpcp_*` in a later release that kept
 * the version number 1.4.1 (docs/research/th-product-compare.md §5): the names come from config.
 */
export interface CompareConfig extends Record<string, unknown> {
  /** admin-ajax.php; every §7 Compare call goes there. */
  ajaxUrl: string;
  /** `th_product.nonce` (action `th_product_compare_nonce`); the tpcp_* release has none ('' then). */
  nonce: string;
  /** The list call: 'th_get_compare_product' (SPEC §7), 'tpcp_get_compare_product' after the rename. */
  productAction: string;
  /** The search call: 'th_compare_filter_product' (SPEC §7), 'tpcp_filter_product' after the rename. */
  filterAction: string;
  /**
   * The footer's "remove all": 'th_remove_all_compare' before the rename; '' after it, where the
   * list call takes add_remove 'removeall' instead.
   */
  removeAllAction: string;
  locale?: string;
}

/** The action names of each release (research §5). */
export const COMPARE_ACTIONS = {
  th: { productAction: 'th_get_compare_product', filterAction: 'th_compare_filter_product', removeAllAction: 'th_remove_all_compare' },
  tpcp: { productAction: 'tpcp_get_compare_product', filterAction: 'tpcp_filter_product', removeAllAction: '' },
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const actionName = (value: unknown) => (typeof value === 'string' && /^[a-z0-9_]*$/i.test(value) ? value : undefined);

export const compareConfigSpec: WidgetConfigSpec<CompareConfig> = {
  widget: 'compare',
  section: 'compare',
  defaults: { nonce: '', ...COMPARE_ACTIONS.th },
  fromGlobals(globals) {
    const params = isRecord(globals.th_product) ? globals.th_product : undefined;
    if (!params) return {};
    // The renamed release localises `tpcp_product_ajax_url` and no nonce.
    const renamed = text(params.tpcp_product_ajax_url);
    if (renamed !== undefined) return { ajaxUrl: renamed, ...COMPARE_ACTIONS.tpcp };
    return { ajaxUrl: text(params.th_product_ajax_url), nonce: text(params.nonce) };
  },
  required: ['ajaxUrl', 'productAction', 'filterAction'],
  validate: (config) => {
    for (const key of ['productAction', 'filterAction', 'removeAllAction'] as const) {
      if (actionName(config[key]) === undefined) return `"${key}" is not an action name`;
    }
    // Only "remove all" may be '' (the renamed release has no action of its own for it).
    if (config.productAction === '' || config.filterAction === '') return `"${config.productAction === '' ? 'productAction' : 'filterAction'}" is empty`;
    return undefined;
  },
};
