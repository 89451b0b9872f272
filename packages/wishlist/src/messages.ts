import { createTranslator, defineMessages, type Locale, type Messages, type Translate } from '@talat/core';
import type { WishlistPageMessageKey } from './page/messages';

/**
 * What the wishlist says itself. The plugin's own texts (its labels, the server's messages) come
 * from the page and the replies; these are the ones the old script hard-coded or never had. The
 * words of the parts a page rarely needs come with their chunks (docs/decisions.md 509, 514): the
 * wishlist page's (page/messages.ts), the popups' (messages-popups.ts), the lightbox's
 * (messages-lightbox.ts).
 */
export const wishlistMessages = defineMessages({
  th: {
    // §8 Wishlist, the cookie alert.
    cookiesDisabled: 'ขออภัย ฟีเจอร์นี้ใช้ได้เฉพาะเมื่อเบราว์เซอร์ของคุณเปิดใช้งานคุกกี้',
    // §8 Wishlist, after an add to cart from the wishlist.
    addedToCart: 'เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว',
    addFailed: 'เพิ่มในรายการโปรดไม่สำเร็จ กรุณาลองอีกครั้ง',
    nameRequired: 'กรุณาตั้งชื่อรายการโปรดใหม่',
  },
  en: {
    cookiesDisabled: 'We are sorry, but this feature is available only if cookies on your browser are enabled.',
    addedToCart: 'Product added to cart successfully',
    addFailed: 'Could not add to the wishlist. Please try again.',
    nameRequired: 'Please name the new wishlist.',
  },
});

/** What the session says on every page (the add button, its notice, a name the add form needs). */
export type WishlistSessionKey = keyof typeof wishlistMessages.th;
export type WishlistSessionTranslate = Translate<WishlistSessionKey>;
/** What the session and the wishlist page say (page/messages.ts, in that page's chunk only); the popups' and the lightbox's words are their parts' own. */
export type WishlistMessageKey = WishlistSessionKey | WishlistPageMessageKey;
export type WishlistTranslate = Translate<WishlistMessageKey>;

/**
 * The session's translator with a lazy part's own words added: the part's keys from `part` (its
 * chunk carries them), every other key from the session's.
 */
export function withPartMessages<K extends string>(session: WishlistSessionTranslate, part: Messages<K>, locale: Locale): Translate<WishlistSessionKey | K> {
  const own = createTranslator(part, locale);
  return (key, params) => (key in part.th ? own(key as K, params) : session(key as WishlistSessionKey, params));
}
