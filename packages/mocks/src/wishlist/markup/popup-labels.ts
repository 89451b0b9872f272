// The popups' own strings (premium templates add-to-wishlist-popup.php, wishlist-popup-create.php
// and wishlist-create.php), their English originals in the comments, in this shop's Thai.

export const POPUP_LABELS = {
  /** 'Select a wishlist' (the add popup's heading) */
  selectWishlist: 'เลือกรายการโปรด',
  /** 'Choose a wishlist' */
  chooseTab: 'เลือกรายการที่มีอยู่',
  /** 'or' */
  or: 'หรือ',
  /** 'Create a new list' */
  createTab: 'สร้างรายการใหม่',
  /** 'Name your list' */
  namePlaceholder: 'ตั้งชื่อรายการของคุณ',
  /** 'Create a new wishlist' (the page link and the create popup's heading) */
  createWishlist: 'สร้างรายการโปรดใหม่',
  /** 'Create a wishlist to collect the products you like, and share it with anyone you want.' */
  createDescription: 'สร้างรายการโปรดเพื่อเก็บสินค้าที่คุณชอบ และแชร์ให้ใครก็ได้ที่คุณต้องการ',
  /** 'Create wishlist' (the submit) */
  createSubmit: 'สร้างรายการโปรด',
} as const;

/** The create form's nonce field (wp_nonce_field('yith_wcwl_create_action', 'yith_wcwl_create')). */
export const CREATE_NONCE_NAME = 'yith_wcwl_create';
export const CREATE_NONCE = '3c9d1f7a2e';

/** 'Wishlist successfully created' (the create form's notice) */
export const WISHLIST_CREATED = 'สร้างรายการโปรดเรียบร้อยแล้ว';
