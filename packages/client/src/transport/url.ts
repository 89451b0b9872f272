/**
 * URL helpers. fetch needs absolute URLs: under jsdom (and in Node) `new Request('/x')` throws, so
 * every relative URL from the page config is resolved here first (DESIGN "Toolchain").
 */

export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | null | undefined | ReadonlyArray<QueryScalar>;
export type Query = Readonly<Record<string, QueryValue>>;

function defaultBaseUrl(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.baseURI;
}

/** Absolute URL for `url`, resolved against `baseUrl`, else `document.baseURI` when there is a page. */
export function resolveUrl(url: string, baseUrl?: string): URL {
  try {
    return new URL(url, baseUrl ?? defaultBaseUrl());
  } catch {
    throw new Error(`@talat/client: cannot resolve "${url}"; pass ClientConfig.baseUrl`);
  }
}

/**
 * Appends query values in insertion order (arrays as `key[]`, the way PHP reads them);
 * `null`/`undefined` are left out. `set` replaces a key that the URL already carries.
 */
export function addQuery(url: URL, query: Query | undefined, mode: 'append' | 'set' = 'append'): URL {
  if (!query) return url;
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      url.searchParams.delete(`${key}[]`);
      for (const item of value as ReadonlyArray<QueryScalar>) url.searchParams.append(`${key}[]`, String(item));
    } else if (mode === 'set') {
      url.searchParams.set(key, String(value));
    } else {
      url.searchParams.append(key, String(value));
    }
  }
  return url;
}
