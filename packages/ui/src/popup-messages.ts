import { defineMessages, type Translate } from '@talat/core';

/** What a Popup says itself; everything else in it is the widget's or the server's. */
export const popupMessages = defineMessages({
  th: {
    close: 'ปิด',
    success: 'สำเร็จ',
    error: 'เกิดข้อผิดพลาด',
  },
  en: {
    close: 'Close',
    success: 'Success',
    error: 'Error',
  },
});

export type PopupMessageKey = keyof typeof popupMessages.th;
export type PopupTranslate = Translate<PopupMessageKey>;
