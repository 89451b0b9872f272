import { describe, expect, it } from 'vitest';
import type { AttributionValues } from '../fields';
import { BrowserDouble, MINUTE, SHOP, T0, UA } from './test-fixtures';
import { resolveVisit } from './resolve';

// The table of visits (issue 17, §3 Order attribution, §9 Other): each row is what WooCommerce's
// order-attribution.js + sourcebuster 1.1.2 would post, written from reading their rules
// (docs/research/order-attribution.md, "SB: the rules on each page load"; rule names below refer
// to its numbered list), field by field.

const SHOP_HOME = 'https://shop.example/';
const PRODUCT = 'https://shop.example/product/thai-tea/';
const CART = 'https://shop.example/cart/';
const CHECKOUT = 'https://shop.example/checkout/';
const T0_TEXT = '2026-11-24 09:00:00'; // fd: UTC, `YYYY-MM-DD HH:MM:SS` (timezone_offset '0')

const ALL_UTM =
  'https://shop.example/?utm_source=newsletter&utm_medium=email&utm_campaign=songkran_sale&utm_content=hero_banner' +
  '&utm_term=thai+tea&utm_id=cmp-42&utm_source_platform=klaviyo&utm_creative_format=banner&utm_marketing_tactic=prospecting';

describe('resolveVisit: the table of visits (shop settings: 0.00001 months, 30 minutes)', () => {
  it('a utm link with all nine utm parameters', () => {
    const { values } = new BrowserDouble().load(ALL_UTM, 'https://mail.example.net/', T0);
    expect(values).toEqual<AttributionValues>({
      source_type: 'utm', // rule 1: a utm_* parameter is present
      referrer: 'https://mail.example.net/', // current_add.rf = document.referrer
      utm_campaign: 'songkran_sale',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_content: 'hero_banner',
      utm_id: 'cmp-42',
      utm_term: 'thai+tea', // raw query value, decoded twice, and `+` is not a space to decodeURIComponent
      utm_source_platform: 'klaviyo',
      utm_creative_format: 'banner',
      utm_marketing_tactic: 'prospecting',
      session_entry: ALL_UTM, // current_add.ep = location.href at the landing
      session_start_time: T0_TEXT,
      session_pages: '1', // no sbjs_session yet
      session_count: '1', // no sbjs_udata yet
      user_agent: UA,
    });
  });

  it('Google organic: the bare https://www.google.com/ referrer (no query needed)', () => {
    const { values } = new BrowserDouble().load(PRODUCT, 'https://www.google.com/', T0);
    expect(values).toEqual<AttributionValues>({
      source_type: 'organic', // rule 2: host matches ^(?:www\.)?google\..{2,9}$
      referrer: 'https://www.google.com/',
      utm_campaign: '(none)', // organic: every key but src/mdm is (none)
      utm_source: 'google',
      utm_medium: 'organic',
      utm_content: '(none)',
      utm_id: '(none)',
      utm_term: '(none)',
      utm_source_platform: '(none)',
      utm_creative_format: '(none)',
      utm_marketing_tactic: '(none)',
      session_entry: PRODUCT,
      session_start_time: T0_TEXT,
      session_pages: '1',
      session_count: '1',
      user_agent: UA,
    });
  });

  it('another engine: Bing with its q parameter is organic "bing"; google.co.th is Google', () => {
    const bing = new BrowserDouble().load(PRODUCT, 'https://www.bing.com/search?q=thai+tea&form=QBLH', T0).values;
    expect(bing).toEqual<AttributionValues>({
      source_type: 'organic', // rule 2: host ends with bing.com and the query has q=
      referrer: 'https://www.bing.com/search?q=thai+tea&form=QBLH',
      utm_campaign: '(none)',
      utm_source: 'bing', // the list's display name
      utm_medium: 'organic',
      utm_content: '(none)',
      utm_id: '(none)',
      utm_term: '(none)', // sourcebuster does not take the search phrase (except Yandex's with utm)
      utm_source_platform: '(none)',
      utm_creative_format: '(none)',
      utm_marketing_tactic: '(none)',
      session_entry: PRODUCT,
      session_start_time: T0_TEXT,
      session_pages: '1',
      session_count: '1',
      user_agent: UA,
    });
    expect(new BrowserDouble().load(PRODUCT, 'https://www.google.co.th/', T0).values.utm_source).toBe('google');
    // Yandex needs its `text=` parameter (rule 2).
    expect(new BrowserDouble().load(PRODUCT, 'https://yandex.ru/search/?text=tea', T0).values).toMatchObject({ source_type: 'organic', utm_source: 'yandex' });
  });

  it('Bing without a query (what a cross-site referrer policy sends) is a referral from bing.com', () => {
    const { values } = new BrowserDouble().load(PRODUCT, 'https://www.bing.com/', T0);
    expect(values).toEqual<AttributionValues>({
      source_type: 'referral', // rule 2 needs a query for the listed engines; rule 3 applies
      referrer: 'https://www.bing.com/',
      utm_campaign: '(none)',
      utm_source: 'bing.com', // the host without www.
      utm_medium: 'referral',
      utm_content: '/', // the referrer's path
      utm_id: '(none)',
      utm_term: '(none)',
      utm_source_platform: '(none)',
      utm_creative_format: '(none)',
      utm_marketing_tactic: '(none)',
      session_entry: PRODUCT,
      session_start_time: T0_TEXT,
      session_pages: '1',
      session_count: '1',
      user_agent: UA,
    });
  });

  it('a referral from another site', () => {
    const { values } = new BrowserDouble().load(PRODUCT, 'https://www.tea-blog.example.org/posts/best-tea?from=list#top', T0);
    expect(values).toEqual<AttributionValues>({
      source_type: 'referral', // rule 3: external referrer, no session running
      referrer: 'https://www.tea-blog.example.org/posts/best-tea?from=list#top', // rf is the whole referrer
      utm_campaign: '(none)',
      utm_source: 'tea-blog.example.org', // host minus www.
      utm_medium: 'referral',
      utm_content: '/posts/best-tea', // the path, without query and hash
      utm_id: '(none)',
      utm_term: '(none)',
      utm_source_platform: '(none)',
      utm_creative_format: '(none)',
      utm_marketing_tactic: '(none)',
      session_entry: PRODUCT,
      session_start_time: T0_TEXT,
      session_pages: '1',
      session_count: '1',
      user_agent: UA,
    });
    // t.co is recorded as twitter.com (the `referrals` list).
    expect(new BrowserDouble().load(PRODUCT, 'https://t.co/abc', T0).values.utm_source).toBe('twitter.com');
  });

  it('typed in / direct: source (direct), medium (none), referrer (none)', () => {
    const { values } = new BrowserDouble().load(SHOP_HOME, '', T0);
    expect(values).toEqual<AttributionValues>({
      source_type: 'typein', // rule 4: no referrer, no sbjs_first, no sbjs_current
      referrer: '(none)', // rf = document.referrer || '(none)'
      utm_campaign: '(none)',
      utm_source: '(direct)', // typein_attributes default (§3: a direct visit is (direct) / (none))
      utm_medium: '(none)',
      utm_content: '(none)',
      utm_id: '(none)',
      utm_term: '(none)',
      utm_source_platform: '(none)',
      utm_creative_format: '(none)',
      utm_marketing_tactic: '(none)',
      session_entry: SHOP_HOME,
      session_start_time: T0_TEXT,
      session_pages: '1',
      session_count: '1',
      user_agent: UA,
    });
  });

  it('internal navigation keeps the landing and counts the pages', () => {
    const browser = new BrowserDouble();
    browser.load(ALL_UTM, 'https://mail.example.net/', T0);
    browser.load(PRODUCT, ALL_UTM, T0 + 1 * MINUTE);
    browser.load(CART, PRODUCT, T0 + 2 * MINUTE);
    // A subdomain of the shop is internal too (^(?:.*\.)?shop\.example$).
    const { values } = browser.load(CHECKOUT, 'https://blog.shop.example/', T0 + 3 * MINUTE);
    expect(values).toEqual<AttributionValues>({
      source_type: 'utm', // rule 5: internal referrer, no utm → sbjs_current kept
      referrer: 'https://mail.example.net/', // current_add untouched since the landing
      utm_campaign: 'songkran_sale',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_content: 'hero_banner',
      utm_id: 'cmp-42',
      utm_term: 'thai+tea',
      utm_source_platform: 'klaviyo',
      utm_creative_format: 'banner',
      utm_marketing_tactic: 'prospecting',
      session_entry: ALL_UTM,
      session_start_time: T0_TEXT,
      session_pages: '4', // pgs + 1 on each load inside the session
      session_count: '1', // the session cookie was there each time: no new visit
      user_agent: UA,
    });
  });

  it('returning within 30 minutes from another site keeps the source (a referral needs no running session)', () => {
    const browser = new BrowserDouble();
    browser.load(SHOP_HOME, '', T0);
    const { values } = browser.load(PRODUCT, 'https://www.facebook.com/', T0 + 29 * MINUTE);
    expect(values).toEqual<AttributionValues>({
      source_type: 'typein', // rule 3 skipped (sbjs_session present), rule 5 keeps current
      referrer: '(none)',
      utm_campaign: '(none)',
      utm_source: '(direct)',
      utm_medium: '(none)',
      utm_content: '(none)',
      utm_id: '(none)',
      utm_term: '(none)',
      utm_source_platform: '(none)',
      utm_creative_format: '(none)',
      utm_marketing_tactic: '(none)',
      session_entry: SHOP_HOME,
      session_start_time: T0_TEXT,
      session_pages: '2',
      session_count: '1',
      user_agent: UA,
    });
  });

  it('the session is 30 minutes after the LAST page view: at 29 + 29 minutes it still runs', () => {
    const browser = new BrowserDouble();
    browser.load(SHOP_HOME, '', T0);
    browser.load(PRODUCT, SHOP_HOME, T0 + 29 * MINUTE);
    expect(browser.load(CART, PRODUCT, T0 + 58 * MINUTE).values).toMatchObject({ session_pages: '3', session_count: '1' });
  });

  it('§9 session of 30 minutes: one millisecond before it ends the session runs, at 30 minutes a new one starts', () => {
    const within = new BrowserDouble();
    within.load(SHOP_HOME, '', T0);
    expect(within.load(PRODUCT, '', T0 + 30 * MINUTE - 1).values).toMatchObject({ session_pages: '2', session_count: '1' });
    const after = new BrowserDouble();
    after.load(SHOP_HOME, '', T0);
    expect(after.load(PRODUCT, '', T0 + 30 * MINUTE).values).toMatchObject({ session_pages: '1', session_count: '2' });
  });

  it('returning after 30 minutes by typing: a new visit, pages restart, the entry is kept', () => {
    const browser = new BrowserDouble();
    browser.load(ALL_UTM, 'https://mail.example.net/', T0);
    browser.load(PRODUCT, ALL_UTM, T0 + MINUTE);
    // sbjs_session expired at T0 + 31 min; the lifetime cookies are browser-session cookies and stay.
    const { values } = browser.load(CART, '', T0 + 31 * MINUTE + 1);
    expect(values).toEqual<AttributionValues>({
      source_type: 'utm', // rule 4 needs no sbjs_current: kept (rule 5)
      referrer: 'https://mail.example.net/',
      utm_campaign: 'songkran_sale',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_content: 'hero_banner',
      utm_id: 'cmp-42',
      utm_term: 'thai+tea',
      utm_source_platform: 'klaviyo',
      utm_creative_format: 'banner',
      utm_marketing_tactic: 'prospecting',
      session_entry: ALL_UTM, // current_add is only rewritten with a new source
      session_start_time: T0_TEXT,
      session_pages: '1', // no session cookie → 1
      session_count: '2', // udata.vst + 1 without a session cookie
      user_agent: UA,
    });
  });

  it('returning after 30 minutes from another site: a new referral, a new entry and start time', () => {
    const browser = new BrowserDouble();
    browser.load(SHOP_HOME, '', T0);
    const later = T0 + 45 * MINUTE;
    const { values } = browser.load(PRODUCT, 'https://www.tea-blog.example.org/', later);
    expect(values).toEqual<AttributionValues>({
      source_type: 'referral', // rule 3: no session cookie any more
      referrer: 'https://www.tea-blog.example.org/',
      utm_campaign: '(none)',
      utm_source: 'tea-blog.example.org',
      utm_medium: 'referral',
      utm_content: '/',
      utm_id: '(none)',
      utm_term: '(none)',
      utm_source_platform: '(none)',
      utm_creative_format: '(none)',
      utm_marketing_tactic: '(none)',
      session_entry: PRODUCT,
      session_start_time: '2026-11-24 09:45:00',
      session_pages: '1',
      session_count: '2',
      user_agent: UA,
    });
  });

  it('a search engine visit replaces the source even inside a session (rule 2 ignores the session)', () => {
    const browser = new BrowserDouble();
    browser.load(SHOP_HOME, '', T0);
    const { values } = browser.load(PRODUCT, 'https://www.google.com/', T0 + 5 * MINUTE);
    expect(values).toMatchObject({ source_type: 'organic', utm_source: 'google', session_entry: PRODUCT, session_start_time: '2026-11-24 09:05:00', session_pages: '2', session_count: '1' });
  });

  it('closing the browser forgets everything (0.00001 months = browser-session cookies): visit 1 again', () => {
    const browser = new BrowserDouble();
    browser.load(ALL_UTM, '', T0);
    browser.load(PRODUCT, ALL_UTM, T0 + MINUTE);
    browser.close();
    browser.jar.delete('sbjs_session'); // a 30-minute cookie outlives the window only within its 30 minutes
    const { values } = browser.load(SHOP_HOME, '', T0 + 2 * MINUTE);
    expect(values).toMatchObject({ source_type: 'typein', utm_source: '(direct)', session_pages: '1', session_count: '1' });
  });

  it('a gclid-only landing is utm google / cpc / google_cpc', () => {
    const url = 'https://shop.example/product/thai-tea/?gclid=EAIaIQobChMI';
    const { values } = new BrowserDouble().load(url, 'https://www.google.com/', T0);
    expect(values).toEqual<AttributionValues>({
      source_type: 'utm', // rule 1: gclid is a trigger
      referrer: 'https://www.google.com/',
      utm_campaign: 'google_cpc',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_content: '(none)',
      utm_id: '(none)',
      utm_term: '(none)',
      utm_source_platform: '(none)',
      utm_creative_format: '(none)',
      utm_marketing_tactic: '(none)',
      session_entry: url,
      session_start_time: T0_TEXT,
      session_pages: '1',
      session_count: '1',
      user_agent: UA,
    });
  });

  it('an fbclid-only landing is not utm: it is classified by its referrer', () => {
    const url = 'https://shop.example/?fbclid=IwAR2xyz';
    expect(new BrowserDouble().load(url, 'https://l.facebook.com/', T0).values).toMatchObject({
      source_type: 'referral',
      utm_source: 'l.facebook.com',
      utm_medium: 'referral',
      utm_content: '/',
      utm_campaign: '(none)',
      session_entry: url,
    });
    // Opened from an app (no referrer): a typed-in visit.
    expect(new BrowserDouble().load(url, '', T0).values).toMatchObject({ source_type: 'typein', utm_source: '(direct)', referrer: '(none)' });
  });

  it('utm values are decoded as sourcebuster decodes them (twice), and an empty one is kept or (none) by key', () => {
    const url = 'https://shop.example/?utm_source=&utm_campaign=%E0%B8%AA%E0%B8%87%E0%B8%81%E0%B8%A3%E0%B8%B2%E0%B8%99%E0%B8%95%E0%B9%8C&utm_content=50%25off&utm_term=100%&utm_id=';
    const { values } = new BrowserDouble().load(url, '', T0);
    expect(values).toMatchObject({
      source_type: 'utm',
      utm_source: '', // `=` with nothing: defined, packed as ''
      utm_medium: '(none)', // absent
      utm_campaign: 'สงกรานต์', // percent-encoded UTF-8 in the URL, decoded
      utm_content: '50%off', // %25 → %
      utm_term: '100%', // a lone % does not decode: kept (unescape fallback)
      utm_id: '(none)', // id/plt/fmt/tct use `|| (none)`: '' becomes (none)
    });
  });

  it('a repeated parameter is packed comma-joined; one without `=` does not count', () => {
    const both = new BrowserDouble().load('https://shop.example/?utm_source=a&utm_source=b', '', T0).values;
    expect(both.utm_source).toBe('a,b');
    expect(new BrowserDouble().load('https://shop.example/?utm_source', '', T0).values.source_type).toBe('typein');
  });

  it('a query naming an Object.prototype member does not throw (sourcebuster itself would)', () => {
    const { values } = new BrowserDouble().load('https://shop.example/?constructor=x&utm_source=fb', '', T0);
    expect(values).toMatchObject({ source_type: 'utm', utm_source: 'fb' });
  });
});

describe('resolveVisit: the cookies written', () => {
  it('a first visit writes sourcebuster\'s seven cookies, in its order, with its encoding and domain', () => {
    const { cookies } = resolveVisit({ url: SHOP_HOME, referrer: '', now: T0, userAgent: 'UA/1 (x)', cookies: {} }, SHOP);
    const main = 'typ%3Dtypein%7C%7C%7Csrc%3D%28direct%29%7C%7C%7Cmdm%3D%28none%29%7C%7C%7Ccmp%3D%28none%29%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29';
    const extra = 'fd%3D2026-11-24%2009%3A00%3A00%7C%7C%7Cep%3Dhttps%3A%2F%2Fshop.example%2F%7C%7C%7Crf%3D%28none%29';
    expect(cookies).toEqual([
      { name: 'sbjs_migrations', value: '1418474375998%3D1', expires: undefined, domain: 'shop.example' },
      { name: 'sbjs_current_add', value: extra, expires: undefined, domain: 'shop.example' },
      { name: 'sbjs_first_add', value: extra, expires: undefined, domain: 'shop.example' },
      { name: 'sbjs_current', value: main, expires: undefined, domain: 'shop.example' },
      { name: 'sbjs_first', value: main, expires: undefined, domain: 'shop.example' },
      { name: 'sbjs_udata', value: 'vst%3D1%7C%7C%7Cuip%3D%28none%29%7C%7C%7Cuag%3DUA%2F1%20%28x%29', expires: undefined, domain: 'shop.example' },
      // §9: the session is 30 minutes, the one cookie with an expiry date.
      { name: 'sbjs_session', value: 'pgs%3D1%7C%7C%7Ccpg%3Dhttps%3A%2F%2Fshop.example%2F', expires: new Date('2026-11-24T09:30:00.000Z'), domain: 'shop.example' },
    ]);
  });

  it('§9 lifetime 0.00001 months: no expires on any lifetime cookie (0.432 minutes parse to 0)', () => {
    const { cookies } = new BrowserDouble().load(ALL_UTM, '', T0);
    const expiries = Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie.expires?.toISOString()]));
    expect(expiries).toEqual({
      sbjs_migrations: undefined,
      sbjs_current_add: undefined,
      sbjs_first_add: undefined,
      sbjs_current: undefined,
      sbjs_first: undefined,
      sbjs_udata: undefined,
      sbjs_session: '2026-11-24T09:30:00.000Z',
    });
  });

  it('other lifetimes: 1 month is 43,200 minutes; 0 falls back to 6 months; the session length follows its setting', () => {
    const month = resolveVisit({ url: SHOP_HOME, referrer: '', now: T0, userAgent: UA, cookies: {} }, { ...SHOP, lifetimeMonths: 1, sessionMinutes: 10 });
    expect(month.cookies.find((cookie) => cookie.name === 'sbjs_current')?.expires).toEqual(new Date('2026-12-24T09:00:00.000Z'));
    expect(month.cookies.find((cookie) => cookie.name === 'sbjs_session')?.expires).toEqual(new Date('2026-11-24T09:10:00.000Z'));
    const zero = resolveVisit({ url: SHOP_HOME, referrer: '', now: T0, userAgent: UA, cookies: {} }, { ...SHOP, lifetimeMonths: 0 });
    expect(zero.cookies.find((cookie) => cookie.name === 'sbjs_udata')?.expires).toEqual(new Date(T0 + 259_200 * MINUTE));
  });

  it('a www host writes its cookies for the domain without www.', () => {
    const { cookies } = resolveVisit({ url: 'https://www.shop.example/', referrer: '', now: T0, userAgent: UA, cookies: {} }, SHOP);
    expect(new Set(cookies.map((cookie) => cookie.domain))).toEqual(new Set(['shop.example']));
  });

  it('a later page load writes current (kept), udata and session, and not the _add cookies', () => {
    const browser = new BrowserDouble();
    browser.load(SHOP_HOME, '', T0);
    const { cookies } = browser.load(PRODUCT, SHOP_HOME, T0 + MINUTE);
    expect(cookies.map((cookie) => cookie.name)).toEqual(['sbjs_current', 'sbjs_udata', 'sbjs_session']);
    expect(cookies[2]?.expires).toEqual(new Date('2026-11-24T09:31:00.000Z'));
  });
});

describe('resolveVisit: decoding and the Yandex phrase, as sourcebuster reads them', () => {
  it('a value decoded to %21, %7E, %2A, %27, %28 or %29 ends as the character (decodeData\'s second step)', () => {
    const url = 'https://shop.example/?utm_source=%2521deal&utm_campaign=%2528sale%2529&utm_content=%257e';
    const { values } = new BrowserDouble().load(url, '', T0);
    // cookie decode → `%2521deal`; value decode → `%21deal`, then `%21` → `!`. Only the upper-case
    // escapes are turned back: `%7e` stays.
    expect(values).toMatchObject({ utm_source: '!deal', utm_campaign: '(sale)', utm_content: '%7e' });
    expect(values.session_entry).toBe('https://shop.example/?utm_source=!deal&utm_campaign=(sale)&utm_content=%7e');
  });

  it('bad UTF-8 falls back to unescape without that step; only %u (lower case) is a wide escape', () => {
    const { values } = new BrowserDouble().load('https://shop.example/?utm_source=%E0%U0041%u0041%2521', '', T0);
    expect(values.utm_source).toBe('\u00e0%U0041A%21');
  });

  it('Yandex without a query: sourcebuster\'s getParam(\'\') reads the page\'s own `text` as the term', () => {
    const { values } = new BrowserDouble().load('https://shop.example/?yclid=7&text=chai', 'https://yandex.ru/', T0);
    expect(values).toMatchObject({ source_type: 'utm', utm_source: 'yandex', utm_medium: 'cpc', utm_campaign: 'yandex_cpc', utm_term: 'chai' });
    const withQuery = new BrowserDouble().load('https://shop.example/?yclid=7&text=chai', 'https://yandex.ru/search/?lr=1', T0).values;
    expect(withQuery.utm_term).toBe('(none)'); // a referrer query without text=: nothing
  });
});

describe('resolveVisit: base64 and damaged cookies', () => {
  it('base64 on: unpadded base64 contents, read back to the same values', () => {
    const browser = new BrowserDouble({ ...SHOP, base64: true });
    const first = browser.load(ALL_UTM, '', T0);
    for (const cookie of first.cookies) expect(cookie.value).toMatch(/^[A-Za-z0-9+/]+$/);
    expect(first.cookies[0]?.value).toBe(btoa('1418474375998%3D1').replace(/=+$/, ''));
    const next = browser.load(PRODUCT, ALL_UTM, T0 + MINUTE).values;
    expect(next).toMatchObject({ source_type: 'utm', utm_campaign: 'songkran_sale', session_entry: ALL_UTM, session_pages: '2' });
  });

  it('base64 cookies are still read with base64 off (sourcebuster detects them)', () => {
    const browser = new BrowserDouble({ ...SHOP, base64: true });
    browser.load(ALL_UTM, '', T0);
    const cookies = Object.fromEntries([...browser.jar].map(([name, cookie]) => [name, cookie.value]));
    const { values } = resolveVisit({ url: PRODUCT, referrer: ALL_UTM, now: T0 + MINUTE, userAgent: UA, cookies }, SHOP);
    expect(values).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', session_pages: '2' });
  });

  it('junk cookies never throw: a junk current is rewritten, junk counters restart as sourcebuster does', () => {
    const cookies = {
      sbjs_migrations: '1418474375998%3D1',
      sbjs_current: 'garbage',
      sbjs_first: '%E0%A4%A',
      sbjs_current_add: 'x',
      sbjs_udata: 'vst%3Dlots',
      sbjs_session: '%%%',
    };
    const { values } = resolveVisit({ url: PRODUCT, referrer: '', now: T0, userAgent: UA, cookies }, SHOP);
    expect(values).toEqual<AttributionValues>({
      source_type: 'typein', // junk current (no typ) treated as absent → rule 4
      referrer: '(none)',
      utm_campaign: '(none)',
      utm_source: '(direct)',
      utm_medium: '(none)',
      utm_content: '(none)',
      utm_id: '(none)',
      utm_term: '(none)',
      utm_source_platform: '(none)',
      utm_creative_format: '(none)',
      utm_marketing_tactic: '(none)',
      session_entry: PRODUCT, // current_add rewritten with the new source
      session_start_time: T0_TEXT,
      session_pages: '2', // `parseInt(junk) || 1` + 1: sourcebuster's own answer
      session_count: '1', // `parseInt('lots') || 1`, session present → no + 1
      user_agent: UA,
    });
  });

  it('sbjs_first without sbjs_migrations runs the old-delimiter migration', () => {
    const oldMain = 'typ=referral|src=old.example|mdm=referral|cmp=(none)|cnt=/|trm=(none)';
    const cookies = { sbjs_first: encodeURIComponent(oldMain), sbjs_current: encodeURIComponent(oldMain), sbjs_session: encodeURIComponent('pgs=7|cpg=x') };
    const { cookies: writes, values } = resolveVisit({ url: PRODUCT, referrer: SHOP_HOME, now: T0, userAgent: UA, cookies }, SHOP);
    expect(writes.filter((write) => write.name === 'sbjs_migrations').map((write) => write.value)).toEqual(['1418474375998%3D1']);
    expect(values).toMatchObject({ source_type: 'referral', utm_source: 'old.example', utm_content: '/' });
    expect(values.session_pages).toBe('2'); // the migration resets pgs to 0 → (0 || 1) + 1
  });

  it('caps absurd lengths (untrusted text) that still fit in a cookie', () => {
    const long = 'a'.repeat(2100);
    const landing = new BrowserDouble().load(`https://shop.example/?utm_source=${long}`, '', T0).values;
    expect(landing.utm_source).toHaveLength(500);
    expect(landing.session_entry).toHaveLength(2048);
    const referral = new BrowserDouble().load(PRODUCT, `https://ref.example/${long}`, T0).values;
    expect(referral.referrer).toHaveLength(2048);
    expect(referral.utm_content).toHaveLength(500);
  });
});
