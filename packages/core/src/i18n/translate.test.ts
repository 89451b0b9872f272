// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { restMessages } from './rest-messages';
import { createTranslator, defineMessages, resolveLocale } from './translate';

const demo = defineMessages({
  th: { hello: 'สวัสดี {name}', sku: '( SKU : {sku} )' },
  en: { hello: 'Hello {name}', sku: '( SKU : {sku} )' },
});

describe('i18n', () => {
  it('speaks Thai by default', () => {
    document.documentElement.lang = '';
    const t = createTranslator(demo, resolveLocale(undefined));
    expect(t('hello', { name: 'ลูกค้า' })).toBe('สวัสดี ลูกค้า');
  });

  it('follows <html lang> and lets config win over it', () => {
    document.documentElement.lang = 'en-US';
    expect(resolveLocale(undefined)).toBe('en');
    expect(resolveLocale('th')).toBe('th');
    document.documentElement.lang = 'fr';
    expect(resolveLocale(undefined)).toBe('th');
  });

  it('fills parameters and keeps unknown ones visible', () => {
    const t = createTranslator(demo, 'en');
    expect(t('sku', { sku: 'RB-10' })).toBe('( SKU : RB-10 )');
    expect(t('sku')).toBe('( SKU : {sku} )');
  });

  it('holds the §8 REST client messages in both languages', () => {
    expect(createTranslator(restMessages, 'th')('fetch_error')).toBe('คุณอาจออฟไลน์อยู่ กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต');
    expect(createTranslator(restMessages, 'en')('invalid_json')).toBe('The response is not a valid JSON response.');
    expect(createTranslator(restMessages, 'en')('unknown_error')).toBe('An unknown error occurred.');
    expect(Object.keys(restMessages.en).sort()).toEqual(Object.keys(restMessages.th).sort());
  });
});
