// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { th } from './th';
import { createTranslator, resolveLocale } from './translate';

describe('i18n', () => {
  it('speaks Thai by default and the §8 messages exactly', () => {
    const t = createTranslator(resolveLocale(undefined));
    expect(t('search.noResults')).toBe('ไม่พบผลลัพธ์');
    expect(t('fetch_error')).toBe('คุณอาจออฟไลน์อยู่ กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต');
  });

  it('follows <html lang> and lets config win over it', () => {
    document.documentElement.lang = 'en-US';
    expect(resolveLocale(undefined)).toBe('en');
    expect(resolveLocale('th')).toBe('th');
    document.documentElement.lang = 'fr';
    expect(resolveLocale(undefined)).toBe('th');
  });

  it('fills parameters and keeps unknown ones visible', () => {
    const t = createTranslator('en');
    expect(t('search.sku', { sku: 'RB-10' })).toBe('( SKU : RB-10 )');
    expect(t('search.moreItems', { text: 'More', total: 12 })).toBe('More (12)');
    expect(t('search.sku')).toBe('( SKU : {sku} )');
    expect(t('invalid_json')).toBe('The response is not a valid JSON response.');
  });

  it('has every Thai key in English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(th).sort());
  });
});
