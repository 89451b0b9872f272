import { FAKE_TRANSLATE_ELEMENT_URL, installFakeTranslateElement } from '@talat/mocks';

/**
 * `/assets/fake-translate-element.js`: the stand-in for Google's translate element script that the
 * language switcher loads (the demo must never reach Google). Served as a call on `window`; it
 * reads `cb`, `delay` and `never` from its own URL, as Google's reads `cb`.
 */
export const FAKE_TRANSLATE_PATH = new URL(FAKE_TRANSLATE_ELEMENT_URL, 'http://demo.invalid').pathname;

const SCRIPT = `(${installFakeTranslateElement.toString()})(window);\n`;

export function fakeTranslateScript(): string {
  return SCRIPT;
}
