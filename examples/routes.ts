import type { FakeShop } from '@talat/mocks';
import { homePage, notFoundPage, productPage, searchResultsPage, tagPage, type Page } from './pages/shop-pages';
import type { PageOptions } from './pages/widgets';

/** Maps a page URL of the demo shop to its server-rendered page (WordPress's rewrite rules). */
export function renderPage(shop: FakeShop, url: URL): Page {
  const options: PageOptions = {
    classic: url.searchParams.get('classic') === '1',
    iconMode: url.searchParams.get('icon') === '1',
  };
  const path = url.pathname;
  const query = url.searchParams.get('s');
  if (path === '/' && query !== null) return searchResultsPage(shop, options, query);
  if (path === '/') return homePage(shop, options);
  const tag = /^\/product-tag\/([^/]+)\/(?:page\/(\d+)\/)?$/.exec(path);
  if (tag) return tagPage(shop, options, tagName(shop, decodeURIComponent(tag[1]!)), Number(tag[2] ?? url.searchParams.get('paged') ?? 1));
  const product = /^\/product\/([^/]+)\/$/.exec(path);
  if (product) return productPage(shop, options, decodeURIComponent(product[1]!));
  return notFoundPage(shop, options);
}

/** Tag slugs are lower case; the tag's display name keeps its case (InhalantBottle). */
function tagName(shop: FakeShop, slug: string): string {
  for (const product of shop.catalogue.products) {
    const found = product.tags.find((tag) => tag.toLowerCase() === slug.toLowerCase());
    if (found) return found;
  }
  return slug;
}
