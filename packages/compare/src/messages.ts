import { defineMessages, type Translate } from '@talat/core';
import { searchMessages } from './messages-search';

/**
 * What the compare widget says itself (SPEC §2.11). The table, the footer's images and the limit
 * message are the server's; these are the words TH Product Compare's script hard-coded in English
 * (docs/research/th-product-compare.md §1) and the names its controls never had.
 */
export const compareMessages = defineMessages({
  th: {
    // §2.11: the popup's title ('COMPARE PRODUCTS' in the plugin).
    popupTitle: 'เปรียบเทียบสินค้า',
    close: 'ปิด',
    // The table's scroll container is a focusable region, so the keyboard can scroll it (issue 14).
    tableRegion: 'ตารางเปรียบเทียบสินค้า เลื่อนด้านข้างได้',
    // The footer bar (§2.11) and its disclosure; the count says what it holds while collapsed.
    footerRegion: 'แถบสินค้าที่เลือกเปรียบเทียบ',
    footerToggle: 'สินค้าที่เลือกเปรียบเทียบ',
    count: '{count} รายการ',
    removeProduct: 'นำ {name} ออกจากการเปรียบเทียบ',
    removeProductUnnamed: 'นำสินค้าออกจากการเปรียบเทียบ',
    removeAll: 'ลบทั้งหมด',
    openCompare: 'เปรียบเทียบสินค้า',
    addProduct: 'เพิ่มสินค้า',
    loading: 'กำลังโหลดรายการเปรียบเทียบ…',
    // A failed call (§8 Compare changes nothing else): said for the toast time (§9).
    requestFailed: 'อัปเดตรายการเปรียบเทียบไม่สำเร็จ กรุณาลองอีกครั้ง',
    searchFailed: 'ค้นหาสินค้าไม่สำเร็จ กรุณาลองอีกครั้ง',
    ...searchMessages.th,
  },
  en: {
    popupTitle: 'COMPARE PRODUCTS',
    close: 'Close',
    tableRegion: 'Product comparison table, scrolls sideways',
    footerRegion: 'Products to compare',
    footerToggle: 'Products to compare',
    count: '{count} selected',
    removeProduct: 'Remove {name} from the comparison',
    removeProductUnnamed: 'Remove the product from the comparison',
    removeAll: 'Remove all',
    openCompare: 'Compare products',
    addProduct: 'Add product',
    loading: 'Loading the comparison…',
    requestFailed: 'The comparison could not be updated. Please try again.',
    searchFailed: 'The product search failed. Please try again.',
    ...searchMessages.en,
  },
});

export type CompareMessageKey = keyof typeof compareMessages.th;
export type CompareTranslate = Translate<CompareMessageKey>;
