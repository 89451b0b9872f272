// The pieces of a URL sourcebuster looks at (research "SB: the rules", uri.js): the host (without
// port or user info), the path, the query, and query parameters read its way — raw (not decoded),
// the value between the first and second `=`, undefined without `=`, repeats joined by commas.

export interface UrlParts {
  host: string;
  path: string;
  query: string;
}

/**
 * Splits a referrer the way sourcebuster's "loose" URI parser does: after the scheme and `//`, a
 * user-info part runs up to the first `@` when at most one `:` comes before it, even across `/` (so
 * in `https://a.example/x@y` the host is `y`), then the host up to `:`, `/`, `?` or `#`, an optional
 * port, the path, the query. Same answers as sourcebuster for the same referrer.
 */
export function urlParts(url: string): UrlParts {
  let rest = url.replace(/^[^:/?#.]+:/, '').replace(/^\/\//, '');
  rest = rest.replace(/^[^:@]*(?::[^:@]*)?@/, '');
  const host = /^[^:/?#]*/.exec(rest)?.[0] ?? '';
  rest = rest.slice(host.length).replace(/^:\d*/, '');
  const path = /^[^?#]*/.exec(rest)?.[0] ?? '';
  const query = /^\?([^#]*)/.exec(rest.slice(path.length))?.[1] ?? '';
  return { host, path, query };
}

/** `location.search` without its `?`, from `location.href`. */
export function locationQuery(href: string): string {
  const withoutHash = href.split('#')[0] ?? '';
  const at = withoutHash.indexOf('?');
  return at === -1 ? '' : withoutHash.slice(at + 1);
}

/** `location.hostname` from `location.href` ('' when it is not a URL). */
export function locationHostname(href: string): string {
  try {
    return new URL(href).hostname;
  } catch {
    return '';
  }
}

/** A bare hostname (location.hostname) or a URL's host, with the first `www.` removed, as `uri.getHost`. */
export function hostWithoutWww(host: string): string {
  return host.replace('www.', '');
}

/** A parameter's value as sourcebuster packs it: a string, or a repeated one joined with commas. */
export type QueryValue = string | undefined;

/**
 * sourcebuster's `getParam` over a query (without `?`). Returns a Map so that names such as
 * `constructor` are ordinary parameters (sourcebuster itself throws on them).
 */
export function queryParams(query: string): Map<string, QueryValue> {
  const params = new Map<string, QueryValue>();
  const repeated = new Map<string, QueryValue[]>();
  for (const pair of query.split('&')) {
    const parts = pair.split('=');
    const name = parts[0] ?? '';
    const value = parts.length > 1 ? parts[1] : undefined;
    const seen = repeated.get(name);
    if (seen) {
      seen.push(value);
      // sourcebuster keeps an array, which becomes `a,b` (undefined as '') when packed.
      params.set(name, seen.map((each) => each ?? '').join(','));
    } else if (params.has(name) && params.get(name) !== undefined) {
      const list = [params.get(name), value];
      repeated.set(name, list);
      params.set(name, list.map((each) => each ?? '').join(','));
    } else {
      params.set(name, value);
    }
  }
  return params;
}
