// §9 Other, click-id rows: the `fbclid` of the landing URL kept in the pixel's first-party `_fbc`
// cookie, in the format Meta reads (`fb.<subdomainIndex>.<creationMs>.<fbclid>`) and with the
// rules of Meta's own parameter builder (facebook/capi-param-builder, docs/research/pixel.md):
// a click id over the limit is ignored, the same click id keeps its creation time, a new one
// replaces it, and every page refreshes the 90-day expiry. Only with consent (§4 Order tracking).
import { ATTRIBUTION_CONSTANTS } from '../constants';

export const CLICK_ID_PARAMETER = 'fbclid';
export const CLICK_ID_COOKIE = '_fbc';
const DAY_SECONDS = 24 * 60 * 60;

/** The parts of an `_fbc` value. */
export interface ClickIdCookie {
  subdomainIndex: number;
  creationTime: number;
  clickId: string;
  /** The fifth part Meta's own builder may add; kept as it is when the cookie is refreshed. */
  appendix?: string;
}

/**
 * The landing URL's click id; undefined when absent, empty or over §9's 500 characters (ignored, as
 * Meta does), or holding a dot: `_fbc` is dot-separated, so such an id would read back as a shorter,
 * different id with a fifth part, and every later page would rewrite the cookie with that one.
 */
export function clickIdFromUrl(url: string): string | undefined {
  let value: string | null;
  try {
    value = new URL(url).searchParams.get(CLICK_ID_PARAMETER);
  } catch {
    return undefined;
  }
  if (!value || value.length > ATTRIBUTION_CONSTANTS.clickIdMaxLength || value.includes('.')) return undefined;
  return value;
}

/** Reads an `_fbc` value; a junk value (hand-edited, another format) reads as none. */
export function parseClickIdCookie(raw: string | null): ClickIdCookie | undefined {
  if (!raw || raw.length > ATTRIBUTION_CONSTANTS.clickIdMaxLength + 64) return undefined;
  // Meta's own builder may add a fifth part (its "appendix"); the click id never holds a dot.
  const parts = raw.split('.');
  if ((parts.length !== 4 && parts.length !== 5) || parts[0] !== 'fb') return undefined;
  const subdomainIndex = Number(parts[1]);
  const creationTime = Number(parts[2]);
  const clickId = parts[3] ?? '';
  if (!Number.isInteger(subdomainIndex) || subdomainIndex < 0 || !Number.isInteger(creationTime) || creationTime <= 0 || clickId === '') return undefined;
  return parts.length === 5 ? { subdomainIndex, creationTime, clickId, appendix: parts[4] } : { subdomainIndex, creationTime, clickId };
}

export const formatClickIdCookie = ({ subdomainIndex, creationTime, clickId, appendix }: ClickIdCookie) => `fb.${subdomainIndex}.${creationTime}.${clickId}${appendix ? `.${appendix}` : ''}`;

/** `www.shop.co.th` at index 1 is `co.th`, at 2 `shop.co.th`: the domain a subdomain index names. */
function domainAt(hostname: string, subdomainIndex: number): string {
  const labels = hostname.split('.');
  return labels.slice(Math.max(0, labels.length - 1 - subdomainIndex)).join('.');
}

/** Raw cookie access through the prototype's accessor, for the same reason as core's storage.ts (a named element can shadow `document.cookie`). */
function cookieJar(doc: Document): { get(): string; set(value: string): void } {
  const real = doc.defaultView && Object.getOwnPropertyDescriptor(doc.defaultView.Document.prototype, 'cookie');
  return {
    get: () => {
      const value: unknown = real?.get ? real.get.call(doc) : doc.cookie;
      return typeof value === 'string' ? value : '';
    },
    set: (value) => (real?.set ? real.set.call(doc, value) : (doc.cookie = value)),
  };
}

export function readClickIdCookie(doc: Document): string | null {
  for (const part of cookieJar(doc).get().split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CLICK_ID_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return rest.join('=');
    }
  }
  return null;
}

function writeRaw(doc: Document, value: string, maxAgeSeconds: number, domain: string | undefined): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const scope = domain === undefined ? '' : `; domain=.${domain}`;
  cookieJar(doc).set(`${CLICK_ID_COOKIE}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}${scope}; SameSite=Lax${secure}`);
}

/**
 * Writes `_fbc` on the highest domain the browser accepts (it refuses public suffixes such as
 * `co.th`), as Meta's pixel does, so the pixel and we keep one cookie, not two. Returns the index
 * it landed on, or undefined when cookies are refused.
 */
function writeOnWidestDomain(doc: Document, cookie: Omit<ClickIdCookie, 'subdomainIndex'>, preferredIndex: number | undefined): number | undefined {
  const hostname = doc.location?.hostname ?? '';
  const labels = hostname.split('.').length;
  const maxAge = ATTRIBUTION_CONSTANTS.clickIdCookieDays * DAY_SECONDS;
  const indexes = preferredIndex === undefined ? [...Array(labels).keys()] : [preferredIndex, ...Array(labels).keys()];
  for (const subdomainIndex of indexes) {
    if (subdomainIndex >= labels) continue;
    const value = formatClickIdCookie({ ...cookie, subdomainIndex });
    writeRaw(doc, value, maxAge, domainAt(hostname, subdomainIndex));
    if (readClickIdCookie(doc) === value) return subdomainIndex;
  }
  // `localhost` and some embedded browsers take no domain attribute at all: a host-only cookie still serves this host.
  const hostOnly = formatClickIdCookie({ ...cookie, subdomainIndex: labels - 1 });
  writeRaw(doc, hostOnly, maxAge, undefined);
  return readClickIdCookie(doc) === hostOnly ? labels - 1 : undefined;
}

/**
 * Applies the rules for this page load with consent: returns the cookie as it now stands (or
 * undefined). Cookies refused by the browser leave nothing and throw nothing.
 */
export function keepClickId(doc: Document, url: string, now: number): ClickIdCookie | undefined {
  const clickId = clickIdFromUrl(url);
  const existing = parseClickIdCookie(readClickIdCookie(doc));
  if (!clickId && !existing) return undefined;
  const kept = existing && (!clickId || clickId === existing.clickId);
  // A kept cookie keeps Meta's appendix too: the refresh changes only the expiry.
  const next = kept ? { creationTime: existing.creationTime, clickId: existing.clickId, ...(existing.appendix ? { appendix: existing.appendix } : {}) } : { creationTime: now, clickId: clickId as string };
  const subdomainIndex = writeOnWidestDomain(doc, next, existing?.subdomainIndex);
  return subdomainIndex === undefined ? undefined : { ...next, subdomainIndex };
}

/** Consent off: removes `_fbc` from every domain it may sit on (host-only and each parent). */
export function deleteClickId(doc: Document): void {
  const hostname = doc.location?.hostname ?? '';
  writeRaw(doc, '', 0, undefined);
  for (let index = 0; index < hostname.split('.').length; index += 1) writeRaw(doc, '', 0, domainAt(hostname, index));
}
