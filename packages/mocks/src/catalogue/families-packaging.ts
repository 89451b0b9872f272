import { CATEGORY } from './categories';
import { sizes, variant, type ProductFamily } from './family';

// Named so families can pick a subset without indexing into arrays.
const goldCap = variant('ฝาสีทอง', 'GLD', 'gold-cap', { tags: ['gold'], priceFactor: 1.1 });
const silverCap = variant('ฝาสีเงิน', 'SLV', 'silver-cap', { tags: ['silver'] });
const blackCap = variant('ฝาสีดำ', 'BLK', 'black-cap', { tags: ['black'] });
const woodCap = variant('ฝาไม้ Wood', 'WOD', 'wooden-cap', { tags: ['wood'], priceFactor: 1.3 });
const roseGoldCap = variant('ฝาสีโรสโกลด์', 'RSG', 'rose-gold-cap', { tags: ['rose-gold'], priceFactor: 1.15 });

const clearGlass = variant('ใส', 'CLR', 'clear', { tags: ['clear'] });
const amberGlass = variant('สีชา Amber', 'AMB', 'amber', { tags: ['amber'] });
const cobaltGlass = variant('สีฟ้า Cobalt', 'BLU', 'cobalt-blue', { tags: ['blue'], priceFactor: 1.1 });
const frostedGlass = variant('ฝ้า Frosted', 'FRS', 'frosted', { tags: ['frosted'], priceFactor: 1.05 });

const whitePlastic = variant('สีขาว', 'WHT', 'white', { tags: ['white'] });
const clearPlastic = variant('ใส', 'CLR', 'clear', { tags: ['clear'] });
const amberPlastic = variant('สีชา', 'AMB', 'amber', { tags: ['amber'] });

const metal = [
  variant('สีขาว', 'WHT', 'white'),
  variant('สีทอง', 'GLD', 'gold', { priceFactor: 1.2 }),
  variant('สีเงิน', 'SLV', 'silver', { priceFactor: 1.1 }),
];

const PACKAGING = CATEGORY.packaging;

export const packagingFamilies: readonly ProductFamily[] = [
  {
    code: 'RB',
    slug: 'glass-roll-on-bottle',
    categories: [PACKAGING, CATEGORY.rollOn],
    tags: ['RollOn', 'glass'],
    sizes: sizes('ml', [[3, 6.5], [5, 7.75], [8, 9.25], [10, 10.5], [15, 13]]),
    variants: [goldCap, silverCap, blackCap, woodCap, roseGoldCap],
    packaging: true,
    // Shops write the Latin word on some listings and not others; alternate to keep both forms.
    name: (size, v, i) => `ขวดลูกกลิ้งแก้ว ${i % 3 === 1 ? 'Roll-on ' : ''}${size.label} ${v.label}`,
    description: (size, v) =>
      `ขวดลูกกลิ้งแก้วหนา ${size.label} ${v.label} ลูกกลิ้งสแตนเลส ไม่รั่วซึม เหมาะสำหรับน้ำมันหอมระเหยและน้ำหอม`,
  },
  {
    code: 'RA',
    slug: 'amber-roll-on-bottle',
    categories: [PACKAGING, CATEGORY.rollOn],
    tags: ['RollOn', 'glass', 'amber'],
    sizes: sizes('ml', [[5, 8.5], [10, 11.25]]),
    variants: [blackCap, goldCap],
    packaging: true,
    name: (size, v) => `ขวดลูกกลิ้งแก้วสีชา Amber Roll-on ${size.label} ${v.label}`,
    description: (size, v) =>
      `ขวดลูกกลิ้งแก้วสีชา ${size.label} ${v.label} กันแสง UV ช่วยถนอมน้ำมันหอมระเหยและเซรั่ม`,
  },
  {
    code: 'PB',
    slug: 'pet-lotion-pump-bottle',
    categories: [PACKAGING, CATEGORY.pump],
    tags: ['Pump', 'PET'],
    sizes: sizes('ml', [[100, 14], [150, 16.5], [250, 19.75], [500, 27]]),
    variants: [whitePlastic, clearPlastic, amberPlastic],
    packaging: true,
    name: (size, v) => `ขวดปั๊มโลชั่น PET ${size.label} ${v.label}`,
    description: (size, v) =>
      `ขวดปั๊ม PET ${v.label} ${size.label} หัวปั๊มล็อกได้ เหมาะสำหรับโลชั่น แชมพู และเจลอาบน้ำ`,
  },
  {
    code: 'PA',
    slug: 'airless-pump-bottle',
    categories: [PACKAGING, CATEGORY.pump],
    tags: ['Pump', 'Airless'],
    sizes: sizes('ml', [[15, 32], [30, 39], [50, 46]]),
    variants: metal,
    packaging: true,
    name: (size, v) => `ขวดปั๊มสุญญากาศ Airless ${v.label} ${size.label}`,
    description: (size, v) =>
      `ขวดปั๊มสุญญากาศ Airless ${v.label} ${size.label} ไม่มีอากาศเข้า ช่วยยืดอายุเซรั่มและครีม`,
  },
  {
    code: 'JG',
    slug: 'glass-cream-jar',
    categories: [PACKAGING, CATEGORY.jar],
    tags: ['Jar', 'glass'],
    sizes: sizes('g', [[5, 9.5], [15, 14], [30, 18.5], [50, 24], [100, 35]]),
    variants: [goldCap, silverCap, blackCap],
    packaging: true,
    name: (size, v) => `กระปุกครีมแก้ว ${size.label} ${v.label}`,
    description: (size, v) => `กระปุกครีมแก้วหนา ${size.label} ${v.label} มีแผ่นรองฝา เหมาะสำหรับครีมบำรุงและสครับ`,
  },
  {
    code: 'JA',
    slug: 'acrylic-cream-jar',
    categories: [PACKAGING, CATEGORY.jar],
    tags: ['Jar', 'Acrylic'],
    sizes: sizes('g', [[15, 12.5], [30, 16], [50, 21]]),
    variants: [whitePlastic, clearPlastic],
    packaging: true,
    name: (size, v) => `กระปุกครีมอะคริลิค Acrylic ${v.label} ${size.label}`,
    description: (size, v) => `กระปุกอะคริลิคสองชั้น ${v.label} ${size.label} ดูหรูหรา น้ำหนักเบา ไม่แตกง่าย`,
  },
  {
    code: 'LT',
    slug: 'empty-lipstick-tube',
    categories: [PACKAGING, CATEGORY.lipstickTube],
    tags: ['LipstickTube'],
    sizes: sizes('mm', [[12.1, 18]]),
    variants: [
      variant('ทรงกลม สีทอง', 'RGD', 'round-gold'),
      variant('ทรงกลม สีดำ', 'RBK', 'round-black'),
      variant('ทรงเหลี่ยม สีทอง', 'SGD', 'square-gold', { priceFactor: 1.2 }),
      variant('ทรงเหลี่ยม สีโรสโกลด์', 'SRG', 'square-rose-gold', { priceFactor: 1.25 }),
      variant('ฝาแม่เหล็ก Magnetic สีดำ', 'MBK', 'magnetic-black', { priceFactor: 1.6 }),
    ],
    packaging: true,
    name: (size, v) => `หลอดลิปสติกเปล่า Lipstick Tube ${v.label} ${size.label}`,
    description: (size, v) => `หลอดลิปสติกเปล่า${v.label} ขนาดแกน ${size.label} หมุนลื่น ใช้กับพิมพ์ลิปมาตรฐาน`,
  },
  {
    code: 'LB',
    slug: 'lip-balm-tube',
    categories: [PACKAGING, CATEGORY.lipstickTube],
    tags: ['LipstickTube', 'LipBalm'],
    sizes: sizes('g', [[5, 4.25]]),
    variants: [whitePlastic, clearPlastic, variant('สีชมพู', 'PNK', 'pink')],
    packaging: true,
    name: (size, v) => `หลอดลิปบาล์ม Lip Balm Tube ${v.label} ${size.label}`,
    description: (size, v) => `หลอดลิปบาล์ม${v.label} ${size.label} ฝาปิดแน่น เหมาะสำหรับลิปมันทำเอง`,
  },
  {
    code: 'LG',
    slug: 'lip-gloss-tube',
    categories: [PACKAGING, CATEGORY.lipstickTube],
    tags: ['LipstickTube', 'LipGloss'],
    sizes: sizes('ml', [[5, 8.75], [8, 10.25]]),
    variants: [clearGlass, frostedGlass],
    packaging: true,
    name: (size, v) => `หลอดลิปกลอส Lip Gloss ${v.label} ${size.label}`,
    description: (size, v) => `หลอดลิปกลอส${v.label} ${size.label} พร้อมแปรงขนนุ่มและจุกปาดส่วนเกิน`,
  },
  {
    code: 'DB',
    slug: 'glass-dropper-bottle',
    categories: [PACKAGING, CATEGORY.dropper],
    tags: ['Dropper', 'glass'],
    sizes: sizes('ml', [[5, 9], [10, 10.75], [15, 12.5], [30, 15.5], [50, 19], [100, 26]]),
    variants: [clearGlass, amberGlass, cobaltGlass, frostedGlass],
    packaging: true,
    name: (size, v) => `ขวดดรอปเปอร์แก้ว Dropper ${v.label} ${size.label}`,
    description: (size, v) =>
      `ขวดดรอปเปอร์แก้ว${v.label} ${size.label} หลอดหยดแก้ว จุกยางนิ่ม ตวงเซรั่มและน้ำมันได้แม่นยำ`,
  },
  {
    code: 'SG',
    slug: 'glass-spray-bottle',
    categories: [PACKAGING, CATEGORY.spray],
    tags: ['Spray', 'glass'],
    sizes: sizes('ml', [[5, 8], [10, 9.75], [30, 14.5], [50, 18]]),
    variants: [clearGlass, amberGlass, frostedGlass],
    packaging: true,
    name: (size, v) => `ขวดสเปรย์แก้ว Spray ${size.label} ${v.label}`,
    description: (size, v) => `ขวดสเปรย์แก้ว${v.label} ${size.label} หัวสเปรย์ละอองฝอย เหมาะสำหรับน้ำหอมและโทนเนอร์`,
  },
  {
    code: 'SP',
    slug: 'pet-fine-mist-spray-bottle',
    categories: [PACKAGING, CATEGORY.spray],
    tags: ['Spray', 'PET'],
    sizes: sizes('ml', [[30, 7.5], [60, 9], [100, 11.5], [250, 17.25]]),
    variants: [whitePlastic, clearPlastic],
    packaging: true,
    name: (size, v) => `ขวดสเปรย์ PET Fine Mist ${v.label} ${size.label}`,
    description: (size, v) => `ขวดสเปรย์ PET ${v.label} ${size.label} ละอองละเอียด Fine Mist สำหรับสเปรย์แอลกอฮอล์และน้ำแร่`,
  },
  {
    code: 'SF',
    slug: 'square-perfume-spray-bottle',
    categories: [PACKAGING, CATEGORY.spray],
    tags: ['Spray', 'Perfume', 'glass'],
    sizes: sizes('ml', [[30, 45], [50, 59], [100, 79]]),
    variants: [variant('ทรงเหลี่ยม ฝาทอง', 'GLD', 'square-gold-cap')],
    packaging: true,
    name: (size, v) => `ขวดน้ำหอม Perfume Spray ${v.label} ${size.label}`,
    description: (size, v) => `ขวดน้ำหอมแก้วหนา${v.label} ${size.label} หัวสเปรย์อลูมิเนียม ปลอกคอสีทอง`,
  },
];
