import { createFakeShop, createFakeWordPress, findProduct } from '@talat/mocks';
import { describe, expect, it } from 'vitest';
import { BROKEN_IMAGE_PRODUCT, productGalleryMarkup } from './product-gallery';

describe('demo product gallery (prettyPhoto-era WooCommerce markup, §2.1)', () => {
  const shop = createFakeShop();

  it('prints three image links in one prettyPhoto[product-gallery], the caption in title, escaped', () => {
    const product = findProduct(shop.catalogue, 231)!;
    const html = productGalleryMarkup(product);
    expect(html.match(/data-rel="prettyPhoto\[product-gallery\]"/g)).toHaveLength(3);
    expect(html).toContain(`<a href="/mock-media/product-231.svg" class="woocommerce-main-image zoom" title="${product.name} – ด้านหน้า"`);
    expect(html).toContain('class="thumbnails columns-3"');
    const hostile = productGalleryMarkup({ ...product, name: '<img src=x onerror=alert(1)>' });
    expect(hostile).not.toContain('<img src=x');
  });

  it('serves every image of a product, and 404s only the broken full-size file of the demo product', async () => {
    const urls = (id: number) => [...productGalleryMarkup(findProduct(shop.catalogue, id)!).matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]!);
    const wordpress = createFakeWordPress(shop);
    const status = async (url: string) => (await wordpress.handle(new Request(`http://shop.test${url}`)))?.status;
    for (const url of urls(231)) expect(await status(url)).toBe(200);
    const broken = urls(BROKEN_IMAGE_PRODUCT);
    const statuses = await Promise.all(broken.map(status));
    expect(statuses.filter((s) => s === 404)).toHaveLength(1);
    expect(broken[statuses.indexOf(404)]).toMatch(/-cap-large\.jpg$/);
  });
});
