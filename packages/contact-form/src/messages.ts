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
    captchaOffline: 'โหลดภาพตัวอักษรยืนยันไม่สำเร็จ คุณอาจออฟไลน์อยู่ ตรวจสอบการเชื่อมต่อแล้วกด "โหลดภาพใหม่"',
    captchaTimeout: 'โหลดภาพตัวอักษรยืนยันไม่สำเร็จ เซิร์ฟเวอร์ตอบช้าเกินไป กรุณากด "โหลดภาพใหม่"',
    captchaHttp: 'โหลดภาพตัวอักษรยืนยันไม่สำเร็จ เซิร์ฟเวอร์ตอบกลับด้วยรหัส {status} กรุณากด "โหลดภาพใหม่"',
    captchaBadReply: 'โหลดภาพตัวอักษรยืนยันไม่สำเร็จ เซิร์ฟเวอร์ตอบกลับไม่ถูกต้อง กรุณากด "โหลดภาพใหม่"',
    captchaRefused: 'โหลดภาพตัวอักษรยืนยันไม่สำเร็จ เซิร์ฟเวอร์ไม่ยอมรับรหัสความปลอดภัยของหน้านี้ ซึ่งอาจหมดอายุแล้ว กรุณากด "โหลดภาพใหม่"',
    captchaLoading: 'กำลังโหลดภาพตัวอักษรยืนยันใหม่…',
    captchaReady: 'ได้ภาพใหม่แล้ว กรอกตัวอักษรที่เห็นในภาพ',
    captchaReadyHeld: 'ได้ภาพใหม่แล้ว กรอกตัวอักษรที่เห็นในภาพ แล้วส่งข้อความอีกครั้ง',
    captchaNotSent: 'ยังไม่ได้ส่งข้อความ ข้อมูลที่กรอกยังอยู่ครบ {problem}',
    captchaRetry: 'โหลดภาพใหม่',
  },
  en: {
    sending: 'Sending…',
    wrongPlace: 'Error: This contact form is placed in the wrong place.',
    httpError: 'The message was not sent: the server answered with status {status}. Everything you typed is still here; please try again.',
    noReply: 'The server sent no result. Everything you typed is still here; please try again.',
    invalidField: 'This field has an error.',
    captchaOffline: 'The captcha picture could not be loaded: you are probably offline. Check your connection, then press "Load a new picture".',
    captchaTimeout: 'The captcha picture could not be loaded: the server took too long. Please press "Load a new picture".',
    captchaHttp: 'The captcha picture could not be loaded: the server answered with status {status}. Please press "Load a new picture".',
    captchaBadReply: 'The captcha picture could not be loaded: the server gave an answer that is not right. Please press "Load a new picture".',
    captchaRefused: 'The captcha picture could not be loaded: the server refused this page\'s security code, which may have expired. Please press "Load a new picture".',
    captchaLoading: 'Loading a new captcha picture…',
    captchaReady: 'Here is a new picture: type the letters you see in it.',
    captchaReadyHeld: 'Here is a new picture: type the letters you see in it, then send the message again.',
    captchaNotSent: 'The message was not sent yet; everything you typed is still here. {problem}',
    captchaRetry: 'Load a new picture',
  },
});

export type ContactFormMessageKey = keyof typeof contactFormMessages.th;
export type ContactFormTranslate = Translate<ContactFormMessageKey>;
