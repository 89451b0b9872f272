import { describe, expect, it } from 'vitest';
import { isEmptyResult, isSelectable, rowHref, rowKind } from './suggestion';

describe('suggestion rows (§3 Search suggestion)', () => {
  it('maps every server type to a row kind', () => {
    expect(['more_item', 'heading', 'taxonomy-product-cat', 'taxonomy-post-cat', 'product', 'no-result', 'no-results', undefined].map((type) => rowKind({ value: '', type }))).toEqual([
      'more-items',
      'heading',
      'product-category',
      'post-category',
      'product',
      'no-result',
      'no-result',
      'product',
    ]);
  });

  it('lets a shopper pick everything but headings and the no-result row', () => {
    expect(isSelectable({ value: 'h', type: 'heading' })).toBe(false);
    expect(isSelectable({ value: 'n', type: 'no-results' })).toBe(false);
    expect(isSelectable({ value: 'p', type: 'product' })).toBe(true);
    expect(isEmptyResult([{ value: 'h', type: 'heading' }, { value: 'n', type: 'no-result' }])).toBe(true);
    expect(isEmptyResult([{ value: 'p', type: 'product' }])).toBe(false);
  });

  it('links to the url, or # when there is none (§2.3)', () => {
    expect(rowHref({ value: 'a', url: '/product/a/' })).toBe('/product/a/');
    expect(rowHref({ value: 'a', url: 'https://shop.example/p/' })).toBe('https://shop.example/p/');
    expect(rowHref({ value: 'a', url: '?s=ขวด&post_type=product' })).toBe('?s=ขวด&post_type=product');
    expect(rowHref({ value: 'a' })).toBe('#');
    expect(rowHref({ value: 'a', url: '  ' })).toBe('#');
  });

  it('never links to a script URL from a poisoned field', () => {
    expect(rowHref({ value: 'a', url: 'javascript:alert(1)' })).toBe('#');
    expect(rowHref({ value: 'a', url: ' JavaScript:alert(1)' })).toBe('#');
    expect(rowHref({ value: 'a', url: 'data:text/html,<script>alert(1)</script>' })).toBe('#');
    // What a regex on the raw string let through and the browser runs (issue 10).
    expect(rowHref({ value: 'a', url: 'java\tscript:alert(1)' })).toBe('#');
    expect(rowHref({ value: 'a', url: 'java\nscript:alert(1)' })).toBe('#');
    expect(rowHref({ value: 'a', url: '\u0001javascript:alert(1)' })).toBe('#');
  });
});
