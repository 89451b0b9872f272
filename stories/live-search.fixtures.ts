import { CATEGORY, createCatalogue, type Catalogue, type Product } from '@talat/mocks';

/**
 * Queries the live search stories type, checked against the demo catalogue of `@talat/mocks`
 * (SPEC §7 "Live search"; the fake WordPress builds the answer, see packages/mocks/src/search).
 */

/**
 * Hits every row kind: product categories (ขวดลูกกลิ้ง, ขวดปั๊ม, ...), the post category
 * 'วิธีเลือกขวดแก้ว', and more products than `result_length`, some on sale, so the 'more' row shows.
 */
export const EVERY_ROW_KIND_QUERY = 'ขวด';

/** Matches no product, category or post category of the demo catalogue. */
export const NO_RESULTS_QUERY = 'แชมพูม่วง';

/** About 150 Thai characters with no spaces between words, as Thai product names are written. */
export const LONG_THAI_TITLE =
  'ขวดปั๊มสุญญากาศอะคริลิกใสสองชั้นสำหรับเซรั่มและครีมบำรุงผิวหน้า ขนาด 50 มิลลิลิตร พร้อมฝาครอบสีทองด้านและหัวปั๊มกันอากาศเข้า เหมาะสำหรับแบรนด์สกินแคร์';

/** Only the long-titled product is acrylic, so this query finds it and nothing else. */
export const LONG_TITLE_QUERY = 'อะคริลิก';

const LONG_TITLE_PRODUCT: Product = {
  id: 9001,
  slug: 'airless-acrylic-double-wall-50ml-gold',
  name: LONG_THAI_TITLE,
  sku: 'AP-50-ACR-DW-GLD',
  price: 990,
  regularPrice: 1290,
  categories: [CATEGORY.packaging, CATEGORY.pump],
  tags: ['airless', 'acrylic'],
  // Served by the fake's media route like every catalogue image.
  image: '/mock-media/product-9001.svg',
  shortDescription:
    'ผนังสองชั้นช่วยให้ดูหรูหรา ตัวขวดด้านในถอดเปลี่ยนได้ รองรับการสกรีนโลโก้และการพ่นสีตามแบรนด์ สั่งผลิตขั้นต่ำ 500 ชิ้น จัดส่งทั่วประเทศภายใน 7 วันทำการ',
  stockStatus: 'instock',
  minQty: 1,
  maxQty: null,
};

/** The demo catalogue plus one product whose name is about 150 Thai characters long. */
export function longTitleCatalogue(): Catalogue {
  const catalogue = createCatalogue();
  return { ...catalogue, products: [...catalogue.products, LONG_TITLE_PRODUCT] };
}
