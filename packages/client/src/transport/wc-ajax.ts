import type { CallOptions, TransportContext } from './context';
import { type FormFields, toFormBody } from './form';
import { send } from './http';
import { requireRoot } from './roots';
import { resolveUrl } from './url';

/**
 * WooCommerce's own lightweight ajax (`/?wc-ajax=%%endpoint%%`, from wc_add_to_cart_params /
 * wc_cart_fragments_params), used by every call of §7 Cart.
 */
export function wcAjaxUrl(ctx: TransportContext, endpoint: string): URL {
  const template = requireRoot(ctx.config, 'wcAjaxUrl');
  if (!template.includes('%%endpoint%%')) {
    throw new Error(`@talat/client: wcAjaxUrl "${template}" lacks %%endpoint%%`);
  }
  return resolveUrl(template.replaceAll('%%endpoint%%', encodeURIComponent(endpoint)), ctx.config.baseUrl);
}

export function postWcAjax(
  ctx: TransportContext,
  endpoint: string,
  fields: FormFields,
  options?: CallOptions,
  /** The §9 time-out of this endpoint, when it has one. */
  timeoutMs?: number,
): Promise<Response> {
  return send(
    ctx,
    { method: 'POST', url: wcAjaxUrl(ctx, endpoint), body: toFormBody(fields), ...(timeoutMs === undefined ? {} : { timeoutMs }) },
    options,
  );
}
