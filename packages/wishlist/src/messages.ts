import { defineMessages, type Translate } from '@talat/core';
import { lightboxMessages } from './messages-lightbox';
import { pageActionsMessages } from './messages-page-actions';
import { popupsMessages } from './messages-popups';
import { reorderMessages } from './messages-reorder';

/**
 * What the wishlist says itself. The plugin's own texts (its labels, the server's messages) come
 * from the page and the replies; these are the ones the old script hard-coded or never had.
 */
export const wishlistMessages = defineMessages({
  th: {
    // §8 Wishlist, the cookie alert.
    cookiesDisabled: 'ขออภัย ฟีเจอร์นี้ใช้ได้เฉพาะเมื่อเบราว์เซอร์ของคุณเปิดใช้งานคุกกี้',
    // §8 Wishlist, after an add to cart from the wishlist.
    addedToCart: 'เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว',
    addFailed: 'เพิ่มในรายการโปรดไม่สำเร็จ กรุณาลองอีกครั้ง',
    nameRequired: 'กรุณาตั้งชื่อรายการโปรดใหม่',
    titleRequired: 'ชื่อรายการโปรดต้องไม่ว่าง',
    quantityInvalid: 'จำนวนต้องเป็นตัวเลขตั้งแต่ 1 ขึ้นไป',
    quantityFailed: 'บันทึกจำนวนไม่สำเร็จ จำนวนที่พิมพ์ยังอยู่ กรุณาลองอีกครั้ง',
    // The wishlist page (page/): remove and the title's edit form.
    removeFailed: 'ลบสินค้าออกจากรายการโปรดไม่สำเร็จ กรุณาลองอีกครั้ง',
    titleFailed: 'บันทึกชื่อรายการโปรดไม่สำเร็จ ชื่อที่พิมพ์ยังอยู่ กรุณาลองอีกครั้ง',
    titleRefused: 'บันทึกชื่อนี้ไม่ได้ กรุณาตรวจสอบชื่อแล้วลองอีกครั้ง',
    titleSaved: 'บันทึกชื่อรายการโปรดแล้ว',
    titleSave: 'บันทึกชื่อ',
    titleCancel: 'ยกเลิกการแก้ไขชื่อ',
    ...lightboxMessages.th,
    ...popupsMessages.th,
    ...pageActionsMessages.th,
    ...reorderMessages.th,
  },
  en: {
    cookiesDisabled: 'We are sorry, but this feature is available only if cookies on your browser are enabled.',
    addedToCart: 'Product added to cart successfully',
    addFailed: 'Could not add to the wishlist. Please try again.',
    nameRequired: 'Please name the new wishlist.',
    titleRequired: 'The wishlist title must not be empty.',
    quantityInvalid: 'The quantity must be a whole number from 1.',
    quantityFailed: 'Could not save the quantity. What you typed is kept; please try again.',
    removeFailed: 'Could not remove the product from the wishlist. Please try again.',
    titleFailed: 'Could not save the title. What you typed is kept; please try again.',
    titleRefused: 'This title could not be saved. Please check it and try again.',
    titleSaved: 'Wishlist title saved.',
    titleSave: 'Save title',
    titleCancel: 'Cancel editing the title',
    ...lightboxMessages.en,
    ...popupsMessages.en,
    ...pageActionsMessages.en,
    ...reorderMessages.en,
  },
});

export type WishlistMessageKey = keyof typeof wishlistMessages.th;
export type WishlistTranslate = Translate<WishlistMessageKey>;
