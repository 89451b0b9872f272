/**
 * URLs from the server or from server markup, read the way the browser will read them. `new URL`
 * applies the URL standard's own clean-up (it drops tabs and newlines anywhere and control
 * characters and spaces at the ends), so `java\tscript:` and `\u0001javascript:` are seen as the
 * `javascript:` they become when clicked; a hand-written scheme regex misses those (issue 10).
 */

/** Schemes the widgets themselves navigate to (a search row, a redirect, a product_url). */
const NAVIGATION_PROTOCOLS = new Set(['http:', 'https:']);

/** The URL the browser would make of `value`, or null when it cannot. */
export function parseUrl(value: string, base: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** The page's address, to resolve relative URLs against (a stand-in outside a browser). */
export function pageBase(doc: Document | undefined = globalThis.document): string {
  return doc?.baseURI ?? 'http://localhost/';
}

/**
 * The absolute address to navigate to, or null when `value` is empty, unparsable or not http(s).
 * Use it before `location.assign` and for every href a widget builds from a server field.
 */
export function navigableUrl(value: string | null | undefined, base: string = pageBase()): string | null {
  if (!value?.trim()) return null;
  const url = parseUrl(value, base);
  return url && NAVIGATION_PROTOCOLS.has(url.protocol) ? url.href : null;
}

/**
 * Sends the browser to `url` when it resolves to http(s) (every widget's navigation: a picked
 * search row, a product_url, a redirect); returns whether it went.
 */
export function assignLocation(win: Pick<Window, 'location'>, url: string): boolean {
  const target = navigableUrl(url, win.location.href);
  if (target) win.location.assign(target);
  return target !== null;
}
