// One page load of sourcebuster as WooCommerce runs it (init.js setData, with order-attribution.js's
// settings): migrations, the source (current, first and their `_add`), the visitor data, the
// session; then the 16 values read back. Pure: the caller reads and writes `document.cookie`.
import type { AttributionValues } from '../fields';
import { pack, unpack } from './codec';
import { classify, NONE, type MainData } from './classify';
import { CONTAINERS } from './containers';
import { CookieJar, type CookieWrite } from './cookie-jar';
import { fitContainer, type Entry } from './fit-cookie';
import { runMigrations } from './migrations';
import { formatUtc, lifetimeMinutes, sessionLengthMinutes } from './time';
import { hostWithoutWww, locationHostname } from './uri';
import { valuesFromCookies } from './values';

/** Everything the rules read about one page load. */
export interface Visit {
  /** The page's full URL (location.href). */
  url: string;
  /** document.referrer ('' when none). */
  referrer: string;
  /** Date.now() of the page load. */
  now: number;
  /** navigator.userAgent. */
  userAgent: string;
  /** The cookies the browser holds now, RAW (not decoded): `readSourcebusterCookies(document)` (checkout/sourcebuster-cookies.ts). */
  cookies: Readonly<Record<string, string>>;
}

/** How WooCommerce configures sourcebuster (its `wc_order_attribution.params`, §9 Other). */
export interface SourcebusterSettings {
  /** §9: 0.00001, which makes every cookie but the session one a browser-session cookie. */
  lifetimeMonths: number;
  /** §9: 30. */
  sessionMinutes: number;
  base64: boolean;
}

export interface VisitResult {
  /** The cookies to write, in sourcebuster's order: `writeSourcebusterCookie(document, each)` (checkout/sourcebuster-cookies.ts). */
  cookies: CookieWrite[];
  /** The 16 values WooCommerce's script would post after this page load. */
  values: AttributionValues;
}

const mainEntries = (data: MainData): [string, string][] => Object.entries(data);

/**
 * A main container is usable when it names a source type. Anything else (a truncated or forged
 * cookie) is treated as absent and rewritten; sourcebuster would keep it and post '' for every
 * source field (docs/decisions.md 426).
 */
function dropJunk(jar: CookieJar): void {
  for (const name of [CONTAINERS.current, CONTAINERS.first]) {
    const content = jar.get(name);
    if (content !== null && !unpack(content).typ) jar.ignore(name);
  }
}

export function resolveVisit(visit: Visit, settings: SourcebusterSettings): VisitResult {
  const jar = new CookieJar(visit.cookies, visit.now, settings.base64);
  const domain = hostWithoutWww(locationHostname(visit.url));
  const lifetime = lifetimeMinutes(settings.lifetimeMonths);
  const scope = { jar, domain, lifetime, href: visit.url };
  const set = (name: string, packed: string, minutes = lifetime) => jar.set(name, packed, minutes, domain);
  // Where a campaign's values or address can pass the browser's limit: shortened rather than refused (fit-cookie.ts).
  const fitted = (name: string, entries: readonly Entry[]) => pack(fitContainer(name, entries, settings.base64));

  runMigrations(scope);
  dropJunk(jar);

  const hadSession = Boolean(jar.get(CONTAINERS.session));
  const source = classify({
    url: visit.url,
    referrer: visit.referrer,
    domain,
    hasSession: hadSession,
    hasCurrent: Boolean(jar.get(CONTAINERS.current)),
  });
  if (source) {
    // Fitted once and written to both, so sbjs_first_add stays the copy sourcebuster makes.
    const extra = fitted(CONTAINERS.current_add, [
      ['fd', formatUtc(visit.now)],
      ['ep', visit.url],
      ['rf', visit.referrer || NONE],
    ]);
    set(CONTAINERS.current_add, extra);
    if (!jar.get(CONTAINERS.first_add)) set(CONTAINERS.first_add, extra);
  }
  set(CONTAINERS.current, source ? fitted(CONTAINERS.current, mainEntries(source)) : (jar.get(CONTAINERS.current) ?? ''));
  // sourcebuster copies `cookies.get(current)` (so a shortened current gives a first that fits), which
  // is null when the browser refused current: the text "null" is what it then writes.
  if (!jar.get(CONTAINERS.first)) set(CONTAINERS.first, jar.get(CONTAINERS.current) ?? 'null');

  // A visit is counted when no session cookie was running (sourcebuster: `parseInt(vst) || 1`, + 1).
  const udata = jar.get(CONTAINERS.udata);
  const visits = udata ? (parseInt(unpack(udata).vst ?? '', 10) || 1) + (hadSession ? 0 : 1) : 1;
  set(CONTAINERS.udata, pack([['vst', String(visits)], ['uip', NONE], ['uag', visit.userAgent]]));

  const session = jar.get(CONTAINERS.session);
  const pages = session ? (parseInt(unpack(session).pgs ?? '', 10) || 1) + 1 : 1;
  set(CONTAINERS.session, fitted(CONTAINERS.session, [['pgs', String(pages)], ['cpg', visit.url]]), sessionLengthMinutes(settings.sessionMinutes));

  // Read back from the cookies as they now are, as `sbjs.get` does.
  return { cookies: jar.writes, values: valuesFromCookies(jar.raw()) };
}
