import { defineMessages, type Translate } from '@talat/core';

/**
 * What the payment form says itself (SPEC §2.9, §4, §5, §8 Payment confirmation). The field
 * errors and the success message are the server's; these are the page's own words.
 */
export const paymentMessages = defineMessages({
  th: {
    // §5/§8: the slip refused in the page.
    slipTooLarge: 'ขนาดไฟล์อัปโหลดสูงสุด 2 MB',
    slipPreview: 'ตัวอย่างสลิปที่เลือก',
    // The order check (§5): said while it runs, and the total it found (THB, §9 Locale).
    checkingOrder: 'กำลังตรวจสอบคำสั่งซื้อ…',
    orderTotal: 'ยอดที่ต้องชำระ {total}',
    orderCheckFailed: 'ตรวจสอบคำสั่งซื้อไม่สำเร็จ กรุณาลองอีกครั้ง',
    // Submit (§4): the upload and its cancel.
    uploading: 'กำลังส่งข้อมูลการชำระเงิน',
    uploadProgress: 'ส่งแล้ว {percent}%',
    cancelUpload: 'ยกเลิกการส่ง',
    uploadCancelled: 'ยกเลิกการส่งแล้ว ข้อมูลที่กรอกยังอยู่ครบ',
    // Every failure keeps what was typed and chosen (issue 15).
    failedNetwork: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วส่งอีกครั้ง ข้อมูลที่กรอกยังอยู่ครบ',
    failedTimeout: 'เซิร์ฟเวอร์ตอบช้าเกินไป กรุณาส่งอีกครั้ง ข้อมูลที่กรอกยังอยู่ครบ',
    failedServer: 'เกิดข้อผิดพลาดที่เซิร์ฟเวอร์ กรุณาส่งอีกครั้ง ข้อมูลที่กรอกยังอยู่ครบ',
    failedJunk: 'ได้รับคำตอบที่อ่านไม่ได้จากเซิร์ฟเวอร์ กรุณาส่งอีกครั้ง ข้อมูลที่กรอกยังอยู่ครบ',
    formErrors: 'กรุณาแก้ไขข้อมูลที่ไม่ถูกต้อง',
    // The text date and time fields (until the shared calendar lands).
    dateFormatHint: 'วว/ดด/ปปปป',
    timeFormatHint: 'ชช:นน',
    dateInvalid: 'กรุณากรอกวันที่เป็น วว/ดด/ปปปป',
    timeInvalid: 'กรุณากรอกเวลาเป็น ชช:นน',
  },
  en: {
    slipTooLarge: 'Maximum upload file size 2 MB',
    slipPreview: 'Preview of the chosen slip',
    checkingOrder: 'Checking the order…',
    orderTotal: 'Amount due {total}',
    orderCheckFailed: 'The order could not be checked. Please try again.',
    uploading: 'Sending the payment confirmation',
    uploadProgress: '{percent}% sent',
    cancelUpload: 'Cancel sending',
    uploadCancelled: 'Sending cancelled. Everything you entered is still here.',
    failedNetwork: 'The server could not be reached. Check your connection and send again; everything you entered is still here.',
    failedTimeout: 'The server took too long to answer. Please send again; everything you entered is still here.',
    failedServer: 'The server had a problem. Please send again; everything you entered is still here.',
    failedJunk: 'The server sent an unreadable answer. Please send again; everything you entered is still here.',
    formErrors: 'Please correct the highlighted fields.',
    dateFormatHint: 'dd/mm/yyyy',
    timeFormatHint: 'hh:mm',
    dateInvalid: 'Enter the date as dd/mm/yyyy',
    timeInvalid: 'Enter the time as hh:mm',
  },
});

export type PaymentMessageKey = keyof typeof paymentMessages.th;
export type PaymentTranslate = Translate<PaymentMessageKey>;
