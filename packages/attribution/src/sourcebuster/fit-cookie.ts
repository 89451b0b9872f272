// A sourcebuster cookie the browser would refuse for its size (cookie-jar.ts) is shortened instead
// (§3 Order attribution; docs/decisions.md, "A cookie past the browser's limit is shortened"):
// refused, sbjs_current is simply missing on the next page and the visit is counted typed in, a
// source the shopper never had. sourcebuster itself writes regardless; below the limit nothing changes.
import { cutText } from '../fields';
import { decodeData, encodeCookieContent, encodeData, pack } from './codec';
import { CONTAINERS } from './containers';
import { cookieBytes, MAX_COOKIE_NAME_AND_VALUE } from './cookie-jar';

export type Entry = readonly [key: string, value: string];

/**
 * What a shortened cookie may hold, name and value. Not the browser's 4,096: sourcebuster keeps a
 * campaign link in five cookies (current and first, both `_add` with the landing address, the
 * session with the page's), and a Cookie header past 8 KB is refused by nginx's and Apache's
 * defaults (16 KB by Node's), which would cost the shopper the shop, not just the attribution.
 */
export const SHORTENED_COOKIE_BYTES = 1024;

/**
 * Which values may be shortened, tier by tier: a later tier joins only when the earlier ones,
 * emptied, still do not fit. Never the type, the start time or the counters; the source and
 * medium only when nothing else can make room.
 */
const SHORTENABLE: Readonly<Record<string, readonly (readonly string[])[]>> = {
  [CONTAINERS.current]: [
    ['cmp', 'cnt', 'trm', 'id', 'plt', 'fmt', 'tct'],
    ['src', 'mdm'],
  ],
  [CONTAINERS.current_add]: [['ep', 'rf']],
  [CONTAINERS.session]: [['cpg']],
};

/** A value as sourcebuster reads it back from its cookie (decoded with the container, then again). */
const readBack = (raw: string) => decodeData(decodeData(encodeData(raw)));

/**
 * The value to pack for a shortened text: the text itself, with only what would change it on the
 * way back escaped (`%`, and `|`, which would split the container). Kept decoded once, a Thai
 * character costs 9 bytes in the cookie instead of the 15 of the URL's own escapes.
 */
function packedForm(text: string): string {
  // A lone surrogate (only from sourcebuster's unescape fallback, `%uD800`) cannot be URI-encoded;
  // with the `u` flag the class matches lone ones only, never half of a pair.
  return text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD').replace(/[%|]/g, encodeURIComponent);
}

function fits(name: string, entries: readonly Entry[], base64: boolean, limit: number): boolean {
  return cookieBytes(name, encodeCookieContent(pack(entries), base64)) <= limit;
}

/**
 * Every value named in `keys` longer than the common length found is cut to it, so the longest go
 * first and short ones stay whole; the length is the largest one that fits, found by halving.
 * undefined when even empty values do not fit.
 */
function level(name: string, entries: readonly Entry[], keys: ReadonlySet<string>, base64: boolean): Entry[] | undefined {
  const texts = new Map(entries.filter(([key]) => keys.has(key)).map(([key, value]) => [key, readBack(value)]));
  const cutTo = (length: number): Entry[] =>
    entries.map(([key, value]) => {
      const text = texts.get(key);
      return text !== undefined && text.length > length ? [key, packedForm(cutText(text, length))] : [key, value];
    });
  if (!fits(name, cutTo(0), base64, SHORTENED_COOKIE_BYTES)) return undefined;
  // Invariant: cutTo(low) fits, cutTo(high) does not (the whole values do not: that is why we are here).
  let low = 0;
  let high = Math.max(0, ...[...texts.values()].map((text) => text.length));
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(name, cutTo(middle), base64, SHORTENED_COOKIE_BYTES)) low = middle;
    else high = middle;
  }
  return cutTo(low);
}

/**
 * The entries to pack for `name`: as they are when the cookie fits the browser's limit; otherwise
 * with the long values shortened (SHORTENABLE) to fit SHORTENED_COOKIE_BYTES. A container with no
 * rule, or one that cannot fit, is returned as it is and the jar refuses it as the browser would.
 */
export function fitContainer(name: string, entries: readonly Entry[], base64: boolean): Entry[] {
  if (fits(name, entries, base64, MAX_COOKIE_NAME_AND_VALUE)) return [...entries];
  const tiers = SHORTENABLE[name] ?? [];
  const keys = new Set<string>();
  for (const tier of tiers) {
    for (const key of tier) keys.add(key);
    const fitted = level(name, entries, keys, base64);
    if (fitted) return fitted;
  }
  return [...entries];
}
