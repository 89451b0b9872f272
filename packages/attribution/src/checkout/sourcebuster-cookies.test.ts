// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deleteSourcebusterCookies,
  readSourcebusterCookies,
  sourcebusterCookieDomain,
  WOOCOMMERCE_TRACKING_COOKIES,
  writeSourcebusterCookie,
} from './sourcebuster-cookies';
import { testWindow } from './test-window';
import { resolveVisit } from '../sourcebuster';

// sourcebuster's cookies as sourcebuster itself reads, writes and (WooCommerce) deletes them
// (docs/research/consent.md "Cookies"; woocommerce/sourcebuster-js src/js/helpers/cookies.js, d7f4616d).

/** A page on a real shop host (jsdom keeps domain cookies for a registrable domain, as a browser does). */
function page(url: string) {
  const dom = { window: testWindow(url) };
  const writes: string[] = [];
  const prototype = dom.window.Document.prototype;
  const real = Object.getOwnPropertyDescriptor(prototype, 'cookie')!;
  // The prototype's accessor is what the code uses (an element named "cookie" cannot shadow it).
  Object.defineProperty(prototype, 'cookie', {
    configurable: true,
    get(this: Document) {
      return real.get!.call(this) as string;
    },
    set(this: Document, value: string) {
      writes.push(value);
      real.set!.call(this, value);
    },
  });
  return { doc: dom.window.document, writes, jar: (cookie: string) => real.set!.call(dom.window.document, cookie), cookies: () => real.get!.call(dom.window.document) as string };
}

afterEach(() => {
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]!.trim())) if (name) document.cookie = `${name}=; path=/; max-age=0`;
});

describe('reading and the cookie domain', () => {
  it('reads every sbjs_ cookie and nothing else, raw (the rules decode); the first of two twins wins', () => {
    const { doc, jar } = page('https://www.shop.co.th/');
    jar('sbjs_current=typ%3Dutm%7C%7C%7Csrc%3Dgoogle; path=/');
    jar('sbjs_session=pgs%3D3; domain=.shop.co.th; path=/');
    jar('woocommerce_cart_hash=abc; path=/');
    jar('sbjs_junk=%E0%A4%A; path=/');
    jar('sbjs_current=second; domain=.shop.co.th; path=/');
    expect(readSourcebusterCookies(doc)).toEqual({ sbjs_current: 'typ%3Dutm%7C%7C%7Csrc%3Dgoogle', sbjs_session: 'pgs%3D3', sbjs_junk: '%E0%A4%A' });
  });

  it("takes the host's first 'www.' out for the cookie domain, as sourcebuster's uri.getHost", () => {
    expect(sourcebusterCookieDomain('www.shop.co.th')).toBe('shop.co.th');
    expect(sourcebusterCookieDomain('shop.co.th')).toBe('shop.co.th');
  });
});

describe('writeSourcebusterCookie', () => {
  it("writes sourcebuster's string: the encoded value as is, domain=.<domain>, path /, no expires for a session cookie", () => {
    const { doc, writes, cookies } = page('https://www.shop.co.th/checkout/');
    writeSourcebusterCookie(doc, { name: 'sbjs_current', value: 'typ%3Dtypein%7C%7C%7Csrc%3D%28direct%29', domain: 'shop.co.th' });
    expect(writes.at(-1)).toBe('sbjs_current=typ%3Dtypein%7C%7C%7Csrc%3D%28direct%29;domain=.shop.co.th; path=/');
    expect(cookies()).toBe('sbjs_current=typ%3Dtypein%7C%7C%7Csrc%3D%28direct%29');
  });

  it('writes expires for a lasting cookie; a past expires deletes it', () => {
    const { doc, writes, cookies } = page('https://shop.co.th/');
    const expires = new Date(Date.UTC(2026, 10, 24, 10, 30, 0));
    writeSourcebusterCookie(doc, { name: 'sbjs_session', value: 'cGdzJTNEMQ', expires, domain: 'shop.co.th' });
    expect(writes.at(-1)).toBe('sbjs_session=cGdzJTNEMQ; expires=Tue, 24 Nov 2026 10:30:00 GMT;domain=.shop.co.th; path=/');
    writeSourcebusterCookie(doc, { name: 'sbjs_session', value: '', expires: new Date(0), domain: 'shop.co.th' });
    expect(cookies()).toBe('');
  });

  it('writes host-only when the rules give no domain', () => {
    const { doc, writes } = page('https://shop.co.th/');
    writeSourcebusterCookie(doc, { name: 'sbjs_udata', value: 'vst%3D1' });
    expect(writes.at(-1)).toBe('sbjs_udata=vst%3D1; path=/');
  });

  it('falls back to a host-only cookie where the browser refuses the domain (a single-label host)', () => {
    const { doc, writes, cookies } = page('http://shop/');
    writeSourcebusterCookie(doc, { name: 'sbjs_first', value: 'typ%3Dtypein', domain: 'shop' });
    expect(writes.at(-1)).toBe('sbjs_first=typ%3Dtypein; path=/');
    expect(cookies()).toBe('sbjs_first=typ%3Dtypein');
  });

  it('leaves no probe cookie behind', () => {
    const { doc, cookies } = page('https://www.shop.co.th/');
    writeSourcebusterCookie(doc, { name: 'sbjs_udata', value: 'vst%3D1', domain: 'shop.co.th' });
    expect(cookies()).toBe('sbjs_udata=vst%3D1');
  });
});

describe('deleteSourcebusterCookies (§4: tracking off leaves no cookie)', () => {
  it('deletes a cookie set host-only and one set with domain=.<host without www> on a www host', () => {
    const { doc, jar, cookies } = page('https://www.shop.co.th/');
    jar('sbjs_current=typ%3Dutm; domain=.shop.co.th; path=/');
    jar('sbjs_first=typ%3Dutm; path=/');
    jar('sbjs_session=pgs%3D1; domain=.www.shop.co.th; path=/');
    jar('woocommerce_items_in_cart=1; path=/');
    deleteSourcebusterCookies(doc, WOOCOMMERCE_TRACKING_COOKIES);
    expect(cookies()).toBe('woocommerce_items_in_cart=1');
  });

  it("deletes every name WooCommerce deletes, and any other sbjs_ cookie on the page", () => {
    const { doc, jar, cookies, writes } = page('https://shop.co.th/');
    for (const name of WOOCOMMERCE_TRACKING_COOKIES) jar(`${name}=x; domain=.shop.co.th; path=/`);
    jar('sbjs_future=x; path=/');
    deleteSourcebusterCookies(doc, WOOCOMMERCE_TRACKING_COOKIES);
    expect(cookies()).toBe('');
    for (const name of WOOCOMMERCE_TRACKING_COOKIES) {
      expect(writes).toContain(`${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0`);
      expect(writes).toContain(`${name}=;domain=.shop.co.th; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0`);
    }
  });

  it('reaches the real cookies when a theme element named "cookie" shadows document.cookie', () => {
    const dom = { window: testWindow('https://shop.co.th/', '<img name="cookie">') };
    const doc = dom.window.document;
    const real = Object.getOwnPropertyDescriptor(dom.window.Document.prototype, 'cookie')!;
    writeSourcebusterCookie(doc, { name: 'sbjs_current', value: 'typ%3Dtypein', domain: 'shop.co.th' });
    expect(real.get!.call(doc)).toBe('sbjs_current=typ%3Dtypein');
    deleteSourcebusterCookies(doc, ['sbjs_current']);
    expect(real.get!.call(doc)).toBe('');
  });

  it('never throws when the browser refuses every cookie', () => {
    const { doc } = page('https://shop.co.th/');
    vi.spyOn(doc.defaultView!.Document.prototype, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('cookies disabled', 'SecurityError');
    });
    vi.spyOn(doc.defaultView!.Document.prototype, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('cookies disabled', 'SecurityError');
    });
    expect(() => deleteSourcebusterCookies(doc, ['sbjs_current'])).not.toThrow();
    expect(() => writeSourcebusterCookie(doc, { name: 'sbjs_current', value: 'x', domain: 'shop.co.th' })).not.toThrow();
    expect(readSourcebusterCookies(doc)).toEqual({});
  });
});

describe('hostile values never reach the attributes (moved here from sourcebuster/cookie-string.test.ts)', () => {
  // `;` ends a cookie's value and starts an attribute, `,` and spaces split old header parsers; the
  // user agent (with its `;`), the referrer and the landing URL are the visitor's to choose. What
  // is checked is the string the browser receives, from the rules' writes through the writer.
  const hostile = {
    url: 'https://www.shop.co.th/?utm_source=a;b,c&utm_medium=x=y;%20expires=Thu&utm_campaign=|||typ=organic&utm_term=%E0%B8%AA+%3B',
    referrer: 'https://ref.example/a;b,c=d|||e?q=%0Aset-cookie',
    // Now: the browser drops a cookie whose expiry has passed, and the last check reads the jar.
    now: Date.now(),
    userAgent: 'X (Windows NT 10.0; Win64; x64); domain=.evil.example, path=/a\n=',
    cookies: {},
  };
  const ATTRIBUTES = /^(?:; expires=[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT)?;domain=\.shop\.co\.th; path=\/$/;

  for (const base64 of [false, true]) {
    it(`every cookie is name=<${base64 ? 'base64' : 'URI-encoded'} text> plus sourcebuster's own attributes`, () => {
      const { doc, writes } = page(hostile.url);
      const { cookies } = resolveVisit(hostile, { lifetimeMonths: 0.00001, sessionMinutes: 30, base64 });
      expect(cookies.length).toBeGreaterThan(0);
      expect(cookies.map((cookie) => cookie.name)).toEqual([...new Set(cookies.map((cookie) => cookie.name))]);
      for (const cookie of cookies) {
        writeSourcebusterCookie(doc, cookie);
        const text = writes.at(-1)!;
        const value = text.slice(cookie.name.length + 1, text.indexOf(';'));
        expect(text.startsWith(`${cookie.name}=`)).toBe(true);
        expect(value).toMatch(base64 ? /^[A-Za-z0-9+/]+$/ : /^[A-Za-z0-9%._-]+$/);
        expect(text.slice(cookie.name.length + 1 + value.length)).toMatch(ATTRIBUTES);
      }
      // And the browser kept exactly those cookies: no attribute smuggled in dropped or renamed one.
      expect(Object.keys(readSourcebusterCookies(doc)).sort()).toEqual(cookies.map((cookie) => cookie.name).sort());
    });
  }
});
