import { FAKE_RECAPTCHA_SCRIPT_URL, installFakeRecaptcha } from '@talat/mocks';

/**
 * `/assets/fake-recaptcha.js`: the stand-in for Google's api.js the quote form loads (the demo
 * must never reach Google). The mocks keep it as one self-contained function; served as a call on
 * `window`, it reads `onload=CaptchaCallback` from its own URL like Google's script does.
 */
export const FAKE_RECAPTCHA_PATH = new URL(FAKE_RECAPTCHA_SCRIPT_URL, 'http://demo.invalid').pathname;

const SCRIPT = `(${installFakeRecaptcha.toString()})(window);\n`;

export function fakeRecaptchaScript(): string {
  return SCRIPT;
}
