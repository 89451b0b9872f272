// The sanitiser's URL rule, apart from safe-url.ts so it travels in the sanitiser's chunk and not
// in every first load that navigates.
import { parseUrl } from './safe-url';

/** Schemes a link in server markup may keep. */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Whether a URL attribute of server markup may stay: http(s), mailto and tel, relative URLs, and
 * inline images (`data:image/…`) where the caller allows them (`<img src>` only). An empty value
 * is harmless (it points at the page itself).
 */
export function isAllowedMarkupUrl(value: string, base: string, allowDataImage = false): boolean {
  if (value.trim() === '') return true;
  const url = parseUrl(value, base);
  if (!url) return false;
  if (LINK_PROTOCOLS.has(url.protocol)) return true;
  return allowDataImage && url.protocol === 'data:' && /^data:image\//i.test(url.href);
}

/**
 * Whether a URL attribute (policy.ts URL_ATTRIBUTES) of an element of server markup may stay:
 * `isAllowedMarkupUrl`, inline images only on <img src>, and a form's action only to this shop (a
 * WooCommerce form posts to its own shop; one aimed at another site loses its action).
 */
export function isAllowedUrlAttribute(tag: string, name: string, value: string, base: string): boolean {
  if (!isAllowedMarkupUrl(value, base, tag === 'img' && name === 'src')) return false;
  return !(tag === 'form' && name === 'action' && value.trim() !== '' && new URL(value, base).origin !== new URL(base).origin);
}
