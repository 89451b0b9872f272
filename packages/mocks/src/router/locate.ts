import type { EndpointKind } from './wp-request';

// Which part of WordPress a URL addresses, if any. Everything else (pages, scripts, styles) is
// not ours and passes through to the real network or the demo server.

export interface Location {
  readonly kind: EndpointKind;
  /** Known from the URL alone; admin-ajax learns its action from the params later. */
  readonly endpoint?: string;
}

const ADMIN_AJAX = '/wp-admin/admin-ajax.php';
const REST_PREFIX = '/wp-json';

export function locate(url: URL): Location | undefined {
  const path = url.pathname;
  // A WordPress in a sub-directory (example.com/shop/) still ends in wp-admin/admin-ajax.php.
  if (path.endsWith(ADMIN_AJAX)) return { kind: 'admin-ajax' };
  if (path === REST_PREFIX || path.startsWith(`${REST_PREFIX}/`)) {
    return { kind: 'rest', endpoint: path.slice(REST_PREFIX.length) || '/' };
  }
  // Plain permalinks address REST as /?rest_route=/wp/v2/...
  const restRoute = url.searchParams.get('rest_route');
  if (restRoute !== null) return { kind: 'rest', endpoint: restRoute || '/' };
  // WooCommerce answers wc-ajax on any front-end URL, though its template is '/?wc-ajax=%%endpoint%%'.
  const wcAjax = url.searchParams.get('wc-ajax');
  if (wcAjax !== null) return { kind: 'wc-ajax', endpoint: wcAjax };
  if (path.startsWith('/mock-media/')) return { kind: 'media', endpoint: path };
  // WebToffee's print URL: any front-end or admin URL with print_packinglist (documents/urls.ts).
  if (url.searchParams.has('print_packinglist')) return { kind: 'document', endpoint: 'print_packinglist' };
  return undefined;
}
