import { describe, expect, it } from 'vitest';
import type { AttributionValues } from '../fields';
import { decodeCookieContent, unpack } from './codec';
import type { VisitResult } from './resolve';
import { BrowserDouble, MINUTE, SHOP, T0, UA } from './test-fixtures';

// The browser's 4,096-byte cookie limit (§3 Order attribution: source_type and its source and
// medium; fit-cookie.ts): a campaign link whose values push a sourcebuster cookie past the limit
// keeps its true source, with the long values shortened, instead of the browser dropping the cookie
// and the next page counting a typed-in visit.

const T0_TEXT = '2026-11-24 09:00:00';
const CART = 'https://shop.example/cart/';
const THAI = 'กระปุกครีม'; // 10 Thai characters: 9 characters each in the URL, 15 bytes each in the cookie

/** A newsletter campaign link with the given raw (already URL-encoded) content and term. */
const campaignLink = (content: string, term?: string) =>
  `https://shop.example/?utm_source=newsletter&utm_medium=email&utm_campaign=songkran_sale&utm_content=${content}${term === undefined ? '' : `&utm_term=${term}`}`;

/** What the browser counts for a written cookie: its name and its value (both ASCII). */
function bytes(result: VisitResult, name: string): number {
  const cookie = result.cookies.find((each) => each.name === name);
  if (!cookie) throw new Error(`${name} was not written`);
  return cookie.name.length + cookie.value.length;
}

/** One container as sourcebuster reads it back from the written cookie. */
function container(result: VisitResult, name: string): Record<string, string> {
  const cookie = result.cookies.find((each) => each.name === name);
  return unpack(cookie ? decodeCookieContent(cookie.value) : null);
}

const NONE_REST = { utm_id: '(none)', utm_source_platform: '(none)', utm_creative_format: '(none)', utm_marketing_tactic: '(none)' };

describe('resolveVisit: a campaign link at the browser\'s cookie limit', () => {
  it('sbjs_current at exactly 4,096 bytes is written as sourcebuster writes it, every value whole', () => {
    // 233 bytes of names, delimiters and short values, and 3,863 letters of content.
    const landing = new BrowserDouble().load(campaignLink('a'.repeat(3863)), '', T0);
    expect(bytes(landing, 'sbjs_current')).toBe(4096);
    expect(container(landing, 'sbjs_current').cnt).toBe('a'.repeat(3863));
    expect(landing.values).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'songkran_sale', utm_content: 'a'.repeat(500) });
  });

  it('one byte over: the content is shortened until the cookie fits, the source stays utm newsletter / email on every later page', () => {
    const browser = new BrowserDouble();
    const landing = browser.load(campaignLink('a'.repeat(3864)), '', T0);
    // Shortened to 1,024 bytes (fit-cookie.ts SHORTENED_COOKIE_BYTES): 233 + 791 letters.
    expect(bytes(landing, 'sbjs_current')).toBe(1024);
    expect(container(landing, 'sbjs_current')).toEqual({ typ: 'utm', src: 'newsletter', mdm: 'email', cmp: 'songkran_sale', cnt: 'a'.repeat(791), trm: '(none)', id: '(none)', plt: '(none)', fmt: '(none)', tct: '(none)' });
    // sbjs_first is the copy sourcebuster makes of it, so it fits as well.
    expect(container(landing, 'sbjs_first')).toEqual(container(landing, 'sbjs_current'));
    expect(landing.values).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'songkran_sale', utm_content: 'a'.repeat(500), utm_term: '(none)', ...NONE_REST });

    const cart = browser.load(CART, campaignLink('a'.repeat(3864)), T0 + MINUTE).values;
    expect(cart).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'songkran_sale', utm_content: 'a'.repeat(500), session_pages: '2', session_count: '1' });
  });

  it('Thai values: at exactly the limit whole; one byte over, the two long values are cut to one length, in whole characters', () => {
    const term = encodeURIComponent(THAI.repeat(10)); // 100 Thai characters, 1,500 bytes in the cookie
    const exact = new BrowserDouble().load(campaignLink('a'.repeat(2373), term), '', T0);
    expect(bytes(exact, 'sbjs_current')).toBe(4096);
    expect(exact.values).toMatchObject({ source_type: 'utm', utm_term: THAI.repeat(10), utm_content: 'a'.repeat(500) });

    const browser = new BrowserDouble();
    const over = browser.load(campaignLink('a'.repeat(2374), term), '', T0);
    // 223 bytes besides the two values leave 801: 80 letters and 80 Thai characters (80 + 720; a
    // shortened value is kept decoded once, so a Thai character costs 9 bytes there, not 15).
    expect(bytes(over, 'sbjs_current')).toBe(1023);
    const expected = { source_type: 'utm', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'songkran_sale', utm_content: 'a'.repeat(80), utm_term: THAI.repeat(8), ...NONE_REST };
    expect(over.values).toMatchObject(expected);
    expect(browser.load(CART, '', T0 + MINUTE).values).toMatchObject({ ...expected, session_pages: '2', session_count: '1' });
  });

  it('the landing address is shortened in sbjs_current_add, sbjs_first_add and sbjs_session: the entry, the start time and the session survive', () => {
    const link = campaignLink('a'.repeat(4000));
    const browser = new BrowserDouble();
    const landing = browser.load(link, '', T0);
    // 84 bytes besides the address leave 940: its first 100 characters take 124 (each `:/?=&` is
    // 3 once encoded), then 816 letters.
    expect(bytes(landing, 'sbjs_current_add')).toBe(1024);
    expect(container(landing, 'sbjs_current_add')).toEqual({ fd: T0_TEXT, ep: link.slice(0, 916), rf: '(none)' });
    expect(container(landing, 'sbjs_first_add')).toEqual(container(landing, 'sbjs_current_add'));
    // 34 bytes besides the page's address leave 990: 124 + 866 letters.
    expect(bytes(landing, 'sbjs_session')).toBe(1024);
    expect(container(landing, 'sbjs_session')).toEqual({ pgs: '1', cpg: link.slice(0, 966) });
    expect(landing.values).toMatchObject({ referrer: '(none)', session_entry: link.slice(0, 916), session_start_time: T0_TEXT, session_pages: '1', session_count: '1', user_agent: UA });
    // The five cookies that carry the link stay small together, well within what a shop's server accepts.
    expect(landing.cookies.reduce((sum, cookie) => sum + cookie.name.length + cookie.value.length, 0)).toBeLessThan(6 * 1024);

    expect(browser.load(CART, link, T0 + MINUTE).values).toMatchObject({ session_entry: link.slice(0, 916), session_start_time: T0_TEXT, session_pages: '2', session_count: '1' });
  });

  it('a long referral: its address and the landing\'s are shortened to one length instead of lost (sbjs_current_add)', () => {
    // A long Thai slug and a long Thai referrer: each Thai character is 9 characters in the URL and
    // 15 once sourcebuster encodes the `%`, so sbjs_current_add (ep + rf) passes 4,096 while
    // sbjs_current (the referrer path) and sbjs_session (the page) stay under it and are whole.
    const slug = '%E0%B8%AA'.repeat(150);
    const landing = `https://shop.example/product/${slug}/`;
    const referrer = `https://blog.example/${slug}`;
    const browser = new BrowserDouble();
    const first = browser.load(landing, referrer, T0);
    expect(first.cookies.map((cookie) => cookie.name)).toEqual(['sbjs_migrations', 'sbjs_current_add', 'sbjs_first_add', 'sbjs_current', 'sbjs_first', 'sbjs_udata', 'sbjs_session']);
    // 74 bytes besides the two addresses leave 950: both cut to 74 characters (the 29 and 21 of
    // their starts take 39 and 29 bytes, each Thai character 9 once shortened: 950 bytes).
    expect(first.values).toEqual<AttributionValues>({
      source_type: 'referral', // rule 3: another site, no session yet
      referrer: `https://blog.example/${'ส'.repeat(53)}`,
      utm_campaign: '(none)',
      utm_source: 'blog.example',
      utm_medium: 'referral',
      utm_content: `/${'ส'.repeat(150)}`, // the referrer's path, decoded twice: sbjs_current is whole
      utm_id: '(none)',
      utm_term: '(none)',
      utm_source_platform: '(none)',
      utm_creative_format: '(none)',
      utm_marketing_tactic: '(none)',
      session_entry: `https://shop.example/product/${'ส'.repeat(45)}`,
      session_start_time: T0_TEXT,
      session_pages: '1',
      session_count: '1',
      user_agent: UA,
    });
    const next = browser.load(CART, landing, T0 + MINUTE).values;
    expect(next).toMatchObject({ source_type: 'referral', referrer: `https://blog.example/${'ส'.repeat(53)}`, session_start_time: T0_TEXT, session_pages: '2', session_count: '1' });
  });

  it('the source itself past the limit: shortened only because nothing else can make room; the type stays utm', () => {
    const browser = new BrowserDouble();
    const landing = browser.load(`https://shop.example/?utm_source=${'a'.repeat(4100)}`, '', T0);
    // 235 bytes besides the source leave 789 letters of it; the short values stay whole.
    expect(container(landing, 'sbjs_current')).toMatchObject({ typ: 'utm', src: 'a'.repeat(789), mdm: '(none)', cmp: '(none)', cnt: '(none)' });
    expect(container(landing, 'sbjs_first').src).toBe('a'.repeat(789));
    expect(landing.values).toMatchObject({ source_type: 'utm', utm_source: 'a'.repeat(500), utm_medium: '(none)' });
    expect(browser.load(CART, '', T0 + MINUTE).values).toMatchObject({ source_type: 'utm', utm_source: 'a'.repeat(500) });
  });

  it('base64 cookies are measured as written (base64 of the encoded text)', () => {
    const browser = new BrowserDouble({ ...SHOP, base64: true });
    const landing = browser.load(campaignLink('a'.repeat(3100)), '', T0);
    expect(bytes(landing, 'sbjs_current')).toBeLessThanOrEqual(1024);
    expect(bytes(landing, 'sbjs_current')).toBeGreaterThan(1020);
    expect(landing.values).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', utm_medium: 'email', utm_content: 'a'.repeat(500) });
    expect(browser.load(CART, '', T0 + MINUTE).values).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', session_pages: '2' });
  });
});
