// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeGrecaptcha, FIXTURE_SITE_KEY, leadFormFixture, type FakeGrecaptcha } from '../test-fixtures';
import { captchaWidgetId, createFormCaptcha, installCaptchaCallback } from './captcha';

type PageGlobals = { grecaptcha?: FakeGrecaptcha; CaptchaCallback?: unknown };
const page = window as unknown as PageGlobals;

afterEach(() => {
  delete page.grecaptcha;
  delete page.CaptchaCallback;
  document.body.innerHTML = '';
});

const forms = () => [...document.querySelectorAll('form')];
const containerOf = (form: HTMLFormElement) => form.querySelector<HTMLElement>('.g-recaptcha')!;

describe('reCAPTCHA explicit render', () => {
  it('CaptchaCallback renders every lead form captcha with its site key, once', () => {
    document.body.innerHTML = leadFormFixture({ id: 1, captcha: true }) + leadFormFixture({ id: 2, captcha: true }) + '<div class="g-recaptcha" data-sitekey="other"></div>';
    const uninstall = installCaptchaCallback(window);
    const grecaptcha = (page.grecaptcha = createFakeGrecaptcha());
    (page.CaptchaCallback as () => void)();
    (page.CaptchaCallback as () => void)();
    expect(grecaptcha.rendered.map((r) => [r.container, r.sitekey])).toEqual([
      [containerOf(forms()[0]!), FIXTURE_SITE_KEY],
      [containerOf(forms()[1]!), FIXTURE_SITE_KEY],
    ]);
    uninstall();
    expect(page.CaptchaCallback).toBeUndefined();
  });

  it('leaves a CaptchaCallback the page defined alone', () => {
    const own = vi.fn();
    page.CaptchaCallback = own;
    installCaptchaCallback(window)();
    expect(page.CaptchaCallback).toBe(own);
  });

  it('one definition is shared; it goes with the last form', () => {
    const first = installCaptchaCallback(window);
    const callback = page.CaptchaCallback;
    const second = installCaptchaCallback(window);
    expect(page.CaptchaCallback).toBe(callback);
    first();
    expect(page.CaptchaCallback).toBe(callback);
    second();
    expect(page.CaptchaCallback).toBeUndefined();
  });

  it('renders at once when reCAPTCHA is already loaded, and resets with the widget id it got', () => {
    document.body.innerHTML = leadFormFixture({ id: 1, captcha: true }) + leadFormFixture({ id: 2, captcha: true });
    const grecaptcha = (page.grecaptcha = createFakeGrecaptcha());
    const [first, second] = forms().map((form) => createFormCaptcha(form, window));
    grecaptcha.solve(1, 'token-two');
    expect(second!.response()).toBe('token-two');
    expect(first!.response()).toBe('');
    second!.reset();
    expect(grecaptcha.resets).toEqual([1]);
    expect(second!.response()).toBe('');
  });

  it('finds the widget id of a captcha another script rendered from its textarea', () => {
    document.body.innerHTML = '<div id="a"><textarea class="g-recaptcha-response" id="g-recaptcha-response"></textarea></div><div id="b"><textarea class="g-recaptcha-response" id="g-recaptcha-response-4"></textarea></div><div id="c"></div>';
    expect(['a', 'b', 'c'].map((id) => captchaWidgetId(document.getElementById(id)!))).toEqual([0, 4, undefined]);
  });

  it('resetting is a no-op without grecaptcha, or before the captcha rendered', () => {
    document.body.innerHTML = leadFormFixture({ captcha: true });
    const captcha = createFormCaptcha(forms()[0]!, window);
    expect(() => captcha.reset()).not.toThrow();
    const grecaptcha = (page.grecaptcha = createFakeGrecaptcha());
    captcha.reset();
    expect(grecaptcha.resets).toEqual([]);
    expect(captcha.response()).toBe('');
  });

  it('a form without a captcha never touches grecaptcha', () => {
    document.body.innerHTML = leadFormFixture();
    const grecaptcha = (page.grecaptcha = createFakeGrecaptcha());
    const captcha = createFormCaptcha(forms()[0]!, window);
    captcha.reset();
    expect(grecaptcha.rendered).toEqual([]);
    expect(grecaptcha.resets).toEqual([]);
  });
});
