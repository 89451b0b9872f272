// A small catalogue covering every cart rule, for this folder's tests (not exported).
import { createFakeShop, type FakeShop } from '../shop';
import { product, tinyCatalogue } from '../test-fixtures';

export const PLAIN = product(1, 'ขวดลูกกลิ้งแก้ว 10 ml ฝาสีทอง', { slug: 'roll-on-10ml-gold', sku: 'RB-10-GLD', price: 1250, regularPrice: 1250 });
export const LOT = product(2, 'ขวดยาดม Inhalant สีชา 2 ml', { slug: 'inhalant-2ml-amber', sku: 'IN-2-AMB', price: 4.75, regularPrice: 4.75, minQty: 10, maxQty: 500 });
export const SOLD_OUT = product(3, 'ขวดปั๊ม 30 ml', { slug: 'pump-30ml', stockStatus: 'outofstock' });
export const HIDDEN = product(4, 'สินค้าซ่อน', { slug: 'hidden-product', hidden: true });
export const CAPPED = product(5, 'เซรั่มวิตามินซี Vit C 30 ml', { slug: 'serum-vit-c-30ml', price: 0.1, regularPrice: 0.1, maxQty: 3 });
/** Visible, in stock, with a name that is markup: every builder must print it as text. */
export const HOSTILE = product(6, `<img src=x onerror=alert(1)>"ขวด" & 'ฝา'`, { slug: 'hostile-visible', sku: 'X"<SKU>' });

export const CART_CATALOGUE = tinyCatalogue([PLAIN, LOT, SOLD_OUT, HIDDEN, CAPPED, HOSTILE]);

export function cartShop(): FakeShop {
  return createFakeShop({ catalogue: CART_CATALOGUE });
}
