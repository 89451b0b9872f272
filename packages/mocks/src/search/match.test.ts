import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../catalogue/catalogue';
import { product, tinyCatalogue } from '../test-fixtures';
import { matchPostCategories, matchProductCategories, searchProducts } from './match';
import { normalizeText, queryTerms } from './normalize';

const names = (list: ReadonlyArray<{ name: string }>): string[] => list.map((p) => p.name);

describe('§7 Live search matching', () => {
  const catalogue = tinyCatalogue([
    product(1, 'ขวดลูกกลิ้งแก้ว 10 ml ฝาสีทอง', { sku: 'RB-10-GLD', tags: ['RollOn'] }),
    product(2, 'ขวดยาดม Inhalant สีชา 2 ml', { sku: 'IH-2-AMB', tags: ['InhalantBottle'], categories: [1] }),
    product(3, 'เซรั่มวิตามินซี Vit C 30 ml', { sku: 'SR-30-VTC', categories: [1] }),
    product(4, 'หลอดยาดมอลูมิเนียม Inhalant Tube 2 ml', { sku: 'IA-2-GLD', categories: [1] }),
    product(5, '<img src=x onerror=alert(1)>ขวดทดสอบ', {
      sku: 'TEST-XSS',
      tags: ['hostile'],
      hidden: true,
      searchKeys: ['ขวดทดสอบ', 'hostile'],
    }),
  ]);

  it('matches Thai as a substring, since Thai has no spaces between words', () => {
    expect(names(searchProducts(catalogue, 'ลูกกลิ้ง'))).toEqual(['ขวดลูกกลิ้งแก้ว 10 ml ฝาสีทอง']);
    expect(names(searchProducts(catalogue, 'ยาดม'))).toEqual([
      'ขวดยาดม Inhalant สีชา 2 ml',
      'หลอดยาดมอลูมิเนียม Inhalant Tube 2 ml',
    ]);
  });

  it('matches Latin words case-insensitively', () => {
    expect(names(searchProducts(catalogue, 'VIT c'))).toEqual(['เซรั่มวิตามินซี Vit C 30 ml']);
    expect(searchProducts(catalogue, 'inhalant')).toHaveLength(2);
  });

  it('requires every term, each in any of name, SKU, tag or category name', () => {
    expect(names(searchProducts(catalogue, 'ยาดม สีชา'))).toEqual(['ขวดยาดม Inhalant สีชา 2 ml']);
    expect(names(searchProducts(catalogue, 'rollon 10'))).toEqual(['ขวดลูกกลิ้งแก้ว 10 ml ฝาสีทอง']);
    expect(names(searchProducts(catalogue, 'บรรจุภัณฑ์ เซรั่ม'))).toEqual(['เซรั่มวิตามินซี Vit C 30 ml']);
    expect(names(searchProducts(catalogue, 'ยาดม gld'))).toEqual(['หลอดยาดมอลูมิเนียม Inhalant Tube 2 ml']);
    expect(searchProducts(catalogue, 'ยาดม xyz')).toEqual([]);
  });

  it('matches SKUs, case-insensitively and by prefix', () => {
    expect(names(searchProducts(catalogue, 'rb-10-gld'))).toEqual(['ขวดลูกกลิ้งแก้ว 10 ml ฝาสีทอง']);
    expect(searchProducts(catalogue, 'IH-2')).toHaveLength(1);
  });

  it('finds "10ml" in "10 ml" and folds Thai digits and NFD input', () => {
    expect(searchProducts(catalogue, '10ml')).toHaveLength(1);
    expect(searchProducts(catalogue, 'ขวดลูกกลิ้ง ๑๐ ml')).toHaveLength(1);
  });

  it('folds the Thai spellings keyboards really produce, and full-width Latin', () => {
    const full = createCatalogue();
    const count = (query: string) => searchProducts(full, query).length;
    expect(count('ดำ')).toBeGreaterThan(0);
    // SARA AM typed as NIKHAHIT + SARA AA.
    expect(count('ด\u0E4D\u0E32')).toBe(count('ดำ'));
    // Tone mark typed after SARA AM instead of before it.
    expect(count('น\u0E33\u0E49')).toBe(count('น้ำ'));
    expect(count('น้ำ')).toBeGreaterThan(0);
    // A zero-width space inside a word.
    expect(count('ลูก\u200Bกลิ้ง')).toBe(count('ลูกกลิ้ง'));
    expect(count('ＳＥＲＵＭ')).toBe(count('serum'));
    expect(count('serum')).toBeGreaterThan(0);
  });

  it('ranks name-starts-with first, then name-contains, then other fields; stable within a rank', () => {
    const ranked = tinyCatalogue([
      product(1, 'ครีมกันแดด', { tags: ['ขวด'] }),
      product(2, 'กระปุกขวดครีม'),
      product(3, 'ขวดปั๊ม'),
      product(4, 'ฝาขวด'),
      product(5, 'ขวดสเปรย์'),
    ]);
    expect(searchProducts(ranked, 'ขวด').map((p) => p.id)).toEqual([3, 5, 2, 4, 1]);
  });

  it('finds the hidden XSS fixture only by its own keys', () => {
    expect(names(searchProducts(catalogue, 'ขวดทดสอบ'))).toEqual(['<img src=x onerror=alert(1)>ขวดทดสอบ']);
    expect(searchProducts(catalogue, 'hostile')).toHaveLength(1);
    expect(searchProducts(catalogue, 'ขวด').map((p) => p.id)).not.toContain(5);
    expect(searchProducts(catalogue, 'img')).toEqual([]);
  });

  it('returns nothing for an empty or blank query', () => {
    expect(searchProducts(catalogue, '')).toEqual([]);
    expect(searchProducts(catalogue, '   ')).toEqual([]);
  });

  it('matches category names with every term', () => {
    expect(matchProductCategories(catalogue, 'ลูกกลิ้ง').map((c) => c.slug)).toEqual(['roll-on']);
    expect(matchProductCategories(catalogue, 'ขวด สเปรย์')).toEqual([]);
    expect(matchPostCategories(catalogue, 'ขวดแก้ว').map((c) => c.slug)).toEqual(['glass-tips']);
  });

  it('finds the hostile fixture in the demo catalogue for a query containing ขวดทดสอบ', () => {
    expect(searchProducts(createCatalogue(), 'ขวดทดสอบ').map((p) => p.id)).toEqual([9999]);
  });
});

describe('normalizeText', () => {
  it('folds case, Thai digits and whitespace', () => {
    expect(normalizeText('  Roll-ON\t๑๐  ML ')).toBe('roll-on 10 ml');
    expect(queryTerms(' ขวด  ทอง ')).toEqual(['ขวด', 'ทอง']);
    expect(queryTerms('   ')).toEqual([]);
  });
});
