import { describe, expect, it } from 'vitest';
import { formatDeepLink, parseDeepLink } from './hash';

describe('§2.1 deep-link hash (#prettyPhoto[rel]/index/)', () => {
  it("reads prettyPhoto's form, with or without the last slash, and a lone image's bare rel", () => {
    expect(parseDeepLink('#prettyPhoto[product-gallery]/2/')).toEqual({ rel: 'prettyPhoto[product-gallery]', index: 2 });
    expect(parseDeepLink('#prettyPhoto[product-gallery]/0')).toEqual({ rel: 'prettyPhoto[product-gallery]', index: 0 });
    expect(parseDeepLink('#prettyPhoto/0/')).toEqual({ rel: 'prettyPhoto', index: 0 });
  });

  it('reads a percent-encoded hash as the browser may give it', () => {
    expect(parseDeepLink('#prettyPhoto%5Bproduct-gallery%5D/1/')).toEqual({ rel: 'prettyPhoto[product-gallery]', index: 1 });
  });

  it('writes what it reads', () => {
    expect(formatDeepLink({ rel: 'prettyPhoto[product-gallery]', index: 3 })).toBe('#prettyPhoto[product-gallery]/3/');
    expect(parseDeepLink(formatDeepLink({ rel: 'prettyPhoto[a b]', index: 1 }))).toEqual({ rel: 'prettyPhoto[a b]', index: 1 });
  });

  it.each([
    ['', 'empty'],
    ['#', 'bare hash'],
    ['#prettyPhoto', 'marker alone (what prettyPhoto leaves after a close)'],
    ['#prettyPhoto[gallery]', 'no index'],
    ['#prettyPhoto[gallery]/-1/', 'negative index'],
    ['#prettyPhoto[gallery]/1.5/', 'fractional index'],
    ['#prettyPhoto[gallery]/1e3/', 'exponent'],
    ['#prettyPhoto[gallery]/99999/', 'absurd index'],
    ['#prettyPhoto[gallery]/abc/', 'word index'],
    ['#prettyPhoto[gal]lery]/0/', 'bracket inside the rel'],
    ['#prettyPhoto[gallery/0/', 'unclosed bracket'],
    ['#prettyPhoto[gallery]/0/extra', 'trailing text'],
    ['#prettyPhoto%E0%A4/0/', 'broken percent escape'],
    ['#prettyPhotoX[gallery]/0/', 'another marker'],
    ['#x#prettyPhoto[gallery]/0/', 'marker not at the start'],
    [`#prettyPhoto[${'a'.repeat(5000)}]/0/`, 'huge rel'],
    ['#prettyPhoto["]),a[href=x]/0/', 'selector injection attempt'],
  ])('opens nothing and throws nothing for %j (%s)', (hash) => {
    expect(parseDeepLink(hash)).toBeNull();
  });
});
