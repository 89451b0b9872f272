import { defineMessages } from './translate';

/**
 * SPEC §8 "REST client" messages, keyed by their spec codes; the client's errors map onto them.
 * `timeout` is ours (issue 11, decision 79): a request that got no answer in time is not proof the
 * shopper is offline, so it does not say so.
 */
export const restMessages = defineMessages({
  th: {
    fetch_error: 'คุณอาจออฟไลน์อยู่ กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
    timeout: 'เซิร์ฟเวอร์ตอบช้าเกินไป ข้อมูลที่กรอกยังอยู่ครบ กรุณาลองอีกครั้ง',
    invalid_json: 'การตอบกลับไม่ใช่ข้อมูล JSON ที่ถูกต้อง',
    unknown_error: 'เกิดข้อผิดพลาดที่ไม่ทราบสาเหตุ',
    post_process: 'อัปโหลดไฟล์สื่อไม่สำเร็จ หากเป็นรูปถ่ายหรือรูปขนาดใหญ่ กรุณาย่อขนาดแล้วลองอีกครั้ง',
  },
  en: {
    fetch_error: 'You are probably offline.',
    timeout: 'The server took too long to answer. What you entered is kept; please try again.',
    invalid_json: 'The response is not a valid JSON response.',
    unknown_error: 'An unknown error occurred.',
    post_process: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
  },
});

export type RestMessageKey = keyof typeof restMessages.th;
