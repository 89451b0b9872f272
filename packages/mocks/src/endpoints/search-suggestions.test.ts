import { describe, expect, it } from 'vitest';
import { formatAmountHtml, formatPriceHtml } from '../catalogue/price-html';
import { searchProducts } from '../search/match';
import { createFakeShop, type FakeShopOptions } from '../shop';
import { ajaxGet, ajaxPost, product, readJson, tinyCatalogue } from '../test-fixtures';
import { createFakeWordPress } from '../wordpress';

const ACTION = 'thaps_ajax_get_search_value';

const tiny = tinyCatalogue([
  product(1, 'ขวดลูกกลิ้งแก้ว 10 ml ฝาสีทอง', {
    slug: 'roll-on-10ml-gold',
    sku: 'RB-10-GLD',
    price: 1250,
    regularPrice: 1250,
    shortDescription: 'ขวดลูกกลิ้งแก้วหนา',
  }),
  product(2, 'ขวดลูกกลิ้งแก้ว 5 ml ฝาสีเงิน', { slug: 'roll-on-5ml-silver', sku: 'RB-5-SLV', price: 5.75, regularPrice: 7.5 }),
  product(3, 'ขวดลูกกลิ้งแก้ว 3 ml ฝาสีดำ', { slug: 'roll-on-3ml-black', sku: 'RB-3-BLK' }),
]);

async function suggest(match: string, options: FakeShopOptions = { catalogue: tiny }): Promise<unknown> {
  const wordpress = createFakeWordPress(createFakeShop(options));
  return readJson(await wordpress.handle(ajaxGet({ action: ACTION, match, thaps_nonce: 'a1b2c3d4e5' })));
}

describe('§7 Live search: thaps_ajax_get_search_value', () => {
  it('answers an empty match with no suggestions', async () => {
    expect(await suggest('')).toEqual({ suggestions: [] });
    expect(await suggest('   ')).toEqual({ suggestions: [] });
  });

  it('answers "nothing matched" with exactly one no-result row', async () => {
    expect(await suggest('ไม่มีสินค้านี้')).toEqual({
      suggestions: [{ type: 'no-result', value: 'ไม่พบสินค้า', url: '#' }],
    });
  });

  it('lists matching product categories under their heading, then products', async () => {
    const body = await suggest('10 ml ลูกกลิ้ง');
    expect(body).toEqual({
      suggestions: [
        { type: 'heading', value: 'สินค้า' },
        {
          type: 'product',
          id: 1,
          value: 'ขวดลูกกลิ้งแก้ว 10 ml ฝาสีทอง',
          title: 'ขวดลูกกลิ้งแก้ว 10 ml ฝาสีทอง',
          url: '/product/roll-on-10ml-gold/',
          imgsrc: '/mock-media/product-1.svg',
          price: formatAmountHtml(1250),
          sku: 'RB-10-GLD',
          desc: 'ขวดลูกกลิ้งแก้วหนา',
        },
      ],
    });
    const withCategory = await suggest('ลูกกลิ้ง');
    expect(withCategory).toMatchObject({
      suggestions: [
        { type: 'heading', value: 'หมวดหมู่สินค้า' },
        {
          type: 'taxonomy-product-cat',
          term_id: 2,
          taxonomy: 'product_cat',
          value: 'ขวดลูกกลิ้ง',
          url: '/product-category/roll-on/',
          cat_img: '/mock-media/category-roll-on.svg',
        },
        { type: 'heading', value: 'สินค้า' },
        { type: 'product', id: 1 },
        { type: 'product', id: 2 },
        { type: 'product', id: 3 },
      ],
    });
  });

  it('prints the sale price as <del> regular </del> <ins> sale </ins>', async () => {
    const body = await suggest('RB-5');
    expect(body).toMatchObject({
      suggestions: [{ type: 'heading' }, { type: 'product', price: formatPriceHtml({ price: 5.75, regularPrice: 7.5 }) }],
    });
    expect(formatPriceHtml({ price: 5.75, regularPrice: 7.5 })).toMatch(/^<del>.*7\.50.*<\/del> <ins>.*5\.75.*<\/ins>$/);
  });

  it('lists matching post categories under the บทความ heading', async () => {
    expect(await suggest('วิธีเลือก')).toEqual({
      suggestions: [
        { type: 'heading', value: 'บทความ' },
        {
          type: 'taxonomy-post-cat',
          term_id: 101,
          taxonomy: 'category',
          value: 'วิธีเลือกขวดแก้ว',
          url: '/category/glass-tips/',
        },
      ],
    });
  });

  it('caps product rows at the result length and adds a more_item row with the full total', async () => {
    const body = await suggest('ขวด', { catalogue: tiny, settings: { search: { resultLength: 2 } } });
    const rows = (body as { suggestions: Array<{ type: string }> }).suggestions;
    expect(rows.filter((r) => r.type === 'product')).toHaveLength(2);
    expect(rows.at(-1)).toEqual({
      type: 'more_item',
      id: 'more-result',
      value: '',
      text: 'ดูสินค้าทั้งหมด',
      total: 3,
      url: `/?s=${encodeURIComponent('ขวด')}&post_type=product&thaps_srch=1`,
    });
  });

  it('shows 8 products and the real total for a broad query on the demo catalogue', async () => {
    const shop = createFakeShop();
    const body = await readJson(await createFakeWordPress(shop).handle(ajaxGet({ action: ACTION, match: 'ขวด' })));
    const rows = (body as { suggestions: Array<{ type: string; total?: number; desc?: string }> }).suggestions;
    expect(rows.filter((r) => r.type === 'product')).toHaveLength(8);
    expect(rows.at(-1)).toMatchObject({ type: 'more_item', total: searchProducts(shop.catalogue, 'ขวด').length });
    for (const row of rows.filter((r) => r.type === 'product')) expect(row.desc).toMatch(/\.\.\.$/);
  });

  it('returns the hostile title verbatim for a query containing ขวดทดสอบ', async () => {
    const body = await suggest('ขวดทดสอบ', {});
    expect(body).toMatchObject({
      suggestions: [
        { type: 'heading', value: 'สินค้า' },
        { type: 'product', id: 9999, value: '<img src=x onerror=alert(1)>ขวดทดสอบ', url: '/product/hostile-title/' },
      ],
    });
  });

  it('accepts the action and match in a POST body too ($_REQUEST)', async () => {
    const wordpress = createFakeWordPress(createFakeShop({ catalogue: tiny }));
    const response = await wordpress.handle(ajaxPost({ action: ACTION, match: 'RB-3' }));
    expect(response?.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await readJson(response)).toMatchObject({ suggestions: [{ type: 'heading' }, { type: 'product', id: 3 }] });
  });
});
