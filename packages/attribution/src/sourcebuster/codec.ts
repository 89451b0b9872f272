// sourcebuster's cookie format (research "SB: cookie names, formats, encoding"): a container is
// `key=value|||key=value…`, URI-encoded (plus `! ~ * ' ( )`) and optionally base64'd on write; on
// read it is base64-decoded when it looks like base64, then URI-decoded, and every value is
// URI-decoded once more. Reproduced step by step so the recorded values match WooCommerce's.

export const DELIMITER = '|||';

/** sourcebuster's `encodeData`: encodeURIComponent plus the six characters it leaves alone. */
export function encodeData(text: string): string {
  return encodeURIComponent(text).replace(/[!~*'()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `unescape`'s rule (%uXXXX and %XX, anything else kept): sourcebuster's fallback for bad UTF-8.
 * Only a lower-case `u` starts the wide form, as in `unescape` (`%U0041` stays as it is).
 */
function unescapeLegacy(text: string): string {
  return text.replace(/%u([0-9a-fA-F]{4})|%([0-9a-fA-F]{2})/g, (_match, wide: string | undefined, narrow: string | undefined) =>
    String.fromCharCode(parseInt(wide ?? narrow ?? '', 16)),
  );
}

/** The six escapes encodeData adds, by their exact upper-case text (sourcebuster's own list). */
const KEPT_ESCAPES: Readonly<Record<string, string>> = { '%21': '!', '%7E': '~', '%2A': '*', '%27': "'", '%28': '(', '%29': ')' };

/**
 * sourcebuster's `decodeData`: decodeURIComponent and then, on the DECODED text, its six escapes
 * turned back into characters (so a URL's `%2521` ends up as `!`, not `%21`); the legacy unescape
 * (without that step) when the text is not valid UTF-8. Never throws.
 */
export function decodeData(text: string): string {
  try {
    return decodeURIComponent(text).replace(/%21|%7E|%2A|%27|%28|%29/g, (escape) => KEPT_ESCAPES[escape] ?? escape);
  } catch {
    return unescapeLegacy(text);
  }
}

/** What sourcebuster writes after `name=`: the encoded text, base64'd without padding when asked. */
export function encodeCookieContent(packed: string, base64: boolean): string {
  const encoded = encodeData(packed);
  return base64 ? btoa(encoded).replace(/=+$/, '') : encoded;
}

const BASE64_ONLY = /^[A-Za-z0-9+/]+$/;

/**
 * sourcebuster's `cookies.get` on the raw content: base64-decoded whenever it only holds base64
 * characters (whatever the base64 setting; invalid base64 is kept), then URI-decoded.
 */
export function decodeCookieContent(raw: string): string {
  let content = raw;
  if (BASE64_ONLY.test(content)) {
    try {
      content = atob(content.padEnd(Math.ceil(content.length / 4) * 4, '='));
    } catch {
      /* not base64 after all: sourcebuster keeps the text as it is */
    }
  }
  return decodeData(content);
}

/** Joins `[key, value]` pairs the way sourcebuster packs a container. Values are not escaped. */
export function pack(entries: readonly (readonly [string, string])[]): string {
  return entries.map(([key, value]) => `${key}=${value}`).join(DELIMITER);
}

/**
 * sourcebuster's `cookies.parse` of one decoded container: split on `|||`, each item at its first
 * `=`, and each value URI-decoded again. A null-prototype record, so a key like `constructor` in a
 * forged cookie is just a key.
 */
export function unpack(decoded: string | null): Record<string, string> {
  const result: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!decoded) return result;
  for (const item of decoded.split(DELIMITER)) {
    const at = item.indexOf('=');
    const key = at === -1 ? item : item.slice(0, at);
    result[key] = decodeData(at === -1 ? '' : item.slice(at + 1));
  }
  return result;
}
