import { CATEGORY } from './categories';
import { sizes, variant, type ProductFamily } from './family';

// Inhalant (ยาดม) bottles are the shop's best sellers; the tag listing `InhalantBottle` must fill
// more than one page of 48, so these families alone give 69 tagged bottles.

const INHALANT_CATEGORIES = [CATEGORY.packaging, CATEGORY.inhalant];
const TAG = 'InhalantBottle';

const glassColours = [
  variant('ใส', 'CLR', 'clear', { tags: ['clear'] }),
  variant('สีชา', 'AMB', 'amber', { tags: ['amber'] }),
  variant('สีเขียว', 'GRN', 'green', { tags: ['green'] }),
  variant('สีน้ำเงิน', 'BLU', 'blue', { tags: ['blue'] }),
  variant('สีชมพู', 'PNK', 'pink', { tags: ['pink'] }),
  variant('สีม่วง', 'PPL', 'purple', { tags: ['purple'] }),
  variant('สีขาวขุ่น', 'WHT', 'opal-white', { tags: ['white'] }),
  variant('สีดำ', 'BLK', 'black', { tags: ['black'], priceFactor: 1.1 }),
];

const metalColours = [
  variant('สีทอง Gold', 'GLD', 'gold', { priceFactor: 1.15 }),
  variant('สีเงิน Silver', 'SLV', 'silver'),
  variant('สีโรสโกลด์ Rose Gold', 'RSG', 'rose-gold', { priceFactor: 1.15 }),
  variant('สีดำด้าน Matte Black', 'BLK', 'matte-black'),
  variant('สีแดง', 'RED', 'red'),
  variant('สีฟ้า', 'SKY', 'sky-blue'),
  variant('สีเขียวมิ้นท์', 'MNT', 'mint'),
  variant('สีม่วง', 'PPL', 'purple'),
];

export const inhalantFamilies: readonly ProductFamily[] = [
  {
    code: 'IH',
    slug: 'glass-inhalant-bottle',
    categories: INHALANT_CATEGORIES,
    tags: [TAG, 'glass'],
    sizes: sizes('ml', [[1, 4.5], [2, 5.5], [3, 6.75], [5, 8.5]]),
    variants: glassColours,
    packaging: true,
    name: (size, v) => `ขวดยาดม Inhalant ${v.label} ${size.label}`,
    description: (size, v) =>
      `ขวดยาดมแก้ว${v.label} ขนาด ${size.label} พร้อมจุกในและฝาเกลียว ปิดสนิท กลิ่นไม่ระเหย เหมาะสำหรับทำยาดมสมุนไพรขาย`,
  },
  {
    code: 'IA',
    slug: 'aluminium-inhalant-tube',
    categories: INHALANT_CATEGORIES,
    tags: [TAG, 'aluminium'],
    sizes: sizes('ml', [[2, 9], [4, 12]]),
    variants: metalColours,
    packaging: true,
    name: (size, v) => `หลอดยาดมอลูมิเนียม Inhalant Tube ${v.label} ${size.label}`,
    description: (size, v) =>
      `หลอดยาดมอลูมิเนียม${v.label} ${size.label} น้ำหนักเบา พกพาสะดวก สกรีนโลโก้ได้ พร้อมไส้และจุกปิด`,
  },
  {
    code: 'IP',
    slug: 'plastic-inhalant-bottle',
    categories: INHALANT_CATEGORIES,
    tags: [TAG, 'plastic'],
    sizes: sizes('ml', [[2, 3.25], [3, 3.75]]),
    variants: glassColours.slice(0, 6), // the six colours moulded in plastic
    packaging: true,
    name: (size, v) => `ขวดยาดมพลาสติก 2 ทาง Inhalant ${v.label} ${size.label}`,
    description: (size, v) =>
      `ขวดยาดมพลาสติก 2 ทาง ${v.label} ${size.label} ใช้ได้ทั้งดมและทา ราคาส่ง เหมาะกับงานของชำร่วย`,
  },
  {
    code: 'IR',
    slug: 'round-glass-inhalant-bottle',
    categories: INHALANT_CATEGORIES,
    tags: [TAG, 'glass'],
    sizes: sizes('ml', [[3, 11], [5, 13.5], [10, 18]]),
    variants: glassColours.slice(0, 3), // round bottles come in three glass colours only
    packaging: true,
    name: (size, v) => `ขวดยาดมแก้ว ทรงกลม ฝาเกลียว ${v.label} ${size.label}`,
    description: (size, v) =>
      `ขวดยาดมแก้วทรงกลม${v.label} ${size.label} ฝาเกลียวอลูมิเนียม ใส่ยาดมแบบเม็ดหรือสมุนไพรอบแห้งได้`,
  },
  {
    code: 'IW',
    slug: 'inhalant-cotton-wick',
    categories: INHALANT_CATEGORIES,
    tags: ['InhalantAccessory', 'ขายส่ง'],
    sizes: sizes('ชิ้น', [[100, 95], [500, 420], [1000, 1250]], 'pcs'),
    variants: [variant('มาตรฐาน', 'STD', 'standard'), variant('แบบยาว Long', 'LNG', 'long', { priceFactor: 1.2 })],
    packaging: false,
    name: (size, v) => `ไส้ยาดม Inhalant Cotton Stick ${v.label} แพ็ค ${size.label}`,
    description: (size, v) =>
      `ไส้ยาดมผ้าฝ้าย${v.label} แพ็ค ${size.label} ซึมซับน้ำมันหอมระเหยได้ดี ใช้คู่กับหลอดยาดมทุกรุ่นในร้าน`,
  },
];
