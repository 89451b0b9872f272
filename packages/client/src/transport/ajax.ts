import type { CallOptions, TransportContext } from './context';
import { type FormFields, toFormBody } from './form';
import { send } from './http';
import { requireRoot } from './roots';
import { addQuery, type Query, resolveUrl } from './url';

/**
 * admin-ajax.php, the endpoint of every plugin call of §7 (payment, wishlist, compare, lead
 * forms, live search, rest-nonce). WordPress routes on `action`, read from $_REQUEST.
 */

/** The admin-ajax URL with `query` appended after whatever the configured URL carries. */
export function ajaxUrl(ctx: TransportContext, query?: Query): URL {
  return addQuery(resolveUrl(requireRoot(ctx.config, 'ajaxUrl'), ctx.config.baseUrl), query);
}

export function getAjax(ctx: TransportContext, query: Query, options?: CallOptions): Promise<Response> {
  return send(ctx, { method: 'GET', url: ajaxUrl(ctx, query) }, options);
}

/** Form-encoded POST, as jQuery.ajax sends a plain-object `data`. */
export function postAjaxForm(ctx: TransportContext, fields: FormFields, options?: CallOptions): Promise<Response> {
  return send(ctx, { method: 'POST', url: ajaxUrl(ctx), body: toFormBody(fields) }, options);
}

/** Multipart POST of a form as the shopper filled it (files included); `action` comes from the form. */
export function postAjaxMultipart(ctx: TransportContext, formData: FormData, options?: CallOptions): Promise<Response> {
  return send(ctx, { method: 'POST', url: ajaxUrl(ctx), body: formData }, options);
}
