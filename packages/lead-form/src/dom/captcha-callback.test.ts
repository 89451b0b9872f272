// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeGrecaptcha, leadFormFixture, type FakeGrecaptcha } from '../test-fixtures';
import { installCaptchaCallback } from './captcha';
import { captchaStandIn, holdCaptchaCallback } from './captcha-callback';

type PageGlobals = { grecaptcha?: FakeGrecaptcha; CaptchaCallback?: unknown };
const page = window as unknown as PageGlobals;

afterEach(() => {
  delete page.grecaptcha;
  delete page.CaptchaCallback;
  document.body.innerHTML = '';
});

describe('the first load’s CaptchaCallback stand-in', () => {
  it('is defined when the page has none, and called by reCAPTCHA, throws nothing and renders nothing', () => {
    document.body.innerHTML = leadFormFixture({ captcha: true });
    holdCaptchaCallback(window);
    const grecaptcha = (page.grecaptcha = createFakeGrecaptcha());
    expect(page.CaptchaCallback).toBeTypeOf('function');
    expect(() => (page.CaptchaCallback as () => void)()).not.toThrow();
    expect(grecaptcha.rendered).toEqual([]);
    expect(captchaStandIn(window, page.CaptchaCallback)?.called).toBe(true);
  });

  it('leaves a CaptchaCallback the page defined alone', () => {
    const own = vi.fn();
    page.CaptchaCallback = own;
    holdCaptchaCallback(window);
    expect(page.CaptchaCallback).toBe(own);
    expect(captchaStandIn(window, own)).toBeUndefined();
  });

  it('the chunk’s callback replaces it, renders at once when reCAPTCHA already called, and puts it back when the last form goes', () => {
    document.body.innerHTML = leadFormFixture({ id: 1, captcha: true }) + leadFormFixture({ id: 2, captcha: true });
    holdCaptchaCallback(window);
    const standIn = page.CaptchaCallback as () => void;
    const grecaptcha = (page.grecaptcha = createFakeGrecaptcha());
    standIn();
    const first = installCaptchaCallback(window);
    const second = installCaptchaCallback(window);
    expect(page.CaptchaCallback).not.toBe(standIn);
    expect(grecaptcha.rendered).toHaveLength(2);
    (page.CaptchaCallback as () => void)();
    expect(grecaptcha.rendered).toHaveLength(2);
    first();
    second();
    expect(page.CaptchaCallback).toBe(standIn);
  });

  it('reCAPTCHA loading after the chunk calls the chunk’s callback, which renders', () => {
    document.body.innerHTML = leadFormFixture({ captcha: true });
    holdCaptchaCallback(window);
    const uninstall = installCaptchaCallback(window);
    const grecaptcha = (page.grecaptcha = createFakeGrecaptcha());
    expect(grecaptcha.rendered).toEqual([]);
    (page.CaptchaCallback as () => void)();
    expect(grecaptcha.rendered).toHaveLength(1);
    uninstall();
  });
});
