import { findCategory, findProduct } from '../catalogue/catalogue';
import { bottleColours } from '../media/bottle-colours';
import { renderPlaceholderSvg, type Placeholder } from '../media/svg';
import { defineMediaRoute } from '../router/registry';
import type { FakeShop } from '../shop';

// /mock-media/product-{id}.svg, /mock-media/category-{slug}.svg and any other /mock-media/{name}.svg.
// An unknown product or category is a 404 so image-error states (§8 Lightbox) can be shown.

function placeholderFor(file: string, shop: FakeShop): Placeholder | undefined {
  const product = /^product-(\d+)\.svg$/.exec(file);
  if (product) {
    const found = findProduct(shop.catalogue, Number(product[1]));
    if (!found) return undefined;
    const { body, cap } = bottleColours(found.name);
    return { label: found.sku, shape: 'bottle', key: file, ...(body ? { fill: body } : {}), ...(cap ? { capFill: cap } : {}) };
  }
  const category = /^category-([a-z0-9-]+)\.svg$/.exec(file);
  if (category) {
    const found = findCategory(shop.catalogue, category[1] ?? '');
    return found && { label: found.name, shape: 'circle', key: file };
  }
  const other = /^([\w-]+)\.svg$/.exec(file);
  return other ? { label: other[1] ?? file, shape: 'square', key: file } : undefined;
}

export const mockMedia = defineMediaRoute('/mock-media/:file', (request, shop) => {
  const placeholder = placeholderFor(request.routeParams.file ?? '', shop);
  if (!placeholder) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(renderPlaceholderSvg(placeholder), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
});
