// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://www.shop.example.co.th/landing"}
// §9 Other: click-id parameter at most 500 characters, click-id cookie 90 days; format and rules of
// Meta's parameter builder (docs/research/pixel.md).
import { CONSTANTS } from '@talat/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickIdFromUrl, deleteClickId, keepClickId, parseClickIdCookie, readClickIdCookie } from './click-id';

const NOW = 1_760_000_000_000;
const LATER = NOW + 3 * 24 * 60 * 60 * 1000;
const page = (query = '') => `https://www.shop.example.co.th/landing${query}`;

let writes: string[] = [];
beforeEach(() => {
  writes = [];
  const real = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    writes.push(value);
    real.set!.call(this, value);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  deleteClickId(document);
});

describe('the click id of the landing URL (§9 at most 500 characters)', () => {
  it('reads fbclid from the query', () => {
    expect(clickIdFromUrl(page('?fbclid=IwAR2abc_DEF-9'))).toBe('IwAR2abc_DEF-9');
    expect(clickIdFromUrl(page('?utm_source=fb&fbclid=x1'))).toBe('x1');
  });
  it('takes exactly 500 characters and ignores 501, as Meta does', () => {
    expect(CONSTANTS.other.clickIdMaxLength).toBe(500);
    expect(clickIdFromUrl(page(`?fbclid=${'a'.repeat(500)}`))).toBe('a'.repeat(500));
    expect(clickIdFromUrl(page(`?fbclid=${'a'.repeat(501)}`))).toBeUndefined();
  });
  it('ignores a click id holding a dot (the cookie format is dot-separated: it would read back as another id)', () => {
    expect(clickIdFromUrl(page('?fbclid=abc.def'))).toBeUndefined();
  });
  it('has none for an empty, absent or unparsable URL', () => {
    expect(clickIdFromUrl(page('?fbclid='))).toBeUndefined();
    expect(clickIdFromUrl(page())).toBeUndefined();
    expect(clickIdFromUrl('not a url')).toBeUndefined();
  });
});

describe('the _fbc cookie (§9 90 days)', () => {
  it('writes fb.<index>.<ms>.<fbclid> on the widest domain the browser accepts, for 90 days', () => {
    expect(CONSTANTS.other.clickIdCookieDays).toBe(90);
    const kept = keepClickId(document, page('?fbclid=abc123'), NOW);
    // co.th is a public suffix (refused); example.co.th is index 2.
    expect(kept).toEqual({ subdomainIndex: 2, creationTime: NOW, clickId: 'abc123' });
    expect(readClickIdCookie(document)).toBe(`fb.2.${NOW}.abc123`);
    const accepted = writes.find((write) => write.includes('domain=.example.co.th'));
    expect(accepted).toBe(`_fbc=fb.2.${NOW}.abc123; path=/; max-age=7776000; domain=.example.co.th; SameSite=Lax; Secure`);
    expect(7_776_000).toBe(90 * 24 * 60 * 60);
  });

  it('keeps the creation time on a later page without fbclid, and refreshes the 90 days', () => {
    keepClickId(document, page('?fbclid=abc123'), NOW);
    writes = [];
    expect(keepClickId(document, page('/shop'), LATER)).toEqual({ subdomainIndex: 2, creationTime: NOW, clickId: 'abc123' });
    expect(readClickIdCookie(document)).toBe(`fb.2.${NOW}.abc123`);
    expect(writes[0]).toContain('max-age=7776000; domain=.example.co.th');
  });

  it('keeps the creation time when the same fbclid comes again', () => {
    keepClickId(document, page('?fbclid=abc123'), NOW);
    keepClickId(document, page('?fbclid=abc123'), LATER);
    expect(readClickIdCookie(document)).toBe(`fb.2.${NOW}.abc123`);
  });

  it('never rewrites a landing click id into another one on later pages', () => {
    keepClickId(document, page('?fbclid=abc.def'), NOW);
    expect(readClickIdCookie(document)).toBeNull();
    keepClickId(document, page('?fbclid=abc123'), NOW);
    keepClickId(document, page('?fbclid=abc.def'), LATER);
    expect(readClickIdCookie(document)).toBe(`fb.2.${NOW}.abc123`);
  });

  it("keeps Meta's fifth part when it refreshes the cookie", () => {
    document.cookie = `_fbc=fb.2.${NOW}.abc123.Bg; path=/; domain=.example.co.th`;
    expect(keepClickId(document, page('/shop'), LATER)).toEqual({ subdomainIndex: 2, creationTime: NOW, clickId: 'abc123', appendix: 'Bg' });
    expect(readClickIdCookie(document)).toBe(`fb.2.${NOW}.abc123.Bg`);
    keepClickId(document, page('?fbclid=zzz999'), LATER);
    expect(readClickIdCookie(document)).toBe(`fb.2.${LATER}.zzz999`);
  });

  it('replaces it with a new creation time when a new fbclid comes', () => {
    keepClickId(document, page('?fbclid=abc123'), NOW);
    keepClickId(document, page('?fbclid=zzz999'), LATER);
    expect(readClickIdCookie(document)).toBe(`fb.2.${LATER}.zzz999`);
  });

  it('leaves an existing cookie as it is when the new fbclid is over the limit', () => {
    keepClickId(document, page('?fbclid=abc123'), NOW);
    keepClickId(document, page(`?fbclid=${'b'.repeat(501)}`), LATER);
    expect(readClickIdCookie(document)).toBe(`fb.2.${NOW}.abc123`);
  });

  it('writes nothing without a click id or a cookie', () => {
    expect(keepClickId(document, page(), NOW)).toBeUndefined();
    expect(writes).toEqual([]);
  });

  it('replaces a junk cookie when a click id comes, and leaves it alone otherwise', () => {
    document.cookie = '_fbc=<script>junk; path=/';
    expect(keepClickId(document, page(), NOW)).toBeUndefined();
    expect(readClickIdCookie(document)).toBe('<script>junk');
    document.cookie = '_fbc=; path=/; max-age=0';
    keepClickId(document, page('?fbclid=abc123'), NOW);
    expect(readClickIdCookie(document)).toBe(`fb.2.${NOW}.abc123`);
  });

  it('deletes it from the host and every parent domain', () => {
    keepClickId(document, page('?fbclid=abc123'), NOW);
    writes = [];
    deleteClickId(document);
    expect(readClickIdCookie(document)).toBeNull();
    expect(writes).toEqual([
      '_fbc=; path=/; max-age=0; SameSite=Lax; Secure',
      '_fbc=; path=/; max-age=0; domain=.th; SameSite=Lax; Secure',
      '_fbc=; path=/; max-age=0; domain=.co.th; SameSite=Lax; Secure',
      '_fbc=; path=/; max-age=0; domain=.example.co.th; SameSite=Lax; Secure',
      '_fbc=; path=/; max-age=0; domain=.shop.example.co.th; SameSite=Lax; Secure',
      '_fbc=; path=/; max-age=0; domain=.www.shop.example.co.th; SameSite=Lax; Secure',
    ]);
  });

  it('returns nothing and throws nothing when the browser refuses cookies', () => {
    vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(() => undefined);
    expect(keepClickId(document, page('?fbclid=abc123'), NOW)).toBeUndefined();
  });
});

describe('parseClickIdCookie', () => {
  it('reads the pixel format, with or without Meta\'s fifth part', () => {
    expect(parseClickIdCookie('fb.1.1700000000000.IwAR')).toEqual({ subdomainIndex: 1, creationTime: 1_700_000_000_000, clickId: 'IwAR' });
    expect(parseClickIdCookie('fb.1.1700000000000.IwAR.Bg')).toEqual({ subdomainIndex: 1, creationTime: 1_700_000_000_000, clickId: 'IwAR', appendix: 'Bg' });
  });
  it.each(['', 'fb.1.x.IwAR', 'gb.1.1.IwAR', 'fb.1.1.', 'fb.-1.1.a', 'fb.1', 'fb.1.1.a.b.c', `fb.1.1.${'a'.repeat(700)}`])('reads %j as none', (raw) => {
    expect(parseClickIdCookie(raw)).toBeUndefined();
  });
});
