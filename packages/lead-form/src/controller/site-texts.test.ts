import { describe, expect, it } from 'vitest';
import { createTranslator } from '@talat/core';
import { leadFormMessages } from '../messages';
import { fieldTexts, PLUGIN_DEFAULT_TEXTS } from './site-texts';

const th = createTranslator(leadFormMessages, 'th');
const en = createTranslator(leadFormMessages, 'en');

describe('what the field checks say', () => {
  it('the widget’s Thai when the site printed nothing', () => {
    expect(fieldTexts({}, 'th', th)).toEqual({
      required: 'กรุณากรอกข้อมูลในช่องนี้',
      email: 'กรุณากรอกอีเมลให้ถูกต้อง',
      error: 'มีช่องที่ยังกรอกไม่ครบหรือไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง',
    });
  });

  it('the plugin’s untranslated English defaults on a Thai page: the widget’s Thai', () => {
    expect(fieldTexts(PLUGIN_DEFAULT_TEXTS, 'th', th)).toEqual(fieldTexts({}, 'th', th));
  });

  it('the site’s own words, in any language, win', () => {
    expect(fieldTexts({ required: 'ช่องนี้ต้องกรอก', email: ' อีเมลผิด ', error: '' }, 'th', th)).toEqual({
      required: 'ช่องนี้ต้องกรอก',
      email: 'อีเมลผิด',
      error: 'มีช่องที่ยังกรอกไม่ครบหรือไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง',
    });
  });

  it('on an English page the plugin’s defaults are the plugin’s words', () => {
    expect(fieldTexts(PLUGIN_DEFAULT_TEXTS, 'en', en)).toEqual({ ...PLUGIN_DEFAULT_TEXTS });
  });
});
