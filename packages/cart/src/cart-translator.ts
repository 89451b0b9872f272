import { createTranslator, injectStyles, type Locale } from '@talat/core';
import { cartMessages, type CartTranslate } from './messages';
import { CART_INTERACTIVE_CSS } from './view/interactive-styles';

/** What the cart says, in the page's language; also puts the change states' CSS on the page. */
export function cartTranslator(locale: Locale, doc: Document): CartTranslate {
  injectStyles('cart-changes', CART_INTERACTIVE_CSS, doc);
  return createTranslator(cartMessages, locale);
}
