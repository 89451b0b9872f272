import { describe, expect, it } from 'vitest';
import { compareCookieEntries, compareCookieName, compareIdsFromCookie, compareSetCookie, compareSiteUrl, thDecrypt, thEncrypt } from './cookie';

// research §4 "Storage". Expected values were computed by running the plugin's th_encrypt() and
// cookieName() in PHP, so the fake's cookie is one the real plugin would read.

describe('the compare cookie', () => {
  it('encrypts ids as th_encrypt does (key 12345, shifts 5,1,2,3,4, base64)', () => {
    expect(thEncrypt('12')).toBe('ZmM=');
    expect(thEncrypt('9999')).toBe('bmprbA==');
    expect(thEncrypt('123456')).toBe('ZmNlZ2lr');
    expect(thEncrypt('')).toBe('');
    expect(thDecrypt('bmprbA==')).toBe('9999');
    expect(thDecrypt('not base64!')).not.toBe('9999');
  });

  it('is named from the md5 of the site URL without scheme, slashes and colons', () => {
    expect(compareCookieName('http://shop.test')).toBe('th_compare_product_0e2074c85243');
    expect(compareCookieName('https://localhost:8080/sub/')).toBe('th_compare_product_7f1c6e214a04');
    expect(compareSiteUrl('', new URL('http://shop.test/wp-admin/admin-ajax.php'))).toBe('http://shop.test');
    expect(compareSiteUrl('/sub', 'http://localhost:8080/x')).toBe('http://localhost:8080/sub');
    expect(compareSiteUrl('https://shop.example', 'http://localhost/')).toBe('https://shop.example');
  });

  it('writes the JSON array url-encoded for a day on path /, as setcookie() sends it', () => {
    const header = compareSetCookie('c', [12, 9999]);
    // PHP: urlencode(json_encode(["ZmM=","bmprbA=="]))
    expect(header).toMatch(/^c=%5B%22ZmM%3D%22%2C%22bmprbA%3D%3D%22%5D; expires=[^;]+; Max-Age=86400; path=\/$/);
    expect(compareSetCookie('c', [false])).toMatch(/^c=%5B%22%22%5D;/);
    expect(compareSetCookie('c', [])).toBe('c=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/');
  });

  it('reads ids back newest first, dropping the empty placeholder and junk', () => {
    const cookie = 'other=1; c=%5B%22ZmM%3D%22%2C%22bmprbA%3D%3D%22%2C%22%22%5D';
    expect(compareIdsFromCookie(cookie, 'c')).toEqual([12, 9999]);
    expect(compareCookieEntries(cookie, 'c')).toHaveLength(3);
    expect(compareIdsFromCookie('c=notjson', 'c')).toEqual([]);
    expect(compareIdsFromCookie('c=%7B%22a%22%3A1%7D', 'c')).toEqual([]);
    expect(compareIdsFromCookie(undefined, 'c')).toEqual([]);
    // An object (json_encode of an array with holes) reads as its values.
    expect(compareIdsFromCookie(`c=${encodeURIComponent('{"0":"ZmM=","2":"bmprbA=="}')}`, 'c')).toEqual([12, 9999]);
  });
});
