import { defineMessages, type Translate } from '@talat/core';

/** Everything the live search says, Thai first (§2.3, §8 Search). */
export const liveSearchMessages = defineMessages({
  th: {
    noResults: 'ไม่พบผลลัพธ์',
    resultsCount: 'พบคำแนะนำ {count} รายการ ใช้ปุ่มลูกศรขึ้นลงเพื่อเลือก',
    listLabel: 'คำแนะนำการค้นหา',
    open: 'เปิดช่องค้นหา',
    close: 'ปิดช่องค้นหา',
    sku: '( SKU : {sku} )',
    moreItems: '{text} ({total})',
  },
  en: {
    noResults: 'No results',
    resultsCount: '{count} suggestions. Use the up and down arrows to choose.',
    listLabel: 'Search suggestions',
    open: 'Open search',
    close: 'Close search',
    sku: '( SKU : {sku} )',
    moreItems: '{text} ({total})',
  },
});

export type LiveSearchMessageKey = keyof typeof liveSearchMessages.th;
export type LiveSearchTranslate = Translate<LiveSearchMessageKey>;
