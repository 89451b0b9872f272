import { createTranslator } from '@talat/core';
import { describe, expect, it } from 'vitest';
import { wishlistMessages, withPartMessages } from './messages';
import { lightboxMessages } from './messages-lightbox';
import { popupsMessages } from './messages-popups';

// Decision 514: the popups' and the lightbox's words come with their own chunks, so the session's
// catalogue, which every listing with an add button loads, holds none of them.

describe('the popups’ and the lightbox’s words', () => {
  it('are none of the session’s, and each part has the same keys in Thai and English', () => {
    for (const part of [popupsMessages, lightboxMessages]) {
      for (const locale of ['th', 'en'] as const) {
        const session = Object.keys(wishlistMessages[locale]);
        expect(Object.keys(part[locale]).filter((key) => session.includes(key))).toEqual([]);
      }
      expect(Object.keys(part.en).sort()).toEqual(Object.keys(part.th).sort());
    }
  });

  it('join the session’s in a part: each key read from its own catalogue, in the locale given', () => {
    const th = withPartMessages(createTranslator(wishlistMessages, 'th'), popupsMessages, 'th');
    expect(th('popupAdded')).toBe('เพิ่มสินค้าในรายการโปรดแล้ว');
    expect(th('nameRequired')).toBe('กรุณาตั้งชื่อรายการโปรดใหม่');
    const en = withPartMessages(createTranslator(wishlistMessages, 'en'), lightboxMessages, 'en');
    expect(en('lightboxPosition', { position: 2, count: 5 })).toBe('Image 2 of 5');
    expect(en('cookiesDisabled')).toBe('We are sorry, but this feature is available only if cookies on your browser are enabled.');
  });
});
