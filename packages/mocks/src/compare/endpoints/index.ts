import type { EndpointDefinition } from '../../router/registry';
import { compareFilterProduct } from './compare-filter-product';
import { getCompareProduct } from './get-compare-product';
import { removeAllCompare } from './remove-all-compare';
import { tpcpFilterProduct } from './tpcp-filter-product';
import { tpcpGetCompareProduct } from './tpcp-get-compare-product';

// TH Product Compare's front-end actions, each registered for guests too (wp_ajax_nopriv_):
// the pre-rename release's three (th_*, with the nonce) and the renamed release's two (tpcp_*),
// so a demo or test can switch the widget's config between them (research §5).
export const compareEndpoints: readonly EndpointDefinition[] = [
  getCompareProduct,
  removeAllCompare,
  compareFilterProduct,
  tpcpGetCompareProduct,
  tpcpFilterProduct,
];
