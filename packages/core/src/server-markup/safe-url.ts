/**
 * URLs from the server or from server markup, read the way the browser will read them. `new URL`
 * applies the URL standard's own clean-up (it drops tabs and newlines anywhere and control
 * characters and spaces at the ends), so `java\tscript:` and `\u0001javascript:` are seen as the
 * `javascript:` they become when clicked; a hand-written scheme regex misses those (issue 10).
 */

/** Schemes a link in server markup may keep. */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
/** Schemes the widgets themselves navigate to (a search row, a redirect, a product_url). */
const NAVIGATION_PROTOCOLS = new Set(['http:', 'https:']);

function parse(value: string, base: string): URL | null {
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
  const url = parse(value, base);
  return url && NAVIGATION_PROTOCOLS.has(url.protocol) ? url.href : null;
}

/**
 * Whether a URL attribute of server markup may stay: http(s), mailto and tel, relative URLs, and
 * inline images (`data:image/…`) where the caller allows them (`<img src>` only). An empty value
 * is harmless (it points at the page itself).
 */
export function isAllowedMarkupUrl(value: string, base: string, allowDataImage = false): boolean {
  if (value.trim() === '') return true;
  const url = parse(value, base);
  if (!url) return false;
  if (LINK_PROTOCOLS.has(url.protocol)) return true;
  return allowDataImage && url.protocol === 'data:' && /^data:image\//i.test(url.href);
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
