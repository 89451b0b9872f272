import { defineMessages } from '@talat/core';

/** The wishlist's own words for the popups, in the popups' chunk only (decision 514; the popups add them to the session's, `withPartMessages`). Thai first, English the same keys. */
export const popupsMessages = defineMessages({
  th: {
    // A popup the server printed without a heading (ask an estimate has only an icon).
    popupLabel: 'รายการโปรด',
    // The add popup's tabs ('choose' and 'create', §2.10): what the tablist is for.
    popupTabs: 'เพิ่มลงรายการโปรดไหน',
    // The add went through but the server said nothing.
    popupAdded: 'เพิ่มสินค้าในรายการโปรดแล้ว',
    estimateFailed: 'ส่งคำขอใบเสนอราคาไม่สำเร็จ ข้อมูลที่กรอกยังอยู่ครบ กรุณาลองอีกครั้ง',
    estimateSent: 'ส่งคำขอใบเสนอราคาแล้ว',
  },
  en: {
    popupLabel: 'Wishlist',
    popupTabs: 'Which wishlist to add to',
    popupAdded: 'Product added to the wishlist.',
    estimateFailed: 'Could not send the estimate request. What you typed is kept; please try again.',
    estimateSent: 'Your estimate request has been sent.',
  },
});
