// @vitest-environment jsdom
import { FAKE_TRANSLATE_ELEMENT_URL } from '@talat/mocks';
import { describe, expect, it } from 'vitest';
import { FAKE_TRANSLATE_PATH, fakeTranslateScript } from './fake-translate-asset';

describe('/assets/fake-translate-element.js', () => {
  it('is served where the page extras load the translate element from, with GTranslate\'s callback', () => {
    expect(FAKE_TRANSLATE_PATH).toBe('/assets/fake-translate-element.js');
    expect(FAKE_TRANSLATE_ELEMENT_URL).toBe(`${FAKE_TRANSLATE_PATH}?cb=googleTranslateElementInit2`);
  });

  it('runs on its own in a page (no module helpers) and defines google.translate.TranslateElement', () => {
    Reflect.deleteProperty(window, 'google');
    // A fresh function scope, as a <script> has: nothing from this module is reachable.
    new Function(fakeTranslateScript())();
    const google = Reflect.get(window, 'google') as { translate?: { TranslateElement?: unknown } } | undefined;
    expect(typeof google?.translate?.TranslateElement).toBe('function');
  });
});
