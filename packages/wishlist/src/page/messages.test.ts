import { createTranslator } from '@talat/core';
import { describe, expect, it } from 'vitest';
import { wishlistMessages } from '../messages';
import { wishlistPageMessages, withPageMessages } from './messages';

// Issue 30: the wishlist page's words live in the page's chunk only, so a listing with the add
// button carries none of them; on the page they are added to the session's.

describe('the wishlist page’s words', () => {
  it('are none of the session’s: the catalogue every page loads holds no key of the page', () => {
    for (const locale of ['th', 'en'] as const) {
      const session = Object.keys(wishlistMessages[locale]);
      expect(Object.keys(wishlistPageMessages[locale]).filter((key) => session.includes(key))).toEqual([]);
    }
    expect(Object.keys(wishlistPageMessages.en).sort()).toEqual(Object.keys(wishlistPageMessages.th).sort());
  });

  it('join the session’s on the page: each key read from its own catalogue, in the page’s locale', () => {
    const th = withPageMessages(createTranslator(wishlistMessages, 'th'), 'th');
    expect(th('titleSaved')).toBe('บันทึกชื่อรายการโปรดแล้ว');
    expect(th('rowSelect', { name: 'ขวดแก้ว' })).toBe('เลือก ขวดแก้ว');
    expect(th('addedToCart')).toBe('เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว');
    const en = withPageMessages(createTranslator(wishlistMessages, 'en'), 'en');
    expect(en('titleSaved')).toBe('Wishlist title saved.');
    expect(en('addedToCart')).toBe('Product added to cart successfully');
  });
});
