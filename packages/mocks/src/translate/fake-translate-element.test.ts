// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeTranslateElement } from './fake-translate-element';

type FakeWindow = Window & { google?: { translate?: { TranslateElement: new (options: object, id: string) => unknown } }; talatInit?: () => void };

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<nav><a href="/">หน้าแรก</a> <a class="notranslate" href="/">หน้าแรก</a></nav><div id="google_translate_element2"></div>';
  document.documentElement.className = '';
});
afterEach(() => {
  document.cookie = 'googtrans=; path=/; max-age=0';
  vi.useRealTimers();
});

describe('installFakeTranslateElement', () => {
  it('builds the goog-te-combo after its delay, translates the demo strings on change and restores them on the page language', () => {
    installFakeTranslateElement(window);
    const Element = (window as FakeWindow).google!.translate!.TranslateElement;
    new Element({ pageLanguage: 'th', autoDisplay: false }, 'google_translate_element2');
    expect(document.querySelector('.goog-te-combo')).toBeNull();
    vi.advanceTimersByTime(300);
    const combo = document.querySelector<HTMLSelectElement>('select.goog-te-combo')!;
    combo.value = 'en';
    combo.dispatchEvent(new Event('change'));
    const links = document.querySelectorAll('nav a');
    expect(links[0]!.textContent).toBe('Home');
    expect(links[1]!.textContent).toBe('หน้าแรก');
    expect(document.documentElement.classList.contains('translated-ltr')).toBe(true);
    expect(document.cookie).toContain('googtrans=/th/en');
    combo.value = 'th';
    combo.dispatchEvent(new Event('change'));
    expect(links[0]!.textContent).toBe('หน้าแรก');
    expect(document.documentElement.classList.contains('translated-ltr')).toBe(false);
    expect(document.cookie).not.toContain('googtrans');
  });

  it('translates at once on a later page whose cookie names another language', () => {
    document.cookie = 'googtrans=/th/en; path=/';
    installFakeTranslateElement(window);
    new (window as FakeWindow).google!.translate!.TranslateElement({ pageLanguage: 'th' }, 'google_translate_element2');
    vi.advanceTimersByTime(300);
    expect(document.querySelector('nav a')!.textContent).toBe('Home');
  });

  it('serves as a self-contained function (no helper from module scope)', () => {
    const served = `(${installFakeTranslateElement.toString()})(window)`;
    expect(served).not.toMatch(/__name|_?import/);
  });
});
