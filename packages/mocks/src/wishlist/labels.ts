import type { WishlistPrivacy } from './types';

// Every Thai text the fake wishlist prints or answers, in one place: YITH WooCommerce Wishlist's
// strings (their English originals in the comments) as this shop's Thai translation reads them.
// Plain text: markup builders escape it, and messages are escaped where the plugin escapes them.

export const WISHLIST_LABELS = {
  /** 'Add to wishlist' */
  addToWishlist: 'เพิ่มในรายการโปรด',
  /** yith_wcwl_product_added_text, 'Product added!' */
  productAdded: 'เพิ่มสินค้าแล้ว!',
  /** yith_wcwl_already_in_wishlist_text, 'The product is already in your wishlist!' */
  alreadyInWishlist: 'สินค้านี้อยู่ในรายการโปรดของคุณแล้ว!',
  /** yith_wcwl_browse_wishlist_text, 'Browse wishlist' */
  browseWishlist: 'ดูรายการโปรด',
  /** 'An error occurred while adding the products to the wishlist.' */
  addError: 'เกิดข้อผิดพลาดระหว่างเพิ่มสินค้าลงในรายการโปรด',
  /** 'Wishlist name is required' */
  nameRequired: 'กรุณาตั้งชื่อรายการโปรด',
  /** 'Wishlist name exceeds the maximum number of characters allowed' */
  nameTooLong: 'ชื่อรายการโปรดยาวเกินกำหนด',
  /** 'Product successfully removed.' */
  productRemoved: 'ลบสินค้าออกจากรายการโปรดแล้ว',
  /** 'Error. Unable to remove the product from the wishlist.' */
  removeError: 'ผิดพลาด ไม่สามารถลบสินค้าออกจากรายการโปรดได้',
  /** 'Element correctly moved to %s' */
  movedTo: (name: string) => `ย้ายสินค้าไปที่ ${name} แล้ว`,
  /** 'There was an error while processing your request; please, try later' */
  requestError: 'เกิดข้อผิดพลาดระหว่างดำเนินการ กรุณาลองใหม่ภายหลัง',
  /** 'You should provide a valid email address that we can use to get back to you' */
  estimateNeedsEmail: 'กรุณากรอกอีเมลที่ถูกต้อง เพื่อให้เราติดต่อกลับได้',
  /** 'Estimate request sent' */
  estimateSent: 'ส่งคำขอใบเสนอราคาแล้ว',
  /** 'Your request has been sent.<br/>Thanks!' (markup: the plugin prints it as it is) */
  estimateSentTitleHtml: 'ส่งคำขอของคุณแล้ว<br/>ขอบคุณค่ะ!',
  /** 'We will reply to you as soon as possible. For any questions, feel free to contact our customer service at' */
  estimateSentBody: 'เราจะตอบกลับโดยเร็วที่สุด หากมีคำถามเพิ่มเติม ติดต่อฝ่ายบริการลูกค้าได้ที่',
  /** labels.cookie_disabled (§8 Wishlist) */
  cookieDisabled: 'ขออภัย ฟีเจอร์นี้ใช้ได้เฉพาะเมื่อเบราว์เซอร์ของคุณเปิดใช้งานคุกกี้',
  /** yith_wcwl_added_to_cart_message, 'Product added to cart successfully' (§8 Wishlist) */
  addedToCart: 'เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว',
  // The wishlist page.
  editTitle: 'แก้ไขชื่อ',
  productName: 'ชื่อสินค้า',
  unitPrice: 'ราคาต่อหน่วย',
  quantity: 'จำนวน',
  stockStatus: 'สถานะสินค้า',
  arrange: 'จัดลำดับ',
  inStock: 'มีสินค้า',
  outOfStock: 'สินค้าหมด',
  addedOn: (date: string) => `เพิ่มเมื่อ: ${date}`,
  // The mobile template's row labels: 'Added on:', 'Price:', 'Quantity:', 'Stock:'.
  addedOnLabel: 'เพิ่มเมื่อ:',
  priceLabel: 'ราคา:',
  quantityLabel: 'จำนวน:',
  stockLabel: 'สถานะสินค้า:',
  removeThisProduct: 'ลบสินค้านี้',
  remove: 'ลบ',
  move: 'ย้าย',
  moveToAnotherList: 'ย้ายไปรายการอื่น ›',
  moveTo: (name: string) => `ย้ายไปที่ ${name}`,
  noProducts: 'ยังไม่มีสินค้าในรายการโปรด',
  bulkActionsLabel: 'ทำรายการนี้กับสินค้าที่เลือกทั้งหมด:',
  bulkAddToCart: 'เพิ่มลงตะกร้า',
  bulkRemove: 'ลบออกจากรายการโปรด',
  apply: 'ดำเนินการ',
  update: 'อัปเดต',
  addAllToCart: 'เพิ่มทั้งหมดลงตะกร้า',
  askEstimate: 'ขอใบเสนอราคา',
  askEstimateDescription: 'กรอกข้อมูลด้านล่างเพื่อขอใบเสนอราคาสำหรับรายการโปรดนี้',
  replyEmail: 'อีเมลสำหรับติดต่อกลับ',
  additionalNotes: 'หมายเหตุเพิ่มเติม',
  submitEstimate: 'ส่งคำขอ',
  shareTitle: 'แชร์รายการโปรด',
  shareEmail: 'อีเมล',
  shareWhatsApp: 'WhatsApp',
  copyNow: '(คัดลอก',
  copy: 'ลิงก์',
  copyAfter: 'รายการโปรดนี้ไปแชร์ได้ทุกที่)',
  previousPage: '« ก่อนหน้า',
  nextPage: 'ถัดไป »',
  frequentlyBought: 'สินค้าที่มักซื้อคู่กัน',
  addToThisWishlist: 'เพิ่มในรายการโปรด',
  // The move popup of the table.
  moveHeading: 'ย้ายไปรายการโปรดอื่น',
  moveSubmit: 'ย้ายสินค้า',
  // The manage page.
  manageName: 'ชื่อรายการ',
  managePrivacy: 'ความเป็นส่วนตัว',
  manageItems: 'จำนวนสินค้า',
  manageDate: 'สร้างเมื่อ',
  itemCount: (count: number) => `${count} รายการ`,
  manageTitle: 'จัดการรายการโปรด',
  deleteList: 'ลบรายการ',
  saveChanges: 'บันทึกการเปลี่ยนแปลง',
} as const;

/** yith_wcwl_get_privacy_label(): Public / Shared / Private. */
export const PRIVACY_LABELS: Readonly<Record<WishlistPrivacy, string>> = {
  0: 'สาธารณะ',
  1: 'แชร์',
  2: 'ส่วนตัว',
};

/** The extended texts: 'Anybody can view it' / 'Only people with the link can view it' / 'Only you can view it'. */
export const PRIVACY_DESCRIPTIONS: Readonly<Record<WishlistPrivacy, string>> = {
  0: 'ทุกคนดูได้',
  1: 'เฉพาะคนที่มีลิงก์ดูได้',
  2: 'เฉพาะคุณดูได้',
};
