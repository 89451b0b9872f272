// The wishlist page's own words (issue 30: strings for another page are not in this page's chunks):
// the table's controls, the title's edit form, moving, deleting, privacy, sharing and reordering.
// Only the wishlist page's chunk carries them; a listing with the add button fetches none.
import { defineMessages, type Locale } from '@talat/core';
import { withPartMessages, type WishlistSessionTranslate, type WishlistTranslate } from '../messages';
import { pageActionsMessages } from './messages-actions';
import { reorderMessages } from './messages-reorder';

export const wishlistPageMessages = defineMessages({
  th: {
    titleRequired: 'ชื่อรายการโปรดต้องไม่ว่าง',
    quantityInvalid: 'จำนวนต้องเป็นตัวเลขตั้งแต่ 1 ขึ้นไป',
    quantityFailed: 'บันทึกจำนวนไม่สำเร็จ จำนวนที่พิมพ์ยังอยู่ กรุณาลองอีกครั้ง',
    removeFailed: 'ลบสินค้าออกจากรายการโปรดไม่สำเร็จ กรุณาลองอีกครั้ง',
    titleFailed: 'บันทึกชื่อรายการโปรดไม่สำเร็จ ชื่อที่พิมพ์ยังอยู่ กรุณาลองอีกครั้ง',
    titleRefused: 'บันทึกชื่อนี้ไม่ได้ กรุณาตรวจสอบชื่อแล้วลองอีกครั้ง',
    titleSaved: 'บันทึกชื่อรายการโปรดแล้ว',
    titleSave: 'บันทึกชื่อ',
    titleCancel: 'ยกเลิกการแก้ไขชื่อ',
    ...pageActionsMessages.th,
    ...reorderMessages.th,
  },
  en: {
    titleRequired: 'The wishlist title must not be empty.',
    quantityInvalid: 'The quantity must be a whole number from 1.',
    quantityFailed: 'Could not save the quantity. What you typed is kept; please try again.',
    removeFailed: 'Could not remove the product from the wishlist. Please try again.',
    titleFailed: 'Could not save the title. What you typed is kept; please try again.',
    titleRefused: 'This title could not be saved. Please check it and try again.',
    titleSaved: 'Wishlist title saved.',
    titleSave: 'Save title',
    titleCancel: 'Cancel editing the title',
    ...pageActionsMessages.en,
    ...reorderMessages.en,
  },
});

export type WishlistPageMessageKey = keyof typeof wishlistPageMessages.th;

/** The session's translator with the page's words added: the page's keys from here, the rest from the session. */
export function withPageMessages(session: WishlistSessionTranslate, locale: Locale): WishlistTranslate {
  return withPartMessages(session, wishlistPageMessages, locale);
}
