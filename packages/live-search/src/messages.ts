import { defineMessages, type Translate } from '@talat/core';
import { iconToggleMessages } from './icon-toggle-messages';

/** Everything the live search says, Thai first (§2.3, §8 Search). */
export const liveSearchMessages = defineMessages({
  th: {
    noResults: 'ไม่พบผลลัพธ์',
    resultsCount: 'พบคำแนะนำ {count} รายการ ใช้ปุ่มลูกศรขึ้นลงเพื่อเลือก',
    listLabel: 'คำแนะนำการค้นหา',
    ...iconToggleMessages.th,
    sku: '( SKU : {sku} )',
    moreItems: '{text} ({total})',
  },
  en: {
    noResults: 'No results',
    resultsCount: '{count} suggestions. Use the up and down arrows to choose.',
    listLabel: 'Search suggestions',
    ...iconToggleMessages.en,
    sku: '( SKU : {sku} )',
    moreItems: '{text} ({total})',
  },
});

export type LiveSearchMessageKey = keyof typeof liveSearchMessages.th;
export type LiveSearchTranslate = Translate<LiveSearchMessageKey>;
