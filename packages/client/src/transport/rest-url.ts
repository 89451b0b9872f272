import type { TransportContext } from './context';
import type { RestTarget } from './rest-request';
import { requireRoot } from './roots';
import { addQuery, type Query, resolveUrl } from './url';

/** The absolute URL of a REST target with the caller's query; `_locale` is the locale middleware's. */
export function restUrl(ctx: TransportContext, target: RestTarget, query?: Query): URL {
  let url: URL;
  if ('url' in target) {
    url = typeof target.url === 'string' ? resolveUrl(target.url, ctx.config.baseUrl) : new URL(target.url.href);
  } else {
    const root = requireRoot(ctx.config, 'restRoot');
    let path = target.path.replace(/^\/+/, '');
    // With plain permalinks the root is '/?rest_route=/': the path's own query must join with '&'.
    if (root.includes('?')) path = path.replace('?', '&');
    url = resolveUrl(root + path, ctx.config.baseUrl);
  }
  return addQuery(url, query);
}
