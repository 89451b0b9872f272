import { defineMessages, type Translate } from '@talat/core';
import type { WishlistPageMessageKey } from './page/messages';
import { lightboxMessages } from './messages-lightbox';
import { popupsMessages } from './messages-popups';

/**
 * What the wishlist says itself. The plugin's own texts (its labels, the server's messages) come
 * from the page and the replies; these are the ones the old script hard-coded or never had.
 */
export const wishlistMessages = defineMessages({
  th: {
    // §8 Wishlist, the cookie alert.
    cookiesDisabled: 'ขออภัย ฟีเจอร์นี้ใช้ได้เฉพาะเมื่อเบราว์เซอร์ของคุณเปิดใช้งานคุกกี้',
    // §8 Wishlist, after an add to cart from the wishlist.
    addedToCart: 'เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว',
    addFailed: 'เพิ่มในรายการโปรดไม่สำเร็จ กรุณาลองอีกครั้ง',
    nameRequired: 'กรุณาตั้งชื่อรายการโปรดใหม่',
    ...lightboxMessages.th,
    ...popupsMessages.th,
  },
  en: {
    cookiesDisabled: 'We are sorry, but this feature is available only if cookies on your browser are enabled.',
    addedToCart: 'Product added to cart successfully',
    addFailed: 'Could not add to the wishlist. Please try again.',
    nameRequired: 'Please name the new wishlist.',
    ...lightboxMessages.en,
    ...popupsMessages.en,
  },
});

/** What the session and its parts on every page say (the add button, the popups, the lightbox). */
export type WishlistSessionKey = keyof typeof wishlistMessages.th;
export type WishlistSessionTranslate = Translate<WishlistSessionKey>;
/** Everything the wishlist says, the wishlist page's words too (page/messages.ts, in that page's chunk only). */
export type WishlistMessageKey = WishlistSessionKey | WishlistPageMessageKey;
export type WishlistTranslate = Translate<WishlistMessageKey>;
