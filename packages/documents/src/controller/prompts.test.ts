import { describe, expect, it } from 'vitest';
import { createTranslator } from '@talat/core';
import { documentsMessages } from '../messages';
import { manualNumberUrl, promptFor } from './prompts';

// §4 Manual document-number prompts and §8's wording, by code.
const t = createTranslator(documentsMessages, 'th');

describe('promptFor', () => {
  it('code 1 asks with "Invoice" as the title', () => {
    expect(promptFor('1', t)).toEqual({ kind: 'confirm', message: 'ใบแจ้งหนี้ ยังไม่ได้สร้างเลขที่เอกสาร ต้องการสร้างเลขที่ด้วยตนเองหรือไม่?' });
  });
  it('code 2 asks the free-order question', () => {
    expect(promptFor('2', t)).toEqual({ kind: 'confirm', message: documentsMessages.th.freeOrderPrompt });
  });
  it('code 11 asks the credit-note question', () => {
    expect(promptFor('11', t)).toEqual({ kind: 'confirm', message: 'การคืนเงินในคำสั่งซื้อนี้ดูเหมือนยังไม่มีเลขที่ใบลดหนี้ ต้องการสร้างเลขที่ด้วยตนเองหรือไม่?' });
  });
  it('code 3 only alerts', () => {
    expect(promptFor('3', t)).toEqual({ kind: 'alert', message: 'กรุณากรอก "ที่อยู่ผู้ส่ง" ในการตั้งค่าทั่วไปของปลั๊กอิน' });
  });
  it('any other code is the document title in the question', () => {
    expect(promptFor('Proforma invoice', t)).toEqual({ kind: 'confirm', message: 'Proforma invoice ยังไม่ได้สร้างเลขที่เอกสาร ต้องการสร้างเลขที่ด้วยตนเองหรือไม่?' });
  });
});

describe('manualNumberUrl', () => {
  const url = 'https://shop.test/wp-admin/?print_packinglist=true&post=1024&type=print_invoice&_wpnonce=abc';
  it("adds wt_dont_show_again=1 when 'don't show again' is chosen", () => {
    expect(manualNumberUrl(url, true, 'https://shop.test/')).toBe(`${url}&wt_dont_show_again=1`);
  });
  it('leaves the URL as it is otherwise', () => {
    expect(manualNumberUrl(url, false, 'https://shop.test/')).toBe(url);
  });
});
