import { defineMessages, type Translate } from '@talat/core';
import { firstLoadMessages } from './messages-first';

/**
 * What the documents widget says (SPEC §8 Order documents, §4 Manual document-number prompts):
 * the sentences WebToffee's script took from its localised `msgs` (research §3), in Thai.
 */
export const documentsMessages = defineMessages({
  th: {
    ...firstLoadMessages.th,
    // §8 Order documents.
    errorLoading: 'เกิดข้อผิดพลาดในการโหลดข้อมูล',
    requestError: 'เกิดข้อผิดพลาดในการส่งคำขอ',
    newTabFailed: 'ไม่สามารถเปิดแท็บใหม่ได้ กรุณาตรวจสอบการตั้งค่าเบราว์เซอร์ของคุณ',
    // Not in §8: a reply that never comes (decisions-pending-documents.md "Time-out and junk").
    timeout: 'เซิร์ฟเวอร์ตอบกลับช้าเกินไป กรุณาลองพิมพ์เอกสารอีกครั้ง',
    // §4 / §8 manual-number prompts, by code.
    invoiceTitle: 'ใบแจ้งหนี้',
    numberPrompt: '{title} ยังไม่ได้สร้างเลขที่เอกสาร ต้องการสร้างเลขที่ด้วยตนเองหรือไม่?',
    freeOrderPrompt:
      'ตัวเลือก "สร้างใบแจ้งหนี้สำหรับคำสั่งซื้อที่ไม่มีค่าใช้จ่าย" ถูกปิดอยู่ในการตั้งค่าใบแจ้งหนี้ > ขั้นสูง คุณกำลังจะสร้างใบแจ้งหนี้สำหรับคำสั่งซื้อฟรีนี้ ดำเนินการต่อหรือไม่?',
    creditNotePrompt: 'การคืนเงินในคำสั่งซื้อนี้ดูเหมือนยังไม่มีเลขที่ใบลดหนี้ ต้องการสร้างเลขที่ด้วยตนเองหรือไม่?',
    noFromAddress: 'กรุณากรอก "ที่อยู่ผู้ส่ง" ในการตั้งค่าทั่วไปของปลั๊กอิน',
    // The dialogs' own words.
    alertTitle: 'เอกสารคำสั่งซื้อ',
    confirmTitle: 'สร้างเลขที่เอกสาร',
    ok: 'ตกลง',
    confirm: 'สร้างและเปิดเอกสาร',
    cancel: 'ยกเลิก',
    dontShowAgain: 'ไม่ต้องถามอีก',
  },
  en: {
    ...firstLoadMessages.en,
    errorLoading: 'Error loading data.',
    requestError: 'Request error.',
    newTabFailed: 'Failed to open new tab. Please check your browser settings.',
    timeout: 'The server took too long to answer. Please try printing the document again.',
    invoiceTitle: 'Invoice',
    numberPrompt: '{title} number has not been generated yet. Do you want to generate one manually?',
    freeOrderPrompt:
      "'Generate invoice for free orders' is disabled in Invoice settings > Advanced. You are about to generate an invoice for this free order. Proceed?",
    creditNotePrompt: 'The refund in this order has no credit note number yet. Do you want to generate one manually?',
    noFromAddress: "Please fill in the 'From address' in the plugin's general settings.",
    alertTitle: 'Order documents',
    confirmTitle: 'Create the document number',
    ok: 'OK',
    confirm: 'Create and open the document',
    cancel: 'Cancel',
    dontShowAgain: "Don't ask again",
  },
});

export type DocumentsMessageKey = keyof typeof documentsMessages.th;
export type DocumentsTranslate = Translate<DocumentsMessageKey>;
