// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSTANTS, createTranslator } from '@talat/core';
import { pageExtrasMessages } from '../../messages';
import { startToasts } from '../toasts';
import { MAX_TRANSLATE_TRIES, startLanguageSwitcher } from '.';
import { clearGoogtrans } from './translate-driver';

const t = createTranslator(pageExtrasMessages, 'th');
const undos: Array<() => void> = [];
const config = { translatePageLanguage: 'en', switcherLanguage: 'th', translateElementUrl: 'data:text/javascript,' };

function start(extra = {}) {
  const undo = startLanguageSwitcher({ doc: document, win: window, config: { ...config, ...extra }, t });
  if (undo) undos.push(undo);
  return undo;
}
const trigger = () => document.querySelector<HTMLElement>('.gt-selected')!;
const menu = () => document.querySelector<HTMLElement>('.gt_options')!;
const item = (lang: string) => document.querySelector<HTMLElement>(`a[data-gt-lang="${lang}"]`)!;
const key = (target: Element, name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};
function buildElement() {
  const combo = document.createElement('select');
  combo.className = 'goog-te-combo';
  for (const value of ['', 'en', 'th']) combo.add(new Option(value, value));
  document.getElementById('google_translate_element2')!.append(combo);
  return combo;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  document.documentElement.lang = 'th';
  document.body.innerHTML = `<div class="gtranslate_wrapper"><div id="gt_float_wrapper"><div class="gt_float_switcher notranslate">
    <div class="gt_options" style="display:none">
      <a href="#" class="nturl" data-gt-lang="th"><img src="/th.svg" alt=""> ไทย</a>
      <a href="#" class="nturl" data-gt-lang="en"><img src="/en.svg" alt=""> English</a>
    </div>
    <button type="button" class="gt-selected"><span class="gt-current-lang"><img src="/th.svg" alt=""> <span class="gt-lang-code">th</span></span></button>
  </div></div><div id="google_translate_element2"></div></div>`;
});
afterEach(() => {
  for (const undo of undos.splice(0)) undo();
  clearGoogtrans(document);
  delete (window as { gt_translate_script?: unknown }).gt_translate_script;
  delete (window as { googleTranslateElementInit2?: unknown }).googleTranslateElementInit2;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('startLanguageSwitcher', () => {
  it('does nothing on a page without the switcher', () => {
    document.body.innerHTML = '';
    expect(start()).toBeUndefined();
  });

  it("warns once, naming the translation widget's 'en', and uses the page's own 'th'", () => {
    start();
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(vi.mocked(console.warn).mock.calls[0]![0]).toContain("translatePageLanguage 'en'");
  });

  it('is a menu button: haspopup, expanded, a labelled menu of menuitemradio flags with the current one checked', () => {
    start();
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().getAttribute('aria-label')).toBe('ภาษา: ไทย (TH)');
    expect(trigger().getAttribute('aria-controls')).toBe(menu().id);
    expect(menu().getAttribute('role')).toBe('menu');
    expect(menu().getAttribute('aria-label')).toBe('เลือกภาษา');
    expect(menu().hidden).toBe(true);
    expect(item('th').getAttribute('role')).toBe('menuitemradio');
    expect(item('th').getAttribute('aria-checked')).toBe('true');
    expect(item('en').getAttribute('aria-checked')).toBe('false');
  });

  it('opens on the trigger with focus on the current flag; arrows move, Escape closes and focus goes back', () => {
    start();
    trigger().click();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(menu().hidden).toBe(false);
    expect(document.activeElement).toBe(item('th'));
    key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement).toBe(item('en'));
    key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement).toBe(item('th'));
    key(document.activeElement!, 'End');
    expect(document.activeElement).toBe(item('en'));
    key(document.activeElement!, 'Escape');
    expect(menu().hidden).toBe(true);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger());
    key(trigger(), 'ArrowUp');
    expect(document.activeElement).toBe(item('en'));
  });

  it('translates through the element: cookie /th/en, the select set and changed, the trigger says English', async () => {
    start();
    const combo = buildElement();
    const changed = vi.fn();
    combo.addEventListener('change', changed);
    trigger().click();
    item('en').click();
    expect(document.cookie).toContain('googtrans=/th/en');
    expect(combo.value).toBe('en');
    expect(changed).toHaveBeenCalled();
    expect(trigger().getAttribute('aria-label')).toBe('ภาษา: English (EN)');
    expect(trigger().querySelector('.gt-lang-code')!.textContent).toBe('en');
    expect(item('en').getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(trigger());
    // Back to the page's own language: cookie cleared, the select set to 'th'.
    trigger().click();
    item('th').click();
    expect(document.cookie).not.toContain('googtrans');
    expect(combo.value).toBe('th');
  });

  it('loads the element script once, the GTranslate way, when the shopper shows intent', () => {
    start();
    trigger().click();
    trigger().click();
    const scripts = document.querySelectorAll('script[src^="data:"]');
    expect(scripts).toHaveLength(1);
    expect(typeof (window as { googleTranslateElementInit2?: unknown }).googleTranslateElementInit2).toBe('function');
  });

  it('gives up after the bounded retries with a Thai error toast, and shows the language the page really has', async () => {
    undos.push(startToasts({ doc: document, win: window, config: {}, t })!);
    start();
    trigger().click();
    item('en').click();
    expect(document.querySelector('.gt_float_switcher')!.getAttribute('aria-busy')).toBe('true');
    await vi.advanceTimersByTimeAsync(CONSTANTS.other.languageSwitcherRetryMs * (MAX_TRANSLATE_TRIES - 1));
    expect(document.querySelector('.gt_float_switcher')!.hasAttribute('aria-busy')).toBe(false);
    expect(item('th').getAttribute('aria-checked')).toBe('true');
    expect(document.cookie).not.toContain('googtrans');
    expect(document.querySelector('.talat-toast p')!.textContent).toBe('แปลหน้าไม่ได้ในขณะนี้ โปรดลองอีกครั้งภายหลัง');
    expect(document.querySelector('.talat-toast')!.getAttribute('data-kind')).toBe('error');
  });

  it('shows the language the googtrans cookie names on a later page', () => {
    document.cookie = 'googtrans=/th/en; path=/';
    start();
    expect(item('en').getAttribute('aria-checked')).toBe('true');
    expect(trigger().getAttribute('aria-label')).toBe('ภาษา: English (EN)');
  });

  it('undoes what it put on the markup, the open state and the current flag included', () => {
    item('th').classList.add('gt-current');
    const undo = start()!;
    trigger().click();
    item('en').click();
    trigger().click();
    undos.splice(0);
    undo();
    expect(menu().classList.contains('gt-open')).toBe(false);
    expect(item('th').classList.contains('gt-current')).toBe(true);
    expect(item('en').classList.contains('gt-current')).toBe(false);
    expect(trigger().hasAttribute('aria-expanded')).toBe(false);
    expect(trigger().hasAttribute('aria-label')).toBe(false);
    expect(menu().style.display).toBe('none');
  });
});
