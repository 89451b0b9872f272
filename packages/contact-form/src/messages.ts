import { defineMessages, type Translate } from '@talat/core';

/**
 * What the contact form says itself. Field errors and the result message come from the schema
 * and the server (§5 'Messages'); these cover the moments neither speaks (§8 Contact forms).
 */
export const contactFormMessages = defineMessages({
  th: {
    sending: 'กำลังส่งข้อความ…',
    wrongPlace: 'ข้อผิดพลาด: แบบฟอร์มติดต่อนี้ถูกวางไว้ผิดตำแหน่ง',
    httpError: 'ส่งข้อความไม่สำเร็จ เซิร์ฟเวอร์ตอบกลับด้วยรหัส {status} ข้อมูลที่กรอกยังอยู่ครบ กรุณาลองอีกครั้ง',
    noReply: 'เซิร์ฟเวอร์ไม่ได้ส่งผลการส่งข้อความกลับมา ข้อมูลที่กรอกยังอยู่ครบ กรุณาลองอีกครั้ง',
    invalidField: 'ข้อมูลในช่องนี้ไม่ถูกต้อง',
  },
  en: {
    sending: 'Sending…',
    wrongPlace: 'Error: This contact form is placed in the wrong place.',
    httpError: 'The message was not sent: the server answered with status {status}. Everything you typed is still here; please try again.',
    noReply: 'The server sent no result. Everything you typed is still here; please try again.',
    invalidField: 'This field has an error.',
  },
});

export type ContactFormMessageKey = keyof typeof contactFormMessages.th;
export type ContactFormTranslate = Translate<ContactFormMessageKey>;
