/** What the host page tells the client (read from the plugins' globals by @talat/core). */
export interface ClientConfig {
  /** admin-ajax.php URL, e.g. '/wp-admin/admin-ajax.php'. */
  ajaxUrl: string;
  /** WooCommerce template containing %%endpoint%%, e.g. '/?wc-ajax=%%endpoint%%'. */
  wcAjaxUrl: string;
  /** REST root, e.g. '/wp-json/' or '/index.php?rest_route=/' with plain permalinks. */
  restRoot: string;
  /** Initial X-WP-Nonce; refreshed on `rest_cookie_invalid_nonce` (§7 REST client behaviour). */
  restNonce?: string;
  /**
   * Time-out of a call for which §9 gives none. Default 30000 ms: long enough for a slow shared
   * host or a slip upload on a mobile link, short enough that a stuck request still surfaces as
   * the §8 fetch_error instead of an endless spinner.
   */
  timeoutMs?: number;
  /** Base for relative URLs; default `document.baseURI` when there is a document. */
  baseUrl?: string;
  /** Injectable fetch; default `globalThis.fetch`, looked up at call time so msw can intercept. */
  fetch?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
