// sourcebuster's cookies as the browser holds them (issue 17, §4 Order tracking): read raw for the
// rules, written with the attributes sourcebuster writes, and deleted in every
// variant that can exist, so a shop that swaps WooCommerce's script for ours keeps its visitors'
// sessions and a shopper who withdraws consent keeps no cookie (docs/research/consent.md "Cookies").
import type { CookieWrite } from '../sourcebuster';
import { hostWithoutWww } from '../sourcebuster/uri';

/** Every name WooCommerce's `removeTrackingCookies` deletes (order-attribution.js, 076007db). */
export const WOOCOMMERCE_TRACKING_COOKIES = [
  'sbjs_current',
  'sbjs_current_add',
  'sbjs_first',
  'sbjs_first_add',
  'sbjs_session',
  'sbjs_udata',
  'sbjs_migrations',
  'sbjs_promo',
] as const;

const SOURCEBUSTER_PREFIX = 'sbjs_';
const EXPIRED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0';

/**
 * `document.cookie` through the prototype's accessor: a theme's `<img name="cookie">` shadows the
 * document's own property (core's storage.ts does the same; its accessor is not exported and core
 * is closed to additions).
 */
function cookieJar(doc: Document): { read(): string; write(cookie: string): void } {
  const descriptor = doc.defaultView ? Object.getOwnPropertyDescriptor(doc.defaultView.Document.prototype, 'cookie') : undefined;
  // A sandboxed or opaque-origin document throws on cookie access: that is "no cookies", not a failure.
  return {
    read: () => {
      try {
        const value: unknown = descriptor?.get ? descriptor.get.call(doc) : doc.cookie;
        return typeof value === 'string' ? value : '';
      } catch {
        return '';
      }
    },
    write: (cookie) => {
      try {
        if (descriptor?.set) descriptor.set.call(doc, cookie);
        else doc.cookie = cookie;
      } catch {
        /* refused: the cookie is simply not kept */
      }
    },
  };
}

/**
 * Every `sbjs_*` cookie the browser sends for this page, RAW as `document.cookie` shows it (the
 * rules decode it as sourcebuster does, docs/research/order-attribution.md "Interface"); the first
 * of two same-named cookies wins, as in sourcebuster's `cookies.get`.
 */
export function readSourcebusterCookies(doc: Document): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of cookieJar(doc).read().split(';')) {
    const pair = part.trim();
    const equals = pair.indexOf('=');
    if (equals <= 0) continue;
    const name = pair.slice(0, equals);
    if (!name.startsWith(SOURCEBUSTER_PREFIX) || name in cookies) continue;
    cookies[name] = pair.slice(equals + 1);
  }
  return cookies;
}

/**
 * The domain sourcebuster gives its cookies when WooCommerce names none: the page's host with its
 * first 'www.' taken out (uri.getHost), so `www.shop.example` and `shop.example` share them.
 */
export function sourcebusterCookieDomain(hostname: string): string {
  return hostWithoutWww(hostname);
}

const domainAccepted = new WeakMap<Document, boolean>();

/**
 * Whether the browser keeps a cookie with `domain=.<host>` here. It refuses one on an IP address,
 * `localhost` or another single-label host, where sourcebuster's own cookies are lost; ours are
 * then written host-only instead. Probed once per page.
 */
function acceptsDomainCookies(doc: Document, domain: string): boolean {
  const known = domainAccepted.get(doc);
  if (known !== undefined) return known;
  const jar = cookieJar(doc);
  const probe = '__talat_sbjs_probe__';
  jar.write(`${probe}=1;domain=.${domain}; path=/`);
  const accepted = jar.read().split(';').some((part) => part.trim() === `${probe}=1`);
  jar.write(`${probe}=;domain=.${domain}; path=/; ${EXPIRED}`);
  domainAccepted.set(doc, accepted);
  return accepted;
}

/** A write from the rules: `value` already encoded, `domain` without its dot (undefined: host-only). */
type SourcebusterWrite = CookieWrite & { domain?: string };

/**
 * Writes one cookie with sourcebuster's string: `name=value`, `; expires=<UTC>` only for a lasting
 * (or deleting) cookie, `;domain=.<domain>` when the rules give one, `; path=/`; no SameSite or
 * Secure, as sourcebuster sets none. Host-only where the browser refuses that domain.
 */
export function writeSourcebusterCookie(doc: Document, cookie: SourcebusterWrite): void {
  const expires = cookie.expires ? `; expires=${cookie.expires.toUTCString()}` : '';
  const scope = cookie.domain && acceptsDomainCookies(doc, cookie.domain) ? `;domain=.${cookie.domain}` : '';
  cookieJar(doc).write(`${cookie.name}=${cookie.value}${expires}${scope}; path=/`);
}

/**
 * Deletes each cookie in every scope it may have been set with: host-only (a browser that refused
 * the domain, or another script), `.<host without www>` (sourcebuster's default) and `.<hostname>`
 * (what WooCommerce deletes; on a www host that alone leaves sourcebuster's cookies in place).
 */
export function deleteSourcebusterCookies(doc: Document, names: readonly string[]): void {
  const jar = cookieJar(doc);
  const hostname = doc.location?.hostname ?? '';
  const scopes = new Set(['', ...(hostname ? [`;domain=.${sourcebusterCookieDomain(hostname)}`, `;domain=.${hostname}`] : [])]);
  const present = Object.keys(readSourcebusterCookies(doc));
  for (const name of new Set([...names, ...present])) {
    for (const scope of scopes) jar.write(`${name}=${scope}; path=/; ${EXPIRED}`);
  }
}
