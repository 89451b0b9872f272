import { describe, expect, it, vi } from 'vitest';
import { languageBase, resolvePageLanguage } from './page-language';

describe('resolvePageLanguage (§1 Translation setting)', () => {
  it("uses the page's own <html lang> and warns once, naming the setting that disagrees ('en' on the translation widget)", () => {
    const warn = vi.fn();
    expect(resolvePageLanguage('th', { translatePageLanguage: 'en', switcherLanguage: 'th' }, warn)).toBe('th');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe(
      "[Talat] page-extras: translatePageLanguage 'en' (the page-translation widget's page language) disagrees with the page's own language <html lang=\"th\">; the language switcher uses 'th' as the page language.",
    );
  });

  it('names both settings in the one warning when both disagree with the page', () => {
    const warn = vi.fn();
    expect(resolvePageLanguage('th-TH', { translatePageLanguage: 'en', switcherLanguage: 'fr' }, warn)).toBe('th');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain("translatePageLanguage 'en'");
    expect(warn.mock.calls[0]![0]).toContain("switcherLanguage 'fr'");
  });

  it('says nothing when every setting agrees (region subtags and case aside)', () => {
    const warn = vi.fn();
    expect(resolvePageLanguage('th-TH', { translatePageLanguage: 'TH', switcherLanguage: 'th' }, warn)).toBe('th');
    expect(resolvePageLanguage('th', {}, warn)).toBe('th');
    expect(warn).not.toHaveBeenCalled();
  });

  it('without <html lang>, the floating button wins over the translation widget, with one warning', () => {
    const warn = vi.fn();
    expect(resolvePageLanguage('', { translatePageLanguage: 'en', switcherLanguage: 'th' }, warn)).toBe('th');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('the other translation setting');
    expect(resolvePageLanguage(null, {}, warn)).toBe('th');
  });

  it('reads language codes by their primary subtag', () => {
    expect(languageBase(' EN-us ')).toBe('en');
    expect(languageBase(undefined)).toBe('');
  });
});
