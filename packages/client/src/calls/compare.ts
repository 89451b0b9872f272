import { TalatRequestError } from '../errors';
import { assignDefined, expectObject, isObject, optString, toBool, type JsonObject } from '../shape';
import { readJson } from '../transport/body';
import type { CallOptions, TransportContext } from '../transport/context';
import { postAjaxForm } from '../transport/ajax';

/**
 * TH Product Compare's calls (SPEC §7 Compare). Its release 1.4.1 exists twice
 * (docs/research/th-product-compare.md §5): first with `th_*` actions, a `nonce` field and plain
 * replies, later with `tpcp_*` actions, no nonce, and every reply wrapped by wp_send_json_success.
 * The action names are parameters (defaults: the spec's) and both reply forms are read.
 */
export interface CompareRequest {
  /** The action name; SPEC §7's by default. */
  action?: string;
  /** `th_product.nonce`; sent only when given (the renamed release has none). */
  nonce?: string;
}

export interface CompareProductParams extends CompareRequest {
  /** A product id, or 'refresh' on page start (§7 Compare). */
  product_id: string;
  /**
   * The plugin's server requires it on every call, 'refresh' included (it sends 'add' then);
   * 'removeall' is the renamed release's "remove all".
   */
  add_remove: 'add' | 'remove' | 'removeall';
}

export interface CompareProductResult {
  /** '1' when the list is empty (the plugin sends 1, '1', or in the renamed release 'no_product'). */
  no_product?: string;
  /** Popup markup (render through core's markup door, `loadMarkupDoor`). */
  html?: string;
  /** Footer bar markup. */
  footer_bar?: string;
  /** The limit-reached message, shown in the popup heading (§8 Compare). */
  product_limit?: string;
}

/** §3 'Compare list' search result. */
export interface CompareSearchItem {
  id: string;
  /** null where the plugin sends 0 for "no image". */
  image_url: string | null;
  label: string;
}

export interface CompareFilterResult {
  success: boolean;
  data: CompareSearchItem[];
}

export interface CompareCalls {
  getCompareProduct(params: CompareProductParams, options?: CallOptions): Promise<CompareProductResult>;
  filterProducts(params: CompareRequest & { inputs: string }, options?: CallOptions): Promise<CompareFilterResult>;
  /** The first release's `th_remove_all_compare`; the renamed one uses getCompareProduct 'removeall'. */
  removeAll(params?: CompareRequest, options?: CallOptions): Promise<CompareProductResult>;
}

export const COMPARE_DEFAULT_ACTIONS = {
  product: 'th_get_compare_product',
  filter: 'th_compare_filter_product',
  removeAll: 'th_remove_all_compare',
} as const;

function toSearchItem(item: unknown): CompareSearchItem | undefined {
  if (!isObject(item)) return undefined;
  const id = optString(item.id);
  if (id === undefined) return undefined;
  const image = optString(item.image_url);
  return { id, image_url: image === undefined || image === '' || image === '0' ? null : image, label: optString(item.label) ?? '' };
}

/** A wp_send_json_success/_error envelope (`{success, data}`), as the renamed release and every refusal send. */
function isEnvelope(body: JsonObject): boolean {
  return typeof body.success === 'boolean' && 'data' in body && !('html' in body) && !('no_product' in body);
}

/** The list reply, unwrapped: a refusal (`success: false`) is an error, the strings mean an empty list. */
function listReplyOf(raw: unknown): CompareProductResult {
  let body = expectObject(raw, 'compare reply is not an object');
  if (isEnvelope(body)) {
    if (body.success !== true) throw new TalatRequestError({ kind: 'server', message: 'compare call refused', data: raw });
    if (body.data === 'no_product' || body.data === 'all_removed') return { no_product: '1' };
    body = expectObject(body.data, 'compare reply data is not an object');
  }
  return assignDefined<CompareProductResult>(
    {},
    {
      no_product: optString(body.no_product),
      html: optString(body.html),
      footer_bar: optString(body.footer_bar),
      product_limit: optString(body.product_limit),
    },
  );
}

const withNonce = (fields: Record<string, string | undefined>, nonce: string | undefined) => (nonce ? { ...fields, nonce } : fields);

export function createCompareCalls(ctx: TransportContext): CompareCalls {
  return {
    async getCompareProduct(params, options) {
      const fields = { action: params.action || COMPARE_DEFAULT_ACTIONS.product, product_id: params.product_id, add_remove: params.add_remove };
      const response = await postAjaxForm(ctx, withNonce(fields, params.nonce), options);
      return listReplyOf(await readJson(response));
    },
    async removeAll(params = {}, options) {
      const response = await postAjaxForm(ctx, withNonce({ action: params.action || COMPARE_DEFAULT_ACTIONS.removeAll }, params.nonce), options);
      return listReplyOf(await readJson(response));
    },
    async filterProducts(params, options) {
      const fields = { action: params.action || COMPARE_DEFAULT_ACTIONS.filter, inputs: params.inputs };
      const response = await postAjaxForm(ctx, withNonce(fields, params.nonce), options);
      const body = expectObject(await readJson(response), 'compare search reply is not an object');
      // No match: the plugin sends `data: {no_product: 'No Product Found'}`, an object, not a list.
      const list: unknown[] = Array.isArray(body.data) ? (body.data as unknown[]) : [];
      const data = list.map(toSearchItem).filter((item): item is CompareSearchItem => item !== undefined);
      return { success: toBool(body.success), data };
    },
  };
}
