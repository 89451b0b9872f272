import { assignDefined, expectObject, isObject, optString, stringMap, toBool } from '../shape';
import { readJson } from '../transport/body';
import type { CallOptions, TransportContext } from '../transport/context';
import type { FormFields } from '../transport/form';
import { FRAGMENT_REQUEST_TIMEOUT_MS } from '../transport/limits';
import { postWcAjax } from '../transport/wc-ajax';

/** The reply of every §7 Cart call (WooCommerce's WC_AJAX::get_refreshed_fragments and friends). */
export interface CartResult {
  /** CSS selector → markup that replaces the element it selects (DESIGN "Host ecosystem"). */
  fragments?: Record<string, string>;
  cart_hash?: string;
  /** add_to_cart: true, with product_url, when WooCommerce refused the add (still HTTP 200). */
  error?: boolean;
  product_url?: string;
  /** remove_from_cart answers wp_send_json_error(), i.e. {success:false}, for an unknown key. */
  success?: boolean;
}

export interface RefreshedFragmentsParams {
  /** A timestamp that keeps caches from answering; omitted → empty body. */
  time?: number;
}

export interface UpdateItemQuantityParams {
  cart_key: string;
  new_qty: number;
  /**
   * The side cart's nonce (SPEC §7), where the installed release prints one
   * (`taiowc_param.update_qty_nonce`). TH All In One Woo Cart 2.0.5 prints none and its script sends
   * none: left out, no `security` field is sent, as its script sends (decision 475).
   */
  security?: string;
}

export interface RemoveFromCartParams {
  cart_item_key: string;
}

export interface CartCalls {
  /** Time-out 5000 ms (§9 Cart 'Fragment request time-out') unless options.timeoutMs says otherwise. */
  getRefreshedFragments(params?: RefreshedFragmentsParams, options?: CallOptions): Promise<CartResult>;
  updateItemQuantity(params: UpdateItemQuantityParams, options?: CallOptions): Promise<CartResult>;
  /** `data`: the button's data attributes as they are (§3 'Add-to-cart button data'). */
  addToCart(data: Readonly<Record<string, string>>, options?: CallOptions): Promise<CartResult>;
  removeFromCart(params: RemoveFromCartParams, options?: CallOptions): Promise<CartResult>;
}

export function parseCartResult(data: unknown): CartResult {
  const body = expectObject(data, 'cart reply is not an object');
  return assignDefined<CartResult>(
    {},
    {
      fragments: isObject(body.fragments) ? stringMap(body.fragments) : undefined,
      cart_hash: optString(body.cart_hash),
      error: body.error === undefined ? undefined : toBool(body.error),
      product_url: optString(body.product_url),
      success: body.success === undefined ? undefined : toBool(body.success),
    },
  );
}

export function createCartCalls(ctx: TransportContext): CartCalls {
  async function call(endpoint: string, fields: FormFields, options?: CallOptions, timeoutMs?: number) {
    const response = await postWcAjax(ctx, endpoint, fields, options, timeoutMs);
    return parseCartResult(await readJson(response));
  }
  return {
    getRefreshedFragments: (params = {}, options) =>
      call('get_refreshed_fragments', { time: params.time }, options, FRAGMENT_REQUEST_TIMEOUT_MS),
    updateItemQuantity: (params, options) =>
      call(
        'taiowc_update_item_quantity',
        { cart_key: params.cart_key, new_qty: params.new_qty, security: params.security },
        options,
      ),
    addToCart: (data, options) => call('add_to_cart', data, options),
    removeFromCart: (params, options) => call('remove_from_cart', { cart_item_key: params.cart_item_key }, options),
  };
}
