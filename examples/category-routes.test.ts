import { buildSuggestions, createFakeShop, listByCategory, type FakeShop } from '@talat/mocks';
import { describe, expect, it } from 'vitest';
import { handlePageRequest } from './routes';

// The demo tells the truth (issue 11): every category and article row the live search suggests
// leads to a page, as on the real shop, not to a 404.

function get(shop: FakeShop, path: string): { status: number; html: string } {
  const result = handlePageRequest(shop, { method: 'GET', url: new URL(path, 'http://demo.test/'), sessionId: 'category-test', cookies: {} });
  if (!('html' in result)) throw new Error(`expected a page, got a redirect to ${result.location}`);
  return result;
}

describe('category pages the live search links to', () => {
  const shop = createFakeShop();

  it('answers every product category with its products, 48 a page', () => {
    for (const category of shop.catalogue.productCategories) {
      const { status, html } = get(shop, `/product-category/${category.slug}/`);
      expect(status, category.slug).toBe(200);
      expect(html).toContain(`<h1 class="woocommerce-products-header__title page-title">${category.name}</h1>`);
      expect(html).toContain(`term-${category.slug}`);
      const products = listByCategory(shop.catalogue, category.id);
      expect((html.match(/<li class="[^"]*\bproduct\b/g) ?? []).length, category.slug).toBe(Math.min(48, products.length));
    }
  });

  it('answers every article category with a short article', () => {
    for (const category of shop.catalogue.postCategories) {
      const { status, html } = get(shop, `/category/${category.slug}/`);
      expect(status, category.slug).toBe(200);
      expect(html).toContain(`<h1 class="page-title">หมวดหมู่: ${category.name}</h1>`);
      expect(html).toContain('<article class="post type-post');
    }
  });

  it('follows the URLs the suggestions carry, and 404s an unknown slug', () => {
    const rows = [...buildSuggestions(shop, 'ขวด'), ...buildSuggestions(shop, 'ความรู้')].filter((row) => row.type === 'taxonomy-product-cat' || row.type === 'taxonomy-post-cat');
    expect(rows.some((row) => row.type === 'taxonomy-product-cat')).toBe(true);
    expect(rows.some((row) => row.type === 'taxonomy-post-cat')).toBe(true);
    for (const row of rows) expect(get(shop, new URL(row.url!, 'http://demo.test/').pathname).status, row.url).toBe(200);
    expect(get(shop, '/product-category/no-such-thing/').status).toBe(404);
    expect(get(shop, '/category/no-such-thing/').status).toBe(404);
  });
});
