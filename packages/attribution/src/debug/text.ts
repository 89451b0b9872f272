// The debug panel's words: a catalogue like every widget's (DESIGN.md i18n: Thai first, English the
// same keys), picked by the config's `locale` or `<html lang>`. The field names stay as posted.
import { createTranslator, defineMessages, resolveLocale, type Translate } from '@talat/core';

export const debugMessages = defineMessages({
  th: {
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
  },
  en: {
    title: 'Talat: the order attribution this order will carry',
    caption: 'The 16 order attribution fields and the values to be posted',
    fieldColumn: 'Field',
    valueColumn: 'Value to be posted',
    empty: '(empty)',
    on: 'Tracking is on: the values below are posted',
    off: 'Tracking is off (no consent): every field is posted empty',
    pending: 'Waiting for the consent answer: nothing is posted yet',
    checkoutHere: 'These values go with an order placed from this page',
    noCheckout: 'This page has no checkout form; the values go with an order placed from the checkout',
  },
});

export type DebugText = keyof (typeof debugMessages)['th'];

/** The Thai words (the shop's language), for tests and stories that assert them. */
export const DEBUG_TEXT = debugMessages.th;

export function debugTranslator(locale: unknown, doc: Document): Translate<DebugText> {
  return createTranslator(debugMessages, resolveLocale(locale, doc));
}
