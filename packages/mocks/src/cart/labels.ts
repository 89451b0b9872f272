// Every Thai text the fake cart prints, in one place: WooCommerce's and the side cart's strings as
// their Thai translations read on this shop. Functions take already-plain names; markup builders
// escape the result, notices are stored as plain text.

export const CART_LABELS = {
  cartTitle: 'ตะกร้าสินค้า',
  closeCart: 'ปิดตะกร้า',
  emptyMiniCart: 'ไม่มีสินค้าในตะกร้า',
  backToShop: 'กลับไปเลือกซื้อสินค้า',
  quantity: 'จำนวน',
  decrement: 'ลดจำนวน',
  increment: 'เพิ่มจำนวน',
  subtotal: 'ยอดรวม',
  total: 'รวมทั้งหมด',
  checkout: 'ชำระเงิน',
  proceedToCheckout: 'ดำเนินการชำระเงิน',
  updateCart: 'อัปเดตตะกร้า',
  product: 'สินค้า',
  price: 'ราคา',
  removeColumn: 'ลบสินค้า',
  thumbnailColumn: 'รูปภาพสินค้า',
  cartTotals: 'ยอดรวมตะกร้าสินค้า',
  cartEmpty: 'ตะกร้าสินค้าของคุณยังว่างอยู่',
  returnToShop: 'กลับไปที่ร้านค้า',
  billingDetails: 'รายละเอียดการจัดส่งและใบเสร็จ',
  yourOrder: 'คำสั่งซื้อของคุณ',
  placeOrder: 'สั่งซื้อ',
  required: 'จำเป็น',
  bankTransfer: 'โอนเงินผ่านบัญชีธนาคาร',
  cartUpdated: 'อัปเดตตะกร้าแล้ว',
  itemRemoved: 'ลบสินค้าแล้ว',
  // TH All In One Woo Cart 2.0.5's own strings ('Payment Details', 'Sub Total', 'Remove this item').
  paymentDetails: 'รายละเอียดการชำระเงิน',
  removeThisItem: 'ลบสินค้านี้',
  addToCart: 'เพิ่มลงตะกร้า',
  readMore: 'อ่านเพิ่มเติม',
  addToCartAria: (name: string) => `เพิ่ม “${name}” ลงในตะกร้า`,
  readMoreAria: (name: string) => `อ่านเพิ่มเติมเกี่ยวกับ “${name}”`,
  added: (name: string) => `“${name}” ถูกเพิ่มลงในตะกร้าแล้ว`,
  removeAria: (name: string) => `ลบ “${name}” ออกจากตะกร้า`,
  quantityOf: (name: string) => `จำนวน ${name}`,
  outOfStock: (name: string) => `ไม่สามารถเพิ่ม “${name}” ลงในตะกร้าได้ เนื่องจากสินค้าหมด`,
  overMax: (name: string, max: number, inCart: number) =>
    `ไม่สามารถเพิ่มจำนวนนี้ลงในตะกร้าได้ — “${name}” สั่งได้สูงสุด ${max} ชิ้น และมีในตะกร้าแล้ว ${inCart} ชิ้น`,
  cannotPurchase: 'ขออภัย สินค้านี้ไม่สามารถสั่งซื้อได้',
  sessionExpired: 'ขออภัย เซสชันของคุณหมดอายุแล้ว',
} as const;

/** The checkout's billing fields: WooCommerce's names and autocomplete tokens, Thai labels. */
export const BILLING_FIELDS = [
  { name: 'billing_first_name', label: 'ชื่อ', autocomplete: 'given-name', type: 'text', width: 'form-row-first' },
  { name: 'billing_last_name', label: 'นามสกุล', autocomplete: 'family-name', type: 'text', width: 'form-row-last' },
  { name: 'billing_phone', label: 'เบอร์โทรศัพท์', autocomplete: 'tel', type: 'tel', width: 'form-row-wide' },
  { name: 'billing_address_1', label: 'ที่อยู่', autocomplete: 'address-line1', type: 'text', width: 'form-row-wide' },
  { name: 'billing_city', label: 'อำเภอ / เขต', autocomplete: 'address-level2', type: 'text', width: 'form-row-wide' },
  { name: 'billing_state', label: 'จังหวัด', autocomplete: 'address-level1', type: 'text', width: 'form-row-first' },
  { name: 'billing_postcode', label: 'รหัสไปรษณีย์', autocomplete: 'postal-code', type: 'text', width: 'form-row-last' },
] as const;
