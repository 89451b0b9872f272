// Between `document.cookie` and the pure rules: the raw contents by name going in, and the exact
// strings sourcebuster assigns coming out (no SameSite, no Secure: it sets neither).
import type { CookieWrite } from './cookie-jar';
import { SOURCEBUSTER_COOKIES } from './containers';
import { hostWithoutWww } from './uri';

/**
 * `document.cookie` as raw (still encoded) contents by name; the first cookie of a name wins, as in
 * sourcebuster's `cookies.get`. Not URI-decoded: the rules decode the way sourcebuster does.
 */
export function cookiesFromHeader(header: string): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const part of header.split(';')) {
    const trimmed = part.replace(/^ +/, '');
    const at = trimmed.indexOf('=');
    if (at <= 0) continue;
    const name = trimmed.slice(0, at);
    if (!(name in cookies)) cookies[name] = trimmed.slice(at + 1);
  }
  return cookies;
}

/** The string sourcebuster assigns to `document.cookie` for one write. */
export function serializeCookie(write: CookieWrite): string {
  const expires = write.expires ? `; expires=${write.expires.toUTCString()}` : '';
  const domain = write.domain ? `;domain=.${write.domain}` : '';
  return `${write.name}=${write.value}${expires}${domain}; path=/`;
}

/**
 * The strings that delete every sourcebuster cookie (§4 tracking off). WooCommerce deletes with
 * `domain=.<hostname>` only, which misses the cookies sourcebuster wrote on a `www.` host (their
 * domain drops the `www.`); these cover that domain, the hostname's and a host-only cookie.
 */
export function deletionCookieStrings(hostname: string): string[] {
  const domains = [...new Set([hostname, hostWithoutWww(hostname)])].filter(Boolean);
  return SOURCEBUSTER_COOKIES.flatMap((name) => [
    ...domains.map((domain) => `${name}=; path=/; max-age=-999; domain=.${domain};`),
    `${name}=; path=/; max-age=-999;`,
  ]);
}
