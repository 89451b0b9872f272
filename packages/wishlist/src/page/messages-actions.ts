import { defineMessages } from '@talat/core';

/** The wishlist's own words for page-actions (merged into messages.ts here, the wishlist page's chunk only). Thai first, English the same keys. */
export const pageActionsMessages = defineMessages({
  th: {
    // page/row-names.ts: the table's controls the plugin prints without a name.
    rowSelect: 'เลือก {name}',
    rowQuantity: 'จำนวนของ {name}',
    selectAllRows: 'เลือกสินค้าทั้งหมด',
    removeColumn: 'ลบ',
    imageColumn: 'รูปสินค้า',
    addToCartColumn: 'เพิ่มลงตะกร้า',
    // page/move-select.ts (§2.10, §5, §7 move_to_another_wishlist).
    moveFailed: 'ย้ายสินค้าไปยังรายการโปรดอื่นไม่สำเร็จ กรุณาลองอีกครั้ง',
    moveRefused: 'ย้ายสินค้านี้ไม่ได้ รายการโปรดปลายทางอาจไม่มีแล้ว กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
    moveSelectName: 'ย้าย {name} ไปยังรายการโปรดอื่น',
    // page/delete-item.ts and page/remove-from-all.ts (§7 delete_item, remove_from_all_wishlists).
    deleteFailed: 'ลบสินค้าออกจากรายการโปรดไม่สำเร็จ กรุณาลองอีกครั้ง',
    deleteRefused: 'ลบสินค้านี้ไม่ได้ สินค้าอาจถูกลบไปแล้ว กรุณาโหลดหน้าใหม่',
    deleted: 'ลบสินค้าออกจากรายการโปรดแล้ว',
    removeAllFailed: 'ลบสินค้าออกจากรายการโปรดทั้งหมดไม่สำเร็จ กรุณาลองอีกครั้ง',
    removeAllRefused: 'ลบสินค้านี้ออกจากรายการโปรดไม่ได้ กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
    removedFromAll: 'ลบสินค้าออกจากรายการโปรดแล้ว',
    // page/privacy.ts (§2.10 manage table, §7 save_privacy).
    privacyFailed: 'บันทึกการแสดงผลไม่สำเร็จ กลับไปใช้ค่าเดิมแล้ว กรุณาลองอีกครั้ง',
    privacyRefused: 'เปลี่ยนการแสดงผลของรายการนี้ไม่ได้ กลับไปใช้ค่าเดิมแล้ว',
    privacySaved: 'บันทึกการแสดงผลของ “{name}” เป็น “{value}” แล้ว',
    // page/manage-names.ts: names for the manage table's unnamed controls.
    privacyOf: 'การแสดงผลของ {name}',
    titleOf: 'ชื่อรายการโปรด {name}',
    editTitleOf: 'แก้ไขชื่อ {name}',
    deleteColumn: 'ลบรายการโปรด',
    // page/copy-link.ts (§2.10 share).
    linkCopied: 'คัดลอกลิงก์รายการโปรดแล้ว',
    copyByHand: 'คัดลอกอัตโนมัติไม่ได้ ลิงก์ถูกเลือกไว้แล้ว กด Ctrl+C (หรือ ⌘+C) เพื่อคัดลอก',
    copyLink: 'คัดลอกลิงก์',
    shareUrl: 'ลิงก์สำหรับแชร์รายการโปรดนี้',
    // page/frequently-bought.ts (§7 reload_wishlist_and_adding_elem).
    reloadFailed: 'เพิ่มสินค้าลงในรายการโปรดไม่สำเร็จ กรุณาลองอีกครั้ง',
  },
  en: {
    rowSelect: 'Select {name}',
    rowQuantity: 'Quantity of {name}',
    selectAllRows: 'Select all products',
    removeColumn: 'Remove',
    imageColumn: 'Product image',
    addToCartColumn: 'Add to cart',
    moveFailed: 'Could not move the product to the other wishlist. Please try again.',
    moveRefused: 'This product could not be moved; the other wishlist may be gone. Please reload the page and try again.',
    moveSelectName: 'Move {name} to another wishlist',
    deleteFailed: 'Could not remove the product from the wishlist. Please try again.',
    deleteRefused: 'This product could not be removed; it may be gone already. Please reload the page.',
    deleted: 'Product removed from the wishlist.',
    removeAllFailed: 'Could not remove the product from your wishlists. Please try again.',
    removeAllRefused: 'This product could not be removed from your wishlists. Please reload the page and try again.',
    removedFromAll: 'Product removed from the wishlist.',
    privacyFailed: 'Could not save the visibility; the previous value is back. Please try again.',
    privacyRefused: 'The visibility of this list could not be changed; the previous value is back.',
    privacySaved: 'Visibility of “{name}” saved as “{value}”.',
    privacyOf: 'Visibility of {name}',
    titleOf: 'Name of the wishlist {name}',
    editTitleOf: 'Edit the name of {name}',
    deleteColumn: 'Delete wishlist',
    linkCopied: 'Wishlist link copied.',
    copyByHand: 'Could not copy automatically. The link is selected: press Ctrl+C (or ⌘+C) to copy it.',
    copyLink: 'Copy link',
    shareUrl: 'Link to share this wishlist',
    reloadFailed: 'Could not add the product to the wishlist. Please try again.',
  },
});
