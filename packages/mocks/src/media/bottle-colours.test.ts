import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../catalogue/catalogue';
import { bottleColours } from './bottle-colours';

describe('bottle colours from the product name (the demo tells the truth, issue 11)', () => {
  it.each([
    ['ขวดยาดม Inhalant ใส 1 ml', { body: '#dcecf2' }],
    ['ขวดยาดม Inhalant สีชา 1 ml', { body: '#a0612b' }],
    ['ขวดยาดม Inhalant สีขาวขุ่น 1 ml', { body: '#ece7dd' }],
    ['ขวดยาดม Inhalant สีน้ำเงิน 1 ml', { body: '#2f4f9e' }],
    ['ขวดลูกกลิ้งแก้ว 3 ml ฝาสีทอง', { cap: '#c9a44c' }],
    ['ขวดลูกกลิ้งแก้ว 3 ml ฝาไม้ Wood', { cap: '#9b6a3c' }],
    ['ขวดสเปรย์ สีชมพู ฝาสีเงิน 30 ml', { body: '#e8a3b8', cap: '#b9bec4' }],
    ['กระปุกครีม 50 g', {}],
  ])('%s', (name, colours) => {
    expect(bottleColours(name)).toEqual(colours);
  });

  it('never reads a cap colour as the bottle’s', () => {
    expect(bottleColours('ขวดแก้ว ฝาสีดำ').body).toBeUndefined();
  });

  it('gives a body colour to every catalogue product whose name has a colour word outside its cap', () => {
    const words = /สี|ใส|Amber|Clear/;
    for (const product of createCatalogue().products) {
      const outsideCap = product.name.replace(/ฝา\S+/g, ' ');
      if (words.test(outsideCap)) expect(bottleColours(product.name).body, product.name).toBeDefined();
    }
  });
});
