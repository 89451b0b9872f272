import { defineMessages, type Translate } from '@talat/core';

/**
 * The 'add product' search popup's own words (§2.11), spread into the compare's messages.ts.
 * Thai first, English the same keys. Every key starts with `search` so the spread cannot clash.
 */
export const searchMessages = defineMessages({
  th: {
    // The popup has no visible heading in the plugin: this names the dialog.
    searchPopupLabel: 'เพิ่มสินค้าเพื่อเปรียบเทียบ',
    searchInputLabel: 'ค้นหาสินค้าเพื่อเพิ่มในการเปรียบเทียบ',
    // §2.11: the plugin's placeholder 'Product Title...', in Thai.
    searchPlaceholder: 'ชื่อสินค้า...',
    searchResultsLabel: 'สินค้าที่พบ',
    searchLoading: 'กำลังค้นหาสินค้า…',
    searchCount: '{count} รายการ',
    searchEmpty: 'ไม่พบสินค้า',
    // Read after a result's name when it is in the comparison already (the check beside it).
    searchCompared: 'อยู่ในรายการเปรียบเทียบแล้ว',
  },
  en: {
    searchPopupLabel: 'Add a product to compare',
    searchInputLabel: 'Search for a product to compare',
    searchPlaceholder: 'Product Title...',
    searchResultsLabel: 'Products found',
    searchLoading: 'Searching for products…',
    searchCount: '{count} products',
    searchEmpty: 'No products found',
    searchCompared: 'already in the comparison',
  },
});

export type SearchMessageKey = keyof typeof searchMessages.th;
export type SearchTranslate = Translate<SearchMessageKey>;
