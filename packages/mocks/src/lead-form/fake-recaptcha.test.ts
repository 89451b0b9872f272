// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeRecaptcha } from './fake-recaptcha';

interface Grecaptcha {
  render(container: Element | string, params?: Record<string, unknown>): number;
  reset(id?: number): void;
  getResponse(id?: number): string;
}

const globals = window as unknown as Record<string, unknown>;
const grecaptcha = (): Grecaptcha => globals.grecaptcha as Grecaptcha;
const SCRIPT_URL = 'http://shop.test/assets/fake-recaptcha.js?onload=CaptchaCallback&render=explicit';

function setCurrentScript(src: string | null): void {
  const script = src === null ? null : Object.assign(document.createElement('script'), { src });
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
}

beforeEach(() => {
  document.body.innerHTML = '<form><div id="one" class="g-recaptcha"></div><div id="two" class="g-recaptcha"></div></form>';
  setCurrentScript(null);
});

afterEach(() => {
  delete globals.grecaptcha;
  delete globals.CaptchaCallback;
  Reflect.deleteProperty(document, 'currentScript');
});

describe('installFakeRecaptcha: grecaptcha explicit render', () => {
  it('renders an accessible checkbox and the hidden g-recaptcha-response textarea; ids 0, 1 …', () => {
    installFakeRecaptcha(window);
    const one = document.getElementById('one')!;
    expect(grecaptcha().render(one, { sitekey: 'k' })).toBe(0);
    expect(grecaptcha().render('two', { sitekey: 'k' })).toBe(1);
    const box = one.querySelector<HTMLInputElement>('input[type=checkbox]')!;
    expect(box.labels?.[0]?.textContent).toBe('ฉันไม่ใช่โปรแกรมอัตโนมัติ');
    expect(box.disabled).toBe(false);
    expect(box.tabIndex).toBe(0);
    const textareas = [...document.querySelectorAll<HTMLTextAreaElement>('textarea')];
    expect(textareas.map((t) => [t.id, t.name, t.className, t.style.display, t.value])).toEqual([
      ['g-recaptcha-response', 'g-recaptcha-response', 'g-recaptcha-response', 'none', ''],
      ['g-recaptcha-response-1', 'g-recaptcha-response', 'g-recaptcha-response', 'none', ''],
    ]);
    expect(textareas[0]?.closest('#one')).toBe(one);
  });

  it('fills the response and calls back with a fake-recaptcha-ok token when ticked (by its label too)', () => {
    installFakeRecaptcha(window);
    const callback = vi.fn();
    grecaptcha().render('one', { sitekey: 'k', callback });
    grecaptcha().render('two', { sitekey: 'k' });
    document.querySelector<HTMLLabelElement>('#one label')!.click();
    const token = grecaptcha().getResponse();
    expect(token).toMatch(/^fake-recaptcha-ok-[0-9a-f]{32}$/);
    expect(callback).toHaveBeenCalledExactlyOnceWith(token);
    expect(document.querySelector<HTMLTextAreaElement>('#g-recaptcha-response')!.value).toBe(token);
    expect(grecaptcha().getResponse(1)).toBe('');
    document.querySelector<HTMLInputElement>('#two input')!.click();
    expect(grecaptcha().getResponse(1)).toMatch(/^fake-recaptcha-ok-/);
    expect(grecaptcha().getResponse(1)).not.toBe(token);
  });

  it('calls a callback named by a string, and the expired-callback when unticked', () => {
    installFakeRecaptcha(window);
    const onToken = vi.fn();
    const expired = vi.fn();
    globals.onToken = onToken;
    grecaptcha().render('one', { sitekey: 'k', callback: 'onToken', 'expired-callback': expired });
    const box = document.querySelector<HTMLInputElement>('#one input')!;
    box.click();
    expect(onToken).toHaveBeenCalledOnce();
    box.click();
    expect(expired).toHaveBeenCalledOnce();
    expect(grecaptcha().getResponse(0)).toBe('');
    delete globals.onToken;
  });

  it('reset clears the tick and the response; without an id it resets widget 0', () => {
    installFakeRecaptcha(window);
    grecaptcha().render('one', { sitekey: 'k' });
    grecaptcha().render('two', { sitekey: 'k' });
    for (const box of document.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) box.click();
    grecaptcha().reset();
    expect([grecaptcha().getResponse(0), document.querySelector<HTMLInputElement>('#one input')!.checked]).toEqual(['', false]);
    expect(grecaptcha().getResponse(1)).not.toBe('');
    grecaptcha().reset(1);
    expect(grecaptcha().getResponse(1)).toBe('');
  });

  it("throws like Google's for a second render in one element, a missing sitekey, unknown ids", () => {
    installFakeRecaptcha(window);
    expect(() => grecaptcha().getResponse()).toThrow('No reCAPTCHA clients exist.');
    expect(() => grecaptcha().render('one', {})).toThrow('Missing required parameters: sitekey');
    grecaptcha().render('one', { sitekey: 'k' });
    expect(() => grecaptcha().render('one', { sitekey: 'k' })).toThrow('reCAPTCHA has already been rendered in this element');
    expect(() => grecaptcha().reset(5)).toThrow('Invalid reCAPTCHA client id: 5');
    expect(() => grecaptcha().render('nowhere', { sitekey: 'k' })).toThrow();
  });
});

describe('installFakeRecaptcha: onload', () => {
  it('calls the function its script URL names, with grecaptcha already defined', () => {
    setCurrentScript(SCRIPT_URL);
    const seen: unknown[] = [];
    globals.CaptchaCallback = vi.fn(() => seen.push(globals.grecaptcha));
    installFakeRecaptcha(window);
    expect(globals.CaptchaCallback).toHaveBeenCalledOnce();
    expect(seen[0]).toBe(globals.grecaptcha);
  });

  it('leaves grecaptcha for a later caller when the onload function does not exist yet', () => {
    setCurrentScript(SCRIPT_URL);
    expect(() => installFakeRecaptcha(window)).not.toThrow();
    expect(grecaptcha().render('one', { sitekey: 'k' })).toBe(0);
  });
});

describe('installFakeRecaptcha: served as a script', () => {
  it('runs from its own source text, as the demo server serves it', () => {
    setCurrentScript(SCRIPT_URL);
    globals.CaptchaCallback = vi.fn();
    const run = new Function('window', `(${installFakeRecaptcha.toString()})(window)`) as (win: Window) => void;
    run(window);
    expect(globals.CaptchaCallback).toHaveBeenCalledOnce();
    expect(grecaptcha().render('one', { sitekey: 'k' })).toBe(0);
  });
});
