// The search engines sourcebuster counts as organic besides Google and Yandex (params.js: the
// `organics` list; WooCommerce adds none), and the referrers it renames (`referrals`).

export interface SearchEngine {
  /** The referrer host, or a domain it ends with. */
  host: string;
  /** The query parameter that must be present (`<param>=` anywhere in the query). */
  param: string;
  /** What is recorded as the source. */
  display: string;
}

export const SEARCH_ENGINES: readonly SearchEngine[] = [
  { host: 'bing.com', param: 'q', display: 'bing' },
  { host: 'yahoo.com', param: 'p', display: 'yahoo' },
  { host: 'about.com', param: 'q', display: 'about' },
  { host: 'aol.com', param: 'q', display: 'aol' },
  { host: 'ask.com', param: 'q', display: 'ask' },
  { host: 'globososo.com', param: 'q', display: 'globo' },
  { host: 'go.mail.ru', param: 'q', display: 'go.mail.ru' },
  { host: 'rambler.ru', param: 'query', display: 'rambler' },
  { host: 'tut.by', param: 'query', display: 'tut.by' },
];

/** Referrers recorded under another name (medium stays `referral`). */
export const RENAMED_REFERRERS: readonly { host: string; display: string }[] = [
  { host: 't.co', display: 'twitter.com' },
  { host: 'plus.url.google.com', display: 'plus.google.com' },
];

const escape = (text: string) => text.replace(/[-[\]/{}()*+?.\\^$|]/g, '\\$&');

/** Whether `host` is `domain` or one of its subdomains (case-insensitive), as sourcebuster tests it. */
export function isHostOrSubdomain(host: string, domain: string): boolean {
  return new RegExp(`^(?:.*\\.)?${escape(domain)}$`, 'i').test(host);
}

/** Whether `query` has `<param>=` anywhere (sourcebuster's `.*param=.*`, so `context=` has `text=`). */
export function queryMentions(query: string, param: string, ignoreCase: boolean): boolean {
  return new RegExp(`${escape(param)}=`, ignoreCase ? 'i' : '').test(query);
}
