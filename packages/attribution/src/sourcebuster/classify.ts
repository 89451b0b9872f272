// Which source a page load shows (research "SB: the rules on each page load", init.js mainData and
// getData): utm parameters, else an organic search referrer, else another site (only when no session
// is running), else a typed-in first visit; otherwise the current source is kept (null).
import { hostWithoutWww, locationQuery, queryParams, urlParts, type QueryValue } from './uri';
import { isHostOrSubdomain, queryMentions, RENAMED_REFERRERS, SEARCH_ENGINES } from './search-engines';

export const NONE = '(none)';

/** The ten keys of `sbjs_current` / `sbjs_first`, in sourcebuster's order. */
export interface MainData {
  typ: string;
  src: string;
  mdm: string;
  cmp: string;
  cnt: string;
  trm: string;
  id: string;
  plt: string;
  fmt: string;
  tct: string;
}

export interface PageFacts {
  /** location.href */
  url: string;
  /** document.referrer ('' when none) */
  referrer: string;
  /** The cookie domain: location.hostname without its first `www.`. */
  domain: string;
  hasSession: boolean;
  hasCurrent: boolean;
}

const UTM_TRIGGERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'utm_id',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  'gclid',
  'yclid',
  // WooCommerce passes no campaign/term/content param, so sourcebuster looks up `false` for each.
  'false',
] as const;

const YANDEX = /^(?:.*\.)?yandex\..{2,9}$/;
const GOOGLE = /^(?:www\.)?google\..{2,9}$/;

const quiet = (typ: string, src: string, mdm: string, cnt = NONE): MainData => ({
  typ,
  src,
  mdm,
  cmp: NONE,
  cnt,
  trm: NONE,
  id: NONE,
  plt: NONE,
  fmt: NONE,
  tct: NONE,
});

/** The new main data for this page load, or null when sourcebuster keeps `sbjs_current`. */
export function classify(page: PageFacts): MainData | null {
  const params = queryParams(locationQuery(page.url));
  if (UTM_TRIGGERS.some((name) => params.get(name) !== undefined)) return utmData(params, page.referrer);
  const referrer = page.referrer ? urlParts(page.referrer) : undefined;
  const external = referrer !== undefined && !isHostOrSubdomain(hostWithoutWww(referrer.host), page.domain);
  if (external) {
    const engine = searchEngine(referrer);
    if (engine) return quiet('organic', engine, 'organic');
    if (!page.hasSession) return quiet('referral', referralName(referrer.host), 'referral', referrer.path);
  }
  // sourcebuster also requires `sbjs_first` to be absent; with it present and current gone it writes
  // the text "null" as the source, we count a typed-in visit (docs/decisions.md 426).
  if (!page.hasCurrent) return quiet('typein', '(direct)', NONE);
  return null;
}

function utmData(params: Map<string, QueryValue>, referrer: string): MainData {
  const has = (name: string) => params.get(name) !== undefined;
  const param = (name: string) => params.get(name);
  const first = (...candidates: (string | undefined)[]) => candidates.find((each) => each !== undefined) ?? NONE;
  const gclid = has('gclid');
  const yclid = has('yclid');
  return {
    typ: 'utm',
    src: first(param('utm_source'), gclid ? 'google' : yclid ? 'yandex' : undefined),
    mdm: first(param('utm_medium'), gclid || yclid ? 'cpc' : undefined),
    cmp: first(param('utm_campaign'), param('false'), gclid ? 'google_cpc' : yclid ? 'yandex_cpc' : undefined),
    cnt: first(param('utm_content'), param('false')),
    trm: first(param('utm_term'), param('false'), yandexText(referrer, params)),
    // These four use `|| '(none)'`, so an empty value is `(none)` too.
    id: param('utm_id') || NONE,
    plt: param('utm_source_platform') || NONE,
    fmt: param('utm_creative_format') || NONE,
    tct: param('utm_marketing_tactic') || NONE,
  };
}

/**
 * The search phrase of a Yandex referrer (its `text` parameter), sourcebuster's utm_term fallback.
 * A referrer without a query makes sourcebuster's `getParam('')` read the PAGE's query instead, so
 * `?gclid=1&text=x` from `yandex.ru/` records `x`: the same here.
 */
function yandexText(referrer: string, pageParams: Map<string, QueryValue>): string | undefined {
  if (!referrer) return undefined;
  const parts = urlParts(referrer);
  if (!parts.host || !/^(?:.*\.)?yandex\..{2,9}$/i.test(parts.host)) return undefined;
  return (parts.query ? queryParams(parts.query) : pageParams).get('text') || undefined;
}

function searchEngine(referrer: { host: string; query: string }): string | undefined {
  if (referrer.query && YANDEX.test(referrer.host) && queryMentions(referrer.query, 'text', false)) return 'yandex';
  if (GOOGLE.test(referrer.host)) return 'google';
  if (!referrer.query) return undefined;
  return SEARCH_ENGINES.find((engine) => isHostOrSubdomain(referrer.host, engine.host) && queryMentions(referrer.query, engine.param, true))?.display;
}

function referralName(host: string): string {
  return RENAMED_REFERRERS.find((renamed) => isHostOrSubdomain(host, renamed.host))?.display ?? hostWithoutWww(host);
}
