import { CATEGORY } from './categories';
import { sizes, variant, type ProductFamily } from './family';

// Finished cosmetics: here the variant is the product line (active ingredient or shade) and the
// size is the bottle, so names read like 'เซรั่มวิตามินซี Vit C 30 ml'.

const COSMETICS = CATEGORY.cosmetics;

export const cosmeticsFamilies: readonly ProductFamily[] = [
  {
    code: 'SR',
    slug: 'serum',
    categories: [COSMETICS, CATEGORY.serum],
    tags: ['Serum', 'Skincare'],
    sizes: sizes('ml', [[15, 290], [30, 490]]),
    variants: [
      variant('เซรั่มวิตามินซี Vit C', 'VTC', 'vitamin-c', { tags: ['VitaminC'] }),
      variant('เซรั่มไฮยาลูรอน Hyaluronic Acid', 'HYA', 'hyaluronic-acid'),
      variant('เซรั่มไนอะซินาไมด์ Niacinamide 10%', 'NIA', 'niacinamide'),
      variant('เซรั่มเรตินอล Retinol 0.5%', 'RET', 'retinol', { priceFactor: 1.4 }),
      variant('เซรั่มคอลลาเจน Collagen', 'COL', 'collagen'),
      variant('เซรั่มหน้าใส Bright Serum', 'BRT', 'bright'),
      variant('เซรั่มลดสิว Acne Serum', 'ACN', 'acne'),
      variant('เซรั่มทองคำ 24K Gold Serum', 'GLD', 'gold-24k', { priceFactor: 2.55 }),
    ],
    packaging: false,
    name: (size, v) => `${v.label} ${size.label}`,
    description: (size, v) =>
      `${v.label} ขนาด ${size.label} เนื้อบางเบา ซึมไว ไม่เหนียวเหนอะหนะ ผ่านการทดสอบการระคายเคือง มี อย. แล้ว`,
  },
  {
    code: 'CR',
    slug: 'cream',
    categories: [COSMETICS, CATEGORY.cream],
    tags: ['Cream', 'Skincare'],
    sizes: sizes('g', [[30, 350], [50, 520]]),
    variants: [
      variant('ครีมบำรุงผิวหน้า Night Cream', 'NGT', 'night-cream'),
      variant('ครีมกันแดด Sunscreen SPF50 PA+++', 'SUN', 'sunscreen-spf50', { tags: ['Sunscreen'] }),
      variant('ครีมทาใต้ตา Eye Cream', 'EYE', 'eye-cream', { priceFactor: 1.2 }),
      variant('ครีมหอยทาก Snail Cream', 'SNL', 'snail-cream'),
      variant('เจลว่านหางจระเข้ Aloe Vera Gel', 'ALO', 'aloe-vera-gel', { priceFactor: 0.5 }),
      variant('ครีมมะขาม Tamarind Cream', 'TMR', 'tamarind-cream', { priceFactor: 0.7 }),
      variant('ครีมขมิ้น Turmeric Cream', 'TUR', 'turmeric-cream', { priceFactor: 0.7 }),
    ],
    packaging: false,
    name: (size, v) => `${v.label} ${size.label}`,
    description: (size, v) => `${v.label} ${size.label} บำรุงผิวให้ชุ่มชื่น ใช้ได้ทุกสภาพผิว ผลิตในประเทศไทย`,
  },
  {
    code: 'LO',
    slug: 'lotion',
    categories: [COSMETICS, CATEGORY.lotion],
    tags: ['Lotion', 'Bodycare'],
    sizes: sizes('ml', [[200, 189], [400, 299]]),
    variants: [
      variant('โลชั่นบำรุงผิวกาย Body Lotion', 'BDY', 'body-lotion'),
      variant('โลชั่นน้ำนมข้าว Rice Milk Lotion', 'RCE', 'rice-milk-lotion'),
      variant('โลชั่นกันแดด UV Body Lotion SPF30', 'UVB', 'uv-body-lotion-spf30', { tags: ['Sunscreen'] }),
      variant('โลชั่นมะหาด Mahad Lotion', 'MHD', 'mahad-lotion'),
      variant('โลชั่นวิตามินอี Vitamin E', 'VTE', 'vitamin-e-lotion'),
      variant('โลชั่นน้ำหอม Perfume Lotion', 'PRF', 'perfume-lotion', { priceFactor: 1.3 }),
    ],
    packaging: false,
    name: (size, v) => `${v.label} ${size.label}`,
    description: (size, v) => `${v.label} ${size.label} ซึมเร็ว กลิ่นหอมอ่อนๆ ผิวนุ่มชุ่มชื่นตลอดวัน`,
  },
  {
    code: 'LS',
    slug: 'matte-lipstick',
    categories: [COSMETICS, CATEGORY.lipstick],
    tags: ['Lipstick', 'Makeup'],
    sizes: sizes('g', [[3.5, 259]]),
    variants: [
      variant('เบอร์ 01 Rose Nude', '01', 'shade-01-rose-nude'),
      variant('เบอร์ 02 Brick Red', '02', 'shade-02-brick-red'),
      variant('เบอร์ 03 Coral Pink', '03', 'shade-03-coral-pink'),
      variant('เบอร์ 04 Mauve', '04', 'shade-04-mauve'),
      variant('เบอร์ 05 Chili', '05', 'shade-05-chili'),
      variant('เบอร์ 06 Milk Tea', '06', 'shade-06-milk-tea'),
      variant('เบอร์ 07 Plum', '07', 'shade-07-plum'),
      variant('เบอร์ 08 Cherry', '08', 'shade-08-cherry'),
    ],
    packaging: false,
    name: (size, v) => `ลิปสติก Matte Lipstick ${v.label} ${size.label}`,
    description: (size, v) => `ลิปสติกเนื้อแมตต์ ${v.label} ${size.label} สีชัด ติดทนนาน ไม่ตกร่อง`,
  },
];
