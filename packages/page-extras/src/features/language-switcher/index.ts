import { emitHostEvent, injectStyles } from '@talat/core';
import type { PageExtra } from '../../context';
import { resolvePageLanguage, type TranslationSettings } from './page-language';
import { LANGUAGE_SWITCHER_CSS } from './styles';
import { LANGUAGE_SWITCHER, TOAST_EVENT } from '../markup';
import { clearGoogtrans, readGoogtrans, translatePage, writeGoogtrans, type TranslateRun } from './translate-driver';
import { GOOGLE_ELEMENT_URL, loadTranslateElement } from './translate-element';
import { PAGE_CONSTANTS } from '../../constants';

/** Tries before a pick gives up: the first and 19 retries at 500 ms, 10 s in all (docs/decisions.md 412). */
export const MAX_TRANSLATE_TRIES = 20;

const ITEM = 'a[data-gt-lang]';

/** GTranslate's global, flat or keyed by widget id (its scripts read `gt[widget_id] || gt`). */
function gtranslateDefaultLanguage(win: Window): string | undefined {
  const settings = (win as { gtranslateSettings?: unknown }).gtranslateSettings;
  if (!settings || typeof settings !== 'object') return undefined;
  const flat = (settings as { default_language?: unknown }).default_language;
  if (typeof flat === 'string') return flat;
  for (const value of Object.values(settings)) {
    const keyed = (value as { default_language?: unknown } | null)?.default_language;
    if (typeof keyed === 'string') return keyed;
  }
  return undefined;
}

/**
 * The language switcher (§2.2, §1 Translation setting): GTranslate's floating switcher as the
 * recipe prints it (`.gt_float_switcher`: a `.gt_options` list of `a[data-gt-lang]` flags above the
 * `.gt-selected` trigger). A menu button: the trigger has aria-haspopup/aria-expanded and opens a
 * menu of `menuitemradio` flags (arrow keys, Home/End, Escape back to the trigger, the current
 * language checked). Picking a flag translates through the Google Translate element the way
 * GTranslate does; picking the page language restores the original. The floating switcher lives
 * in the top layer.
 */
export const startLanguageSwitcher: PageExtra = ({ doc, win, config, t }) => {
  const switcher = doc.querySelector<HTMLElement>(LANGUAGE_SWITCHER);
  const menu = switcher?.querySelector<HTMLElement>('.gt_options');
  const trigger = switcher?.querySelector<HTMLElement>('.gt-selected');
  const items = menu ? [...menu.querySelectorAll<HTMLAnchorElement>(ITEM)] : [];
  if (!switcher || !menu || !trigger || items.length === 0) return undefined;

  const settings: TranslationSettings = {
    translatePageLanguage: config.translatePageLanguage,
    switcherLanguage: config.switcherLanguage ?? gtranslateDefaultLanguage(win),
  };
  // Google's element rewrites <html lang> once it has translated the page: its own language is then lost.
  const html = doc.documentElement;
  const translated = html.classList.contains('translated-ltr') || html.classList.contains('translated-rtl');
  const pageLanguage = resolvePageLanguage(translated ? null : html.getAttribute('lang'), settings);
  const elementUrl = typeof config.translateElementUrl === 'string' ? config.translateElementUrl : GOOGLE_ELEMENT_URL;
  const langOf = (item: Element) => item.getAttribute('data-gt-lang') ?? '';
  const nameOf = (lang: string) => items.find((item) => langOf(item) === lang)?.textContent?.trim() || lang;
  const loadElement = () => loadTranslateElement(doc, win, pageLanguage, elementUrl);

  injectStyles('page-extras-language-switcher', LANGUAGE_SWITCHER_CSS, doc);
  const undos: Array<() => void> = [];
  const on = <K extends keyof HTMLElementEventMap>(target: HTMLElement | Document, type: K, listener: (event: HTMLElementEventMap[K]) => void, capture = false) => {
    target.addEventListener(type, listener as EventListener, capture);
    undos.push(() => target.removeEventListener(type, listener as EventListener, capture));
  };
  /** Sets an attribute and remembers the value the markup had, for the undo. */
  const set = (element: HTMLElement, name: string, value: string) => {
    const before = element.getAttribute(name);
    element.setAttribute(name, value);
    undos.push(() => (before === null ? element.removeAttribute(name) : element.setAttribute(name, before)));
  };

  // The menu button's semantics on GTranslate's markup (a div trigger becomes a button to AT and Tab).
  if (!menu.id) set(menu, 'id', 'talat-gt-options');
  set(menu, 'role', 'menu');
  set(menu, 'aria-label', t('languageSwitcherLabel'));
  if (trigger.tagName !== 'BUTTON') {
    set(trigger, 'role', 'button');
    set(trigger, 'tabindex', '0');
  }
  set(trigger, 'aria-haspopup', 'menu');
  set(trigger, 'aria-controls', menu.id);
  set(trigger, 'aria-expanded', 'false');
  for (const item of items) {
    set(item, 'role', 'menuitemradio');
    set(item, 'tabindex', '-1');
  }
  const wasHidden = menu.hidden;
  const wasStyleDisplay = menu.style.display;
  menu.style.display = '';
  menu.hidden = true;
  undos.push(() => {
    menu.hidden = wasHidden;
    menu.style.display = wasStyleDisplay;
  });

  const printedCurrent = items.map((item) => item.classList.contains('gt-current'));
  undos.push(() => {
    menu.classList.remove('gt-open');
    items.forEach((item, index) => item.classList.toggle('gt-current', printedCurrent[index]));
  });
  let current = readGoogtrans(doc) ?? pageLanguage;
  if (!items.some((item) => langOf(item) === current)) current = pageLanguage;
  const showCurrent = (lang: string) => {
    current = lang;
    for (const item of items) {
      const checked = langOf(item) === lang;
      item.setAttribute('aria-checked', String(checked));
      item.classList.toggle('gt-current', checked);
    }
    // The visible code (GTranslate shows it, upper-cased) stays in the name, for voice control (WCAG 2.5.3).
    trigger.setAttribute('aria-label', t('languageSwitcherTrigger', { language: nameOf(lang), code: lang.toUpperCase() }));
    const code = trigger.querySelector('.gt-lang-code');
    if (code) code.textContent = lang;
    const flag = trigger.querySelector('img');
    const source = items.find((item) => langOf(item) === lang)?.querySelector('img');
    if (flag && source) flag.src = source.currentSrc || source.src;
  };
  const labelBefore = trigger.getAttribute('aria-label');
  undos.push(() => (labelBefore === null ? trigger.removeAttribute('aria-label') : trigger.setAttribute('aria-label', labelBefore)));
  showCurrent(current);
  // Another page chose a language: Google's element reads the cookie and translates on load.
  if (current !== pageLanguage) loadElement();

  // The floating switcher in the top layer: a theme's overflow or z-index cannot cover it.
  const floating = switcher.closest<HTMLElement>('#gt_float_wrapper') ?? switcher;
  // A landmark of its own: the switcher floats outside the page's regions.
  if (!floating.hasAttribute('role')) {
    set(floating, 'role', 'region');
    set(floating, 'aria-label', t('languageSwitcherRegion'));
  }
  if (typeof floating.showPopover === 'function' && win.getComputedStyle(floating).position === 'fixed') {
    set(floating, 'data-talat-float', '');
    set(floating, 'popover', 'manual');
    floating.showPopover();
    undos.push(() => floating.matches(':popover-open') && floating.hidePopover());
  }

  const isOpen = () => !menu.hidden;
  const focusItem = (index: number) => {
    const item = items[(index + items.length) % items.length];
    item?.focus();
  };
  const open = (focus: 'current' | 'first' | 'last' = 'current') => {
    loadElement();
    menu.hidden = false;
    menu.classList.add('gt-open');
    trigger.setAttribute('aria-expanded', 'true');
    const index = focus === 'first' ? 0 : focus === 'last' ? items.length - 1 : Math.max(0, items.findIndex((item) => langOf(item) === current));
    focusItem(index);
  };
  const close = (returnFocus: boolean) => {
    if (!isOpen()) return;
    menu.hidden = true;
    menu.classList.remove('gt-open');
    trigger.setAttribute('aria-expanded', 'false');
    if (returnFocus) trigger.focus();
  };

  let run: TranslateRun | undefined;
  const pick = (lang: string) => {
    close(true);
    if (lang === current) return;
    const previous = current;
    showCurrent(lang);
    loadElement();
    run?.cancel();
    const thisRun = translatePage(lang, { doc, pageLanguage, retryMs: PAGE_CONSTANTS.languageSwitcherRetryMs, maxTries: MAX_TRANSLATE_TRIES });
    run = thisRun;
    switcher.setAttribute('aria-busy', 'true');
    void thisRun.done.then((ok) => {
      if (run !== thisRun) return; // a newer pick (or the undo) took over
      run = undefined;
      switcher.removeAttribute('aria-busy');
      if (ok) return;
      // Nothing lost: the switcher and the cookie say what the page really shows.
      if (previous === pageLanguage) clearGoogtrans(doc);
      else writeGoogtrans(doc, pageLanguage, previous);
      showCurrent(previous);
      emitHostEvent(TOAST_EVENT, [{ message: t('languageFailed'), kind: 'error' }]);
    });
  };

  on(trigger, 'click', (event) => {
    event.preventDefault();
    if (isOpen()) close(true);
    else open();
  });
  on(trigger, 'keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (trigger.tagName !== 'BUTTON' && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      trigger.click();
    }
  });
  // Warm the element up on intent, as GTranslate does on pointerenter.
  on(switcher, 'pointerenter', loadElement);
  on(menu, 'click', (event) => {
    const item = (event.target as Element | null)?.closest?.(ITEM);
    if (!item) return;
    event.preventDefault();
    pick(langOf(item));
  });
  on(menu, 'keydown', (event) => {
    const index = items.indexOf(doc.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowRight: index + 1, ArrowUp: index - 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === ' ' && index >= 0) {
      event.preventDefault();
      items[index]!.click();
    } else if (event.key === 'Tab') {
      close(false);
    }
  });
  on(doc, 'pointerdown', (event) => {
    if (isOpen() && !switcher.contains(event.target as Node | null)) close(false);
  }, true);

  return () => {
    run?.cancel();
    run = undefined;
    switcher.removeAttribute('aria-busy');
    for (const undo of undos.splice(0).reverse()) undo();
    for (const item of items) {
      item.removeAttribute('aria-checked');
    }
  };
};
