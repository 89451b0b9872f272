import type { PostCategory, ProductCategory } from './types';

// Term ids are fixed because tests, stories and demo pages link to them.
export const CATEGORY = {
  cosmetics: 9,
  packaging: 10,
  rollOn: 11,
  inhalant: 12,
  pump: 13,
  jar: 14,
  lipstickTube: 15,
  dropper: 16,
  spray: 17,
  serum: 18,
  cream: 19,
  lotion: 20,
  lipstick: 21,
} as const;

function category(id: number, slug: string, name: string, parent: number | null): ProductCategory {
  return { id, slug, name, parent, image: `/mock-media/category-${slug}.svg` };
}

export function createProductCategories(): ProductCategory[] {
  const c = CATEGORY;
  return [
    category(c.cosmetics, 'cosmetics', 'เครื่องสำอาง', null),
    category(c.packaging, 'cosmetic-packaging', 'บรรจุภัณฑ์เครื่องสำอาง', null),
    category(c.rollOn, 'roll-on-bottles', 'ขวดลูกกลิ้ง', c.packaging),
    category(c.inhalant, 'inhalant-bottles', 'ขวดยาดม', c.packaging),
    category(c.pump, 'pump-bottles', 'ขวดปั๊ม', c.packaging),
    category(c.jar, 'cream-jars', 'กระปุกครีม', c.packaging),
    category(c.lipstickTube, 'lipstick-tubes', 'หลอดลิปสติก', c.packaging),
    category(c.dropper, 'dropper-bottles', 'ขวดดรอปเปอร์', c.packaging),
    category(c.spray, 'spray-bottles', 'ขวดสเปรย์', c.packaging),
    category(c.serum, 'serums', 'เซรั่มบำรุงผิว', c.cosmetics),
    category(c.cream, 'creams', 'ครีมบำรุงผิว', c.cosmetics),
    category(c.lotion, 'lotions', 'โลชั่น', c.cosmetics),
    category(c.lipstick, 'lipsticks', 'ลิปสติก', c.cosmetics),
  ];
}

export function createPostCategories(): PostCategory[] {
  return [
    { id: 101, slug: 'news-promotions', name: 'ข่าวสารและโปรโมชั่น' },
    { id: 102, slug: 'packaging-knowledge', name: 'ความรู้เรื่องบรรจุภัณฑ์' },
    { id: 103, slug: 'choosing-glass-bottles', name: 'วิธีเลือกขวดแก้ว' },
    { id: 104, slug: 'beauty-tips', name: 'เคล็ดลับความงาม' },
    { id: 105, slug: 'inhalant-recipes', name: 'สูตรยาดมและน้ำมันหอมระเหย' },
    { id: 106, slug: 'reviews', name: 'รีวิวสินค้า Review' },
  ];
}
