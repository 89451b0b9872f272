import type { Suggestion } from '@talat/live-search';

/**
 * Fixed Thai answers of `admin-ajax.php?action=thaps_ajax_get_search_value` (SPEC §3 "Search
 * suggestion", §7 "Live search") for the live search stories. Images are inline SVG data URLs so
 * the stories need no media server.
 */

type Shape = 'roll-on' | 'pump' | 'spray' | 'jar' | 'folder';

const SHAPES: Record<Shape, string> = {
  'roll-on': `<rect x="37" y="14" width="26" height="20" rx="4" fill="#c9a24b"/><rect x="34" y="34" width="32" height="52" rx="9" fill="FILL" fill-opacity=".85"/><circle cx="50" cy="36" r="7" fill="#eee"/>`,
  pump: `<rect x="44" y="10" width="22" height="7" rx="3" fill="#555"/><rect x="46" y="16" width="8" height="14" fill="#555"/><rect x="38" y="28" width="24" height="10" rx="3" fill="#c9a24b"/><rect x="32" y="38" width="36" height="50" rx="8" fill="FILL" fill-opacity=".85"/>`,
  spray: `<rect x="42" y="12" width="16" height="14" rx="3" fill="#777"/><rect x="40" y="26" width="20" height="8" fill="#aaa"/><rect x="30" y="34" width="40" height="54" rx="10" fill="FILL" fill-opacity=".8"/>`,
  jar: `<rect x="24" y="30" width="52" height="14" rx="4" fill="#c9a24b"/><rect x="22" y="44" width="56" height="40" rx="10" fill="FILL" fill-opacity=".9"/>`,
  folder: `<path d="M18 30h24l6 7h34v45H18z" fill="FILL"/><path d="M18 42h64v40H18z" fill="#fff" fill-opacity=".35"/>`,
};

/** A 100×100 product or category placeholder: a tinted tile with a packaging silhouette. */
export function placeholderImage(shape: Shape, fill: string, tile = '#f6efe9'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${tile}"/>${SHAPES[shape].replaceAll('FILL', fill)}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** WooCommerce's price markup (wc_price), the one field the server sends as HTML. */
export function priceHtml(baht: string): string {
  return `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#3647;</span>${baht}</bdi></span>`;
}

/** A product on sale, as WooCommerce 8+ prints it: del, ins and screen-reader text in Thai. */
export function salePriceHtml(regular: string, sale: string): string {
  return (
    `<del aria-hidden="true">${priceHtml(regular)}</del> <span class="screen-reader-text">ราคาเดิมคือ: &#3647;${regular}</span>` +
    `<ins aria-hidden="true">${priceHtml(sale)}</ins><span class="screen-reader-text">ราคาปัจจุบันคือ: &#3647;${sale}</span>`
  );
}

export const RESULTS_QUERY = 'ขวด';

/** Every row kind the list draws: headings, both category kinds, products in their variants, more items. */
export const EVERY_ROW_KIND: Suggestion[] = [
  { type: 'heading', value: 'หมวดหมู่สินค้า' },
  {
    type: 'taxonomy-product-cat',
    value: 'ขวดลูกกลิ้ง',
    url: '/product-category/roll-on-bottles/',
    cat_img: placeholderImage('roll-on', '#8fb8c9'),
  },
  { type: 'heading', value: 'บทความ' },
  { type: 'taxonomy-post-cat', value: 'ความรู้เรื่องขวดและบรรจุภัณฑ์', url: '/category/packaging-guide/' },
  { type: 'heading', value: 'สินค้า' },
  {
    type: 'product',
    value: 'ขวดลูกกลิ้งแก้ว 10 ml สีชา',
    url: '/product/roll-on-glass-10ml-amber/',
    imgsrc: placeholderImage('roll-on', '#9a5b2c'),
    price: salePriceHtml('45.00', '35.00'),
    desc: 'ขวดแก้วหนาสีชา กันแสง UV ลูกกลิ้งสแตนเลส ฝาอะลูมิเนียมสีทอง',
    sku: 'RB-10-AMB',
  },
  {
    type: 'product',
    value: 'ขวดปั๊มสุญญากาศ 30 ml',
    url: '/product/airless-pump-30ml/',
    imgsrc: placeholderImage('pump', '#e7c6cf'),
    price: priceHtml('59.00'),
    desc: 'ขวดปั๊มสุญญากาศสำหรับเซรั่มและครีม ไม่มีอากาศเข้า ช่วยถนอมสารสำคัญ',
    sku: 'AP-30-PNK',
  },
  {
    type: 'product',
    value: 'ขวดสเปรย์ PET 50 ml (แพ็ก 10 ชิ้น)',
    url: '/product/pet-spray-50ml-10pack/',
    price: `${priceHtml('120.00')} – ${priceHtml('180.00')}`,
    sku: 'SP-50-CLR',
  },
  {
    type: 'more_item',
    value: 'ดูสินค้าทั้งหมด',
    text: 'ดูสินค้าทั้งหมด',
    total: 42,
    url: `/?s=${encodeURIComponent(RESULTS_QUERY)}&post_type=product&thaps_srch=1`,
  },
];

/** About 150 Thai characters with no spaces between words, as Thai product names are written. */
export const LONG_THAI_TITLE =
  'ขวดปั๊มสุญญากาศอะคริลิกใสสองชั้นสำหรับเซรั่มและครีมบำรุงผิวหน้า ขนาด 50 มิลลิลิตร พร้อมฝาครอบสีทองด้านและหัวปั๊มกันอากาศเข้า เหมาะสำหรับแบรนด์สกินแคร์';

export const LONG_TITLE_RESULTS: Suggestion[] = [
  { type: 'heading', value: 'สินค้า' },
  {
    type: 'product',
    value: LONG_THAI_TITLE,
    url: '/product/airless-acrylic-double-wall-50ml/',
    imgsrc: placeholderImage('pump', '#d8c2a6'),
    price: salePriceHtml('1,290.00', '990.00'),
    desc: 'ผนังสองชั้นช่วยให้ดูหรูหรา ตัวขวดด้านในถอดเปลี่ยนได้ รองรับการสกรีนโลโก้และการพ่นสีตามแบรนด์ สั่งผลิตขั้นต่ำ 500 ชิ้น จัดส่งทั่วประเทศภายใน 7 วันทำการ',
    sku: 'AP-50-ACR-DW-GLD',
  },
  {
    type: 'product',
    value: 'กระปุกครีมแก้ว 30 g',
    url: '/product/glass-cream-jar-30g/',
    imgsrc: placeholderImage('jar', '#f3e3d3'),
    price: priceHtml('42.00'),
    sku: 'JR-30-GLS',
  },
  { type: 'more_item', value: 'ดูสินค้าทั้งหมด', text: 'ดูสินค้าทั้งหมด', total: 3, url: '/?s=%E0%B8%82%E0%B8%A7%E0%B8%94&post_type=product&thaps_srch=1' },
];

/** What the plugin answers when nothing matches; the view shows its own Thai "no results". */
export const NO_RESULTS: Suggestion[] = [{ type: 'no-result', value: 'ไม่พบสินค้า', url: '#' }];
