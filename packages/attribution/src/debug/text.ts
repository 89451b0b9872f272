// The debug panel's texts (Thai: the demo shop's language; the field names stay as posted).
export const DEBUG_TEXT = {
  title: 'Talat: ที่มาของคำสั่งซื้อที่จะส่งไปกับคำสั่งซื้อ',
  caption: 'ช่องที่มาของคำสั่งซื้อ 16 ช่องและค่าที่จะส่ง',
  fieldColumn: 'ช่อง',
  valueColumn: 'ค่าที่จะส่ง',
  empty: '(ว่าง)',
  on: 'การติดตามเปิดอยู่: ส่งค่าตามด้านล่าง',
  off: 'การติดตามปิดอยู่ (ไม่ได้รับความยินยอม): ทุกช่องส่งเป็นค่าว่าง',
  pending: 'รอคำตอบความยินยอม: ยังไม่ส่งค่าใด',
  checkoutHere: 'ค่าเหล่านี้จะถูกส่งไปกับคำสั่งซื้อจากหน้านี้',
  noCheckout: 'หน้านี้ไม่มีฟอร์มชำระเงิน ค่าจะถูกส่งเมื่อสั่งซื้อจากหน้าชำระเงิน',
} as const;
