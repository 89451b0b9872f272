import { describe, expect, it } from 'vitest';
import { decodeCookieContent, decodeData, encodeCookieContent, encodeData, pack, unpack } from './codec';
import { lifetimeMinutes, sessionLengthMinutes, formatUtc } from './time';
import { locationQuery, queryParams, urlParts } from './uri';

// sourcebuster's encoding, clock and URL reading (docs/research/order-attribution.md).

describe('codec', () => {
  it('encodes like encodeURIComponent plus ! ~ * \' ( )', () => {
    expect(encodeData("a b!~*'()|=")).toBe('a%20b%21%7E%2A%27%28%29%7C%3D');
  });

  it('decodes bad UTF-8 with the legacy unescape instead of throwing', () => {
    expect(decodeData('%E0%B8%AA')).toBe('ส');
    expect(decodeData('100%')).toBe('100%');
    expect(decodeData('%E0%A4%A')).toBe('\u00e0\u00a4%A');
    expect(decodeData('%u0E2A')).toBe('ส');
    expect(decodeData('%E0%U0041%u0041')).toBe('\u00e0%U0041A'); // unescape knows only %u
  });

  it('turns the six escapes back after decoding, upper case only (sourcebuster\'s decodeData)', () => {
    expect(decodeData('%2521%257E%252A%2527%2528%2529')).toBe("!~*'()");
    expect(decodeData('%257e')).toBe('%7e');
    expect(decodeData('%252521')).toBe('%2521'); // one pass: %2521 is not %21
    expect(decodeData('%E0%2521')).toBe('\u00e0%21'); // the unescape fallback has no such step
  });

  it('base64: written without padding, detected and decoded on read whatever the setting', () => {
    const written = encodeCookieContent('pgs=1', true);
    expect(written).toBe('cGdzJTNEMQ');
    expect(decodeCookieContent(written)).toBe('pgs=1');
    expect(decodeCookieContent(encodeCookieContent('pgs=1', false))).toBe('pgs=1');
    // Looks like base64 but is not valid: kept as it is.
    expect(decodeCookieContent('a')).toBe('a');
  });

  it('unpack splits at |||, each item at its first =, and decodes each value again', () => {
    const parsed = unpack(pack([['ep', 'https://x.example/?a=b%20c'], ['rf', '(none)']]) + '|||bare');
    expect({ ...parsed }).toEqual({ ep: 'https://x.example/?a=b c', rf: '(none)', bare: '' });
    expect({ ...unpack(null) }).toEqual({});
  });
});

describe('time (§9 Other)', () => {
  it('0.00001 months is 0 minutes: a browser-session cookie', () => {
    expect(lifetimeMinutes(0.00001)).toBe(0);
  });

  it('other lifetimes as sourcebuster computes them', () => {
    expect(lifetimeMinutes(1)).toBe(43_200);
    expect(lifetimeMinutes(0)).toBe(259_200); // 0 → the 6-month default
    expect(lifetimeMinutes(Number.NaN)).toBe(259_200);
    expect(lifetimeMinutes(1e-11)).toBe(4); // 4.32e-7 printed, then parseInt
  });

  it('the session is 30 minutes, its setting parsed as an integer', () => {
    expect(sessionLengthMinutes(30)).toBe(30);
    expect(sessionLengthMinutes(0)).toBe(30);
    expect(sessionLengthMinutes(12.9)).toBe(12);
  });

  it('formats UTC as YYYY-MM-DD HH:MM:SS', () => {
    expect(formatUtc(Date.UTC(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });
});

describe('uri', () => {
  it('reads a referrer the way sourcebuster\'s loose parser does', () => {
    expect(urlParts('https://user:pw@www.ref.example:8080/a/b.html?x=1#h')).toEqual({ host: 'www.ref.example', path: '/a/b.html', query: 'x=1' });
    // An @ in the path is taken for user info, as sourcebuster does.
    expect(urlParts('https://medium.com/@me/post')).toEqual({ host: 'me', path: '/post', query: '' });
  });

  it('reads location.search without the hash, parameters raw, like getParam', () => {
    expect(locationQuery('https://shop.example/p?utm_source=a%20b#x?y')).toBe('utm_source=a%20b');
    const params = queryParams('utm_source=a%20b&utm_term&utm_id=x=y&utm_source=c');
    expect(params.get('utm_source')).toBe('a%20b,c');
    expect(params.get('utm_term')).toBeUndefined();
    expect(params.get('utm_id')).toBe('x');
  });
});
