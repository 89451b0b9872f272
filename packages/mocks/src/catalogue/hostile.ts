import type { Product } from './types';

// The XSS fixture of §8/DESIGN "What the old front ends got wrong": the old search dropdown
// concatenated `value` into HTML. Widgets must render this name as text. Hidden from listings and
// only found by its own keys, so it never shows up while a designer types 'ขวด' in Storybook.
export const HOSTILE_PRODUCT: Product = {
  id: 9999,
  slug: 'hostile-title',
  name: '<img src=x onerror=alert(1)>ขวดทดสอบ',
  sku: 'TEST-XSS-9999',
  price: 99,
  regularPrice: 99,
  categories: [],
  tags: ['hostile'],
  image: '/mock-media/product-9999.svg',
  shortDescription: 'สินค้าทดสอบ <script>alert(2)</script> ห้ามแสดงเป็น HTML',
  stockStatus: 'instock',
  minQty: 1,
  maxQty: null,
  hidden: true,
  searchKeys: ['ขวดทดสอบ', 'hostile'],
};
