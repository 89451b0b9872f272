import { defineMessages, type Translate } from '@talat/core';

/**
 * Everything the lead form says itself, Thai first (§2.13, §8 Lead forms). The form's own labels,
 * headings and success text come from the server's markup; the §8 REST messages come from core;
 * the date picker's words from @talat/ui/calendar's catalogue.
 */
export const leadFormMessages = defineMessages({
  th: {
    invalidCaptcha: 'รหัสยืนยันตัวตน (แคปต์ชา) ไม่ถูกต้อง กรุณาลองอีกครั้ง',
    invalidData: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบแล้วส่งใหม่',
    notSent: 'ส่งข้อมูลไม่สำเร็จ กรุณาลองส่งอีกครั้ง',
    serverFailed: 'ระบบของร้านขัดข้องชั่วคราว ข้อมูลยังไม่ถูกส่ง ข้อมูลที่กรอกไว้ยังอยู่ครบ กรุณาลองส่งอีกครั้งในอีกสักครู่',
    requestRefused: 'เซิร์ฟเวอร์ของร้านไม่รับการส่งครั้งนี้ ข้อมูลยังไม่ถูกส่ง กรุณาโหลดหน้านี้ใหม่แล้วลองอีกครั้ง หรือติดต่อร้านทางช่องทางอื่น',
    fieldRequired: 'กรุณากรอกข้อมูลในช่องนี้',
    fieldEmail: 'กรุณากรอกอีเมลให้ถูกต้อง',
    fieldsInvalid: 'มีช่องที่ยังกรอกไม่ครบหรือไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง',
    chosenFileName: 'ชื่อไฟล์ที่เลือก',
    termsRequired: 'กรุณายอมรับข้อกำหนดและเงื่อนไขก่อนส่งข้อมูล',
    sending: 'กำลังส่งข้อมูล…',
    sent: 'ส่งข้อมูลเรียบร้อยแล้ว',
  },
  en: {
    invalidCaptcha: 'Invalid Captcha',
    invalidData: 'Invalid Data!',
    notSent: 'The form could not be sent. Please try again.',
    serverFailed: 'The shop’s server had a problem, so the form was not sent. What you entered is kept; please try again in a moment.',
    requestRefused: 'The shop’s server refused this request, so the form was not sent. Please reload the page and try again, or contact the shop another way.',
    fieldRequired: 'The field is required.',
    fieldEmail: 'Please enter a valid email address.',
    fieldsInvalid: 'One or more fields have an error. Please check and try again.',
    chosenFileName: 'Chosen file name',
    termsRequired: 'Please accept the terms before sending.',
    sending: 'Sending…',
    sent: 'Sent.',
  },
});

export type LeadFormMessageKey = keyof typeof leadFormMessages.th;
export type LeadFormTranslate = Translate<LeadFormMessageKey>;
