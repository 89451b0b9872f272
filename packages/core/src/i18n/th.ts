/**
 * The Thai catalogue: the first language of the shop (SPEC §1). Every user-visible string lives
 * here or in en.ts; components never hold literals. Keys of SPEC §8 keep their spec names.
 */
export const th = {
  // §8 REST client
  fetch_error: 'คุณอาจออฟไลน์อยู่ กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
  invalid_json: 'การตอบกลับไม่ใช่ข้อมูล JSON ที่ถูกต้อง',
  unknown_error: 'เกิดข้อผิดพลาดที่ไม่ทราบสาเหตุ',
  post_process: 'อัปโหลดไฟล์สื่อไม่สำเร็จ หากเป็นรูปถ่ายหรือรูปขนาดใหญ่ กรุณาย่อขนาดแล้วลองอีกครั้ง',
  // §8 Search, §2.3
  'search.noResults': 'ไม่พบผลลัพธ์',
  'search.resultsCount': 'พบคำแนะนำ {count} รายการ ใช้ปุ่มลูกศรขึ้นลงเพื่อเลือก',
  'search.loading': 'กำลังค้นหา…',
  'search.listLabel': 'คำแนะนำการค้นหา',
  'search.open': 'เปิดช่องค้นหา',
  'search.close': 'ปิดช่องค้นหา',
  'search.sku': '( SKU : {sku} )',
  'search.moreItems': '{text} ({total})',
  // Shared UI
  'ui.loading': 'กำลังโหลด…',
} as const;

export type MessageKey = keyof typeof th;
