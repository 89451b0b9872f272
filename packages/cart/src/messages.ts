import { defineMessages, type Translate } from '@talat/core';

/**
 * What the cart says itself (§2.5); the cart's contents and notices come from the server's markup.
 * Only the interactive chunk speaks, so this catalogue loads with it.
 */
export const cartMessages = defineMessages({
  th: {
    dialogLabel: 'ตะกร้าสินค้า',
    close: 'ปิดตะกร้า',
    quantity: 'จำนวน',
    quantityOf: 'จำนวน {name}',
    viewCart: 'ดูตะกร้าสินค้า',
    updating: 'กำลังอัปเดตตะกร้า…',
    addFailed: 'เพิ่มสินค้าลงตะกร้าไม่สำเร็จ กรุณาลองอีกครั้ง',
    updateFailed: 'อัปเดตตะกร้าไม่สำเร็จ ตะกร้าแสดงจำนวนล่าสุดที่ร้านบันทึกไว้',
  },
  en: {
    dialogLabel: 'Cart',
    close: 'Close cart',
    quantity: 'Quantity',
    quantityOf: 'Quantity of {name}',
    viewCart: 'View cart',
    updating: 'Updating the cart…',
    addFailed: 'Could not add the product to the cart. Please try again.',
    updateFailed: 'Could not update the cart. It shows the quantities the shop holds.',
  },
});

export type CartMessageKey = keyof typeof cartMessages.th;
export type CartTranslate = Translate<CartMessageKey>;
