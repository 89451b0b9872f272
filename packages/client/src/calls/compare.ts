import { assignDefined, expectObject, isObject, optString, toBool } from '../shape';
import { readJson } from '../transport/body';
import type { CallOptions, TransportContext } from '../transport/context';
import { postAjaxForm } from '../transport/ajax';

export interface CompareProductParams {
  /** A product id, or 'refresh' on page start (§7 Compare). */
  product_id: string;
  add_remove?: 'add' | 'remove';
}

export interface CompareProductResult {
  /** '1' when the list is empty. */
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
  filterProducts(params: { inputs: string }, options?: CallOptions): Promise<CompareFilterResult>;
}

function toSearchItem(item: unknown): CompareSearchItem | undefined {
  if (!isObject(item)) return undefined;
  const id = optString(item.id);
  if (id === undefined) return undefined;
  const image = optString(item.image_url);
  return { id, image_url: image === undefined || image === '' || image === '0' ? null : image, label: optString(item.label) ?? '' };
}

export function createCompareCalls(ctx: TransportContext): CompareCalls {
  return {
    async getCompareProduct(params, options) {
      const response = await postAjaxForm(
        ctx,
        { action: 'th_get_compare_product', product_id: params.product_id, add_remove: params.add_remove },
        options,
      );
      const body = expectObject(await readJson(response), 'compare reply is not an object');
      return assignDefined<CompareProductResult>(
        {},
        {
          no_product: optString(body.no_product),
          html: optString(body.html),
          footer_bar: optString(body.footer_bar),
          product_limit: optString(body.product_limit),
        },
      );
    },
    async filterProducts(params, options) {
      const response = await postAjaxForm(ctx, { action: 'th_compare_filter_product', inputs: params.inputs }, options);
      const body = expectObject(await readJson(response), 'compare search reply is not an object');
      // wp_send_json_error carries a message in `data`, not a list: no results then.
      const list: unknown[] = Array.isArray(body.data) ? (body.data as unknown[]) : [];
      const data = list.map(toSearchItem).filter((item): item is CompareSearchItem => item !== undefined);
      return { success: toBool(body.success), data };
    },
  };
}
