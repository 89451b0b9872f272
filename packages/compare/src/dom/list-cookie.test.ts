// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hasListToLoad } from './list-cookie';

const clear = (name: string) => (document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
afterEach(() => {
  ['th_compare_product_abcdef', 'xth_compare_product_abcdef'].forEach(clear);
  document.body.innerHTML = '';
});

describe('hasListToLoad (decision 506)', () => {
  it("is false for a new visitor's page as printed: no cookie, nothing marked", () => {
    document.body.innerHTML = '<a class="th-product-compare-btn compare" data-th-product-id="5">Compare</a><input type="checkbox" class="th-product-compare-checkbox" data-th-product-id="6">';
    expect(hasListToLoad(document)).toBe(false);
  });

  it("is true for the plugin's cookie with a value, whatever the site hash", () => {
    document.cookie = 'th_compare_product_abcdef=W10%3D; path=/';
    expect(hasListToLoad(document)).toBe(true);
  });

  it('is false for an emptied cookie and for names that only contain the prefix', () => {
    document.cookie = 'th_compare_product_abcdef=; path=/';
    document.cookie = 'xth_compare_product_abcdef=W10%3D; path=/';
    expect(hasListToLoad(document)).toBe(false);
  });

  it.each([
    ['a button printed marked', '<a class="th-product-compare-btn compare th-added-compare" data-th-product-id="5">Added</a>'],
    ['a checkbox printed checked', '<input type="checkbox" class="th-product-compare-checkbox" data-th-product-id="6" checked>'],
  ])('is true without the cookie for %s (a full-page cache served another visitor’s marks)', (_name, markup) => {
    document.body.innerHTML = markup;
    expect(hasListToLoad(document)).toBe(true);
  });
});
