import { describe, expect, it } from 'vitest';
import { cookiesFromHeader, deletionCookieStrings, serializeCookie } from './cookie-string';
import { SOURCEBUSTER_COOKIES } from './containers';
import { valuesFromCookies } from './values';
import { emptyAttributionValues } from '../fields';

// Between document.cookie and the pure rules (docs/research/order-attribution.md "Interface").

describe('cookiesFromHeader', () => {
  it('keeps raw contents, the first of a name, and skips nameless parts', () => {
    expect({ ...cookiesFromHeader('sbjs_current=typ%3Dutm; other=1;  sbjs_current=second; =x; bare') }).toEqual({ sbjs_current: 'typ%3Dutm', other: '1' });
  });

  it('a cookie named like an Object.prototype member is just a cookie', () => {
    expect(cookiesFromHeader('constructor=1').constructor).toBe('1');
  });
});

describe('serializeCookie', () => {
  it('writes sourcebuster\'s exact string: expires only when lasting, domain with a dot, path=/', () => {
    expect(serializeCookie({ name: 'sbjs_session', value: 'pgs%3D1', expires: new Date(Date.UTC(2026, 10, 24, 9, 30)), domain: 'shop.example' })).toBe(
      'sbjs_session=pgs%3D1; expires=Tue, 24 Nov 2026 09:30:00 GMT;domain=.shop.example; path=/',
    );
    expect(serializeCookie({ name: 'sbjs_current', value: 'v', domain: 'shop.example' })).toBe('sbjs_current=v;domain=.shop.example; path=/');
    expect(serializeCookie({ name: 'sbjs_current', value: 'v' })).toBe('sbjs_current=v; path=/');
  });
});

describe('deletionCookieStrings', () => {
  it('deletes each of WooCommerce\'s eight cookies for the hostname, the hostname without www. and host-only', () => {
    const strings = deletionCookieStrings('www.shop.example');
    expect(strings).toHaveLength(SOURCEBUSTER_COOKIES.length * 3);
    expect(strings.slice(0, 3)).toEqual([
      'sbjs_current=; path=/; max-age=-999; domain=.www.shop.example;',
      'sbjs_current=; path=/; max-age=-999; domain=.shop.example;',
      'sbjs_current=; path=/; max-age=-999;',
    ]);
    expect(deletionCookieStrings('shop.example')).toHaveLength(SOURCEBUSTER_COOKIES.length * 2);
  });
});

describe('valuesFromCookies', () => {
  it('no cookies: every field null (WooCommerce posts \'\')', () => {
    expect(valuesFromCookies({})).toEqual(emptyAttributionValues());
  });

  it('reads the fields map: current.typ, current_add.rf, session.pgs, udata.vst, udata.uag …', () => {
    const values = valuesFromCookies({
      sbjs_current: 'typ%3Dorganic%7C%7C%7Csrc%3Dgoogle',
      sbjs_current_add: 'rf%3Dhttps%3A%2F%2Fwww.google.com%2F',
      sbjs_session: 'pgs%3D3',
      sbjs_udata: 'vst%3D2%7C%7C%7Cuag%3DUA',
    });
    expect(values).toEqual({
      ...emptyAttributionValues(),
      source_type: 'organic',
      utm_source: 'google',
      referrer: 'https://www.google.com/',
      session_pages: '3',
      session_count: '2',
      user_agent: 'UA',
    });
  });
});
