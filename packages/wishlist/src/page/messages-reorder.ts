import { defineMessages } from '@talat/core';

/**
 * The wishlist page's words for its layouts (merged into messages.ts here, the wishlist page's chunk only): reorder (§2.10 drag and
 * drop, with the keyboard's move buttons), the mobile template switch and the images grid. Thai
 * first, English the same keys.
 */
export const reorderMessages = defineMessages({
  th: {
    sortFailed: 'บันทึกลำดับไม่สำเร็จ รายการกลับไปเป็นลำดับที่บันทึกไว้',
    moveUp: 'เลื่อน {name} ขึ้น',
    moveDown: 'เลื่อน {name} ลง',
    movedTo: '{name} อยู่ลำดับที่ {position} จาก {count}',
    mobileFailed: 'เปลี่ยนรูปแบบรายการโปรดตามขนาดหน้าจอไม่สำเร็จ รายการเดิมยังใช้งานได้',
    gridDetails: 'รายละเอียด {name}',
    gridClose: 'ปิดรายละเอียด {name}',
  },
  en: {
    sortFailed: 'Could not save the order. The list is back in its saved order.',
    moveUp: 'Move {name} up',
    moveDown: 'Move {name} down',
    movedTo: '{name} is now {position} of {count}',
    mobileFailed: 'Could not switch the wishlist to the layout for this screen size. The list shown still works.',
    gridDetails: 'Details of {name}',
    gridClose: 'Close the details of {name}',
  },
});
