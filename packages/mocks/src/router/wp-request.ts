// The request as an endpoint handler sees it: already dispatched and with its params read the way
// PHP fills $_REQUEST, so handlers never parse bodies or URLs themselves.

export type EndpointKind = 'admin-ajax' | 'wc-ajax' | 'rest' | 'media' | 'document';

export interface WpRequest {
  readonly kind: EndpointKind;
  readonly url: URL;
  /** Effective method: for REST, X-HTTP-Method-Override / `_method` on a POST is honoured. */
  readonly method: string;
  /** admin-ajax action, wc-ajax endpoint, REST route (no '/wp-json', no query) or media path. */
  readonly endpoint: string;
  /** Query then body string fields, body winning (PHP's $_REQUEST); `_locale` removed. */
  readonly params: Readonly<Record<string, string>>;
  /** Every field in order, for PHP array syntax (`cart[abc][qty]`) and repeated names. */
  readonly paramEntries: ReadonlyArray<readonly [string, string]>;
  /** Multipart file fields by name. */
  readonly files: Readonly<Record<string, File>>;
  /** Parsed JSON body, when the request sent one. */
  readonly json: unknown;
  readonly headers: Headers;
  readonly signal: AbortSignal;
  /** Values of `:name` segments of the matched route pattern. */
  readonly routeParams: Readonly<Record<string, string>>;
}
