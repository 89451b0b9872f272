import { describe, expect, it } from 'vitest';
import { escapeXml, renderPlaceholderSvg } from '../media/svg';
import { createFakeShop } from '../shop';
import { BASE, product, tinyCatalogue } from '../test-fixtures';
import { createFakeWordPress } from '../wordpress';

const wordpress = createFakeWordPress(createFakeShop());
const get = (path: string): Promise<Response | undefined> => wordpress.handle(new Request(`${BASE}${path}`));

describe('/mock-media placeholders', () => {
  it('draws a product placeholder labelled with its SKU', async () => {
    const response = await get('/mock-media/product-101.svg');
    expect(response?.status).toBe(200);
    expect(response?.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    const svg = (await response?.text()) ?? '';
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('>RB-3-GLD</text>');
    // Its name says ฝาสีทอง: the cap is gold.
    expect(svg).toContain('<rect x="130" y="40" width="40" height="28" rx="4" fill="#c9a44c" stroke="#0003"/>');
  });

  it('draws a category placeholder with its Thai name', async () => {
    expect(await (await get('/mock-media/category-inhalant-bottles.svg'))?.text()).toContain('>ขวดยาดม</text>');
  });

  it('draws any other named svg, and 404s unknown products, categories and non-svg files', async () => {
    expect((await get('/mock-media/hero-banner.svg'))?.status).toBe(200);
    expect((await get('/mock-media/product-1.svg'))?.status).toBe(404);
    expect((await get('/mock-media/category-nope.svg'))?.status).toBe(404);
    expect((await get('/mock-media/photo.jpg'))?.status).toBe(404);
  });

  it('escapes label text, so a hostile category name cannot break out of the SVG', async () => {
    const shop = createFakeShop({
      catalogue: {
        ...tinyCatalogue([product(1, 'x')]),
        productCategories: [{ id: 1, slug: 'evil', name: '<script>&"', parent: null, image: '' }],
      },
    });
    const svg = (await (await createFakeWordPress(shop).handle(new Request(`${BASE}/mock-media/category-evil.svg`)))?.text()) ?? '';
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;&amp;&quot;');
    expect(escapeXml(`<a href='x'>&</a>`)).toBe('&lt;a href=&apos;x&apos;&gt;&amp;&lt;/a&gt;');
  });

  it('shortens long labels without splitting a Thai grapheme, and is deterministic', () => {
    const label = 'สูตรยาดมและน้ำมันหอมระเหยสำหรับมือใหม่';
    const svg = renderPlaceholderSvg({ label, shape: 'circle', key: 'k' });
    expect(svg).toBe(renderPlaceholderSvg({ label, shape: 'circle', key: 'k' }));
    // 17 graphemes, 21 code units: tone mark and vowel marks stay on their consonants ('น้', 'มั').
    expect(/<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1]).toBe('สูตรยาดมและน้ำมันหอมร…');
  });
});
