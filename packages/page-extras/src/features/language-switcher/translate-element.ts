import { TRANSLATE_ELEMENT_ID } from './translate-driver';

/** Google's element script, with GTranslate's callback name (docs/research/gtranslate.md). */
export const GOOGLE_ELEMENT_URL = 'https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit2';

interface TranslateWindow {
  googleTranslateElementInit2?: () => void;
  google?: { translate?: { TranslateElement?: new (options: object, id: string) => unknown } };
  gt_translate_script?: HTMLScriptElement;
}

/**
 * Loads the Google Translate element once per page, as GTranslate's `load_tlib` does (the same
 * `window.gt_translate_script` guard, so a GTranslate script left on the page and this never load
 * it twice), into GTranslate's hidden `#google_translate_element2`.
 */
export function loadTranslateElement(doc: Document, win: Window, pageLanguage: string, src: string): void {
  const w = win as Window & TranslateWindow;
  if (!doc.getElementById(TRANSLATE_ELEMENT_ID)) {
    const container = doc.createElement('div');
    container.id = TRANSLATE_ELEMENT_ID;
    doc.body.append(container);
  }
  w.googleTranslateElementInit2 ??= () => {
    const Element = w.google?.translate?.TranslateElement;
    if (Element) new Element({ pageLanguage, autoDisplay: false }, TRANSLATE_ELEMENT_ID);
  };
  if (w.gt_translate_script) return;
  const script = doc.createElement('script');
  script.src = src;
  w.gt_translate_script = script;
  doc.body.append(script);
}
