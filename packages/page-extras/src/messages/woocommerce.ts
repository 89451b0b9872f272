import { defineMessages } from '@talat/core';

/**
 * The sentences of the woocommerce behaviours (issue 16), Thai first: the coming-soon banner's
 * dismiss control and its save (§2.2, §4, §7), and the password fields' show/hide toggle.
 */
export const woocommerceMessages = defineMessages({
  th: {
    comingSoonDismiss: 'ซ่อนแถบแจ้งโหมด "เร็วๆ นี้"',
    comingSoonSaving: 'กำลังบันทึกการซ่อนแถบนี้…',
    comingSoonOffline: 'ซ่อนแถบนี้ไม่สำเร็จ คุณอาจออฟไลน์อยู่ กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ตแล้วลองอีกครั้ง',
    comingSoonTimeout: 'ซ่อนแถบนี้ไม่สำเร็จ เซิร์ฟเวอร์ตอบช้าเกินไป กรุณาลองอีกครั้ง',
    comingSoonExpired: 'ซ่อนแถบนี้ไม่สำเร็จ เซสชันหมดอายุ กรุณาโหลดหน้านี้ใหม่แล้วลองอีกครั้ง',
    comingSoonFailed: 'ซ่อนแถบนี้ไม่สำเร็จ กรุณาลองอีกครั้ง',
    passwordShow: 'แสดงรหัสผ่าน',
  },
  en: {
    comingSoonDismiss: 'Hide the "Coming soon" notice',
    comingSoonSaving: 'Saving…',
    comingSoonOffline: 'The notice could not be hidden: you are probably offline. Please check your connection and try again.',
    comingSoonTimeout: 'The notice could not be hidden: the server took too long to answer. Please try again.',
    comingSoonExpired: 'The notice could not be hidden: your session has expired. Please reload the page and try again.',
    comingSoonFailed: 'The notice could not be hidden. Please try again.',
    passwordShow: 'Show password',
  },
});
