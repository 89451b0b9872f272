import { md5 } from '../cart/md5';

// The plugin's own cookie (docs/research/th-product-compare.md §4 "Storage"): the compare list
// lives in the browser, not on the server. Name: th_product_compare::cookieName(); value: a JSON
// array of ids, each passed through th_encrypt() (inc.php): every byte shifted up by a digit of
// the key 12345, then base64. No session and no option, so the fake keeps no per-shop state either.

const KEY = '12345';

/**
 * The key digit for byte i: PHP's substr($key, ($i % 5) - 1, 1), where -1 means the last digit,
 * so the shifts run 5, 1, 2, 3, 4, 5, 1, …
 */
function keyByte(i: number): number {
  const at = (i % KEY.length) - 1;
  return KEY.charCodeAt(at < 0 ? KEY.length - 1 : at);
}

/** th_encrypt(): ids are ASCII digits, so bytes are the string's char codes. false → '' (strlen 0). */
export function thEncrypt(text: string): string {
  let shifted = '';
  for (let i = 0; i < text.length; i++) shifted += String.fromCharCode((text.charCodeAt(i) + keyByte(i)) & 0xff);
  return btoa(shifted);
}

/** th_decrypt(): base64_decode (lenient: junk yields ''), each byte shifted back (chr() wraps at 256). */
export function thDecrypt(encoded: string): string {
  let bytes: string;
  try {
    bytes = atob(encoded.replace(/[^A-Za-z0-9+/=]/g, ''));
  } catch {
    return '';
  }
  let text = '';
  for (let i = 0; i < bytes.length; i++) text += String.fromCharCode((bytes.charCodeAt(i) - keyByte(i)) & 0xff);
  return text;
}

/**
 * th_product_compare::cookieName(): 'th_compare_product_' + the last 12 hex digits of md5 of the
 * site URL after its '//', with every '/' and ':' removed ('http://shop.test:8080/sub' → md5 of
 * 'shop.test8080sub').
 */
export function compareCookieName(siteUrl: string): string {
  const afterScheme = siteUrl.includes('//') ? siteUrl.slice(siteUrl.lastIndexOf('//') + 2) : siteUrl;
  return `th_compare_product_${md5(afterScheme.replace(/[/:]/g, '')).slice(-12)}`;
}

/** get_site_url() as the fake sees it: an absolute homeUrl, or the request's origin plus a relative one. */
export function compareSiteUrl(homeUrl: string, requestUrl: URL | string): string {
  if (/^https?:\/\//i.test(homeUrl)) return homeUrl;
  return `${new URL(requestUrl).origin}${homeUrl}`;
}

/** The raw (still %-encoded) value of cookie `name` in a Cookie header, or undefined. */
function rawCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at >= 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** $_COOKIE[name] then json_decode(…, true): the array of encrypted entries, or [] if not an array. */
export function compareCookieEntries(cookieHeader: string | null | undefined, name: string): unknown[] {
  const raw = rawCookie(cookieHeader, name);
  if (!raw) return [];
  let decoded: unknown;
  try {
    // PHP url-decodes cookie values, '+' included.
    decoded = JSON.parse(decodeURIComponent(raw.replace(/\+/g, ' ')));
  } catch {
    return [];
  }
  if (Array.isArray(decoded)) return decoded;
  // json_encode of an array with holes writes an object; json_decode(…, true) reads it back as an array.
  return decoded !== null && typeof decoded === 'object' ? Object.values(decoded) : [];
}

/** getPrevId(): the entries decrypted, absint'ed, zeros dropped, in cookie order (newest first). */
export function compareIdsFromCookie(cookieHeader: string | null | undefined, name: string): number[] {
  return compareCookieEntries(cookieHeader, name)
    .map((entry) => Math.abs(Number.parseInt(thDecrypt(String(entry ?? '')), 10) || 0))
    .filter((id) => id > 0);
}

/**
 * setcookie(name, value, time() + 86400, '/'): the value is json_encode of the encrypted entries
 * (json_encode escapes '/'), url-encoded as PHP does. An empty list is setcookie(name, ''), which
 * PHP sends as a deletion.
 */
export function compareSetCookie(name: string, entries: ReadonlyArray<number | false> | null): string {
  if (!entries || entries.length === 0) return `${name}=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/`;
  const json = JSON.stringify(entries.map((e) => thEncrypt(e === false ? '' : String(e)))).replace(/\//g, '\\/');
  const expires = new Date(Date.now() + 86_400_000).toUTCString();
  return `${name}=${encodeURIComponent(json)}; expires=${expires}; Max-Age=86400; path=/`;
}
