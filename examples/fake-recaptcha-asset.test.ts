// @vitest-environment jsdom
import { FAKE_RECAPTCHA_SCRIPT_URL } from '@talat/mocks';
import { describe, expect, it } from 'vitest';
import { FAKE_RECAPTCHA_PATH, fakeRecaptchaScript } from './fake-recaptcha-asset';

describe('/assets/fake-recaptcha.js', () => {
  it('is served where the quote form loads it from', () => {
    expect(FAKE_RECAPTCHA_PATH).toBe('/assets/fake-recaptcha.js');
    expect(FAKE_RECAPTCHA_SCRIPT_URL.startsWith(`${FAKE_RECAPTCHA_PATH}?`)).toBe(true);
  });

  it('runs on its own in a page (no module helpers) and defines grecaptcha', () => {
    Reflect.deleteProperty(window, 'grecaptcha');
    // A fresh function scope, as a <script> has: nothing from this module is reachable.
    new Function(fakeRecaptchaScript())();
    const installed = Reflect.get(window, 'grecaptcha') as Partial<Record<'render' | 'reset' | 'getResponse', unknown>> | undefined;
    expect(typeof installed?.render).toBe('function');
    expect(typeof installed?.reset).toBe('function');
    expect(typeof installed?.getResponse).toBe('function');
  });
});
