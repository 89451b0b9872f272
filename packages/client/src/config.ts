/**
 * What the host page tells the client (read from the plugins' globals by @talat/core). Each root
 * is needed only by the families that call it, so a widget passes just the ones it has; a call
 * whose root is missing fails when it is made, naming the key (transport/roots.ts).
 */
export interface ClientConfig {
  /** admin-ajax.php URL, e.g. '/wp-admin/admin-ajax.php': search, wishlist, compare, payment, lead forms, the REST nonce refresh. */
  ajaxUrl?: string;
  /** WooCommerce template containing %%endpoint%%, e.g. '/?wc-ajax=%%endpoint%%': the cart. */
  wcAjaxUrl?: string;
  /** REST root, e.g. '/wp-json/' or '/index.php?rest_route=/' with plain permalinks: contact forms, `rest`. */
  restRoot?: string;
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
