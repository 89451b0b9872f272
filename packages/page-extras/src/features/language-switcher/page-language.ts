/**
 * §1 Translation setting: the page-translation widget is configured with page language 'en', the
 * floating button with 'th', while the shop's pages are Thai. The page's own language
 * (`<html lang>`) wins; when a setting disagrees with it (or, without one, with the other
 * setting), ONE console warning names each setting that was overruled.
 */
export interface TranslationSettings {
  /** The page-translation widget's page language (the Google Translate element's `pageLanguage`). */
  translatePageLanguage?: string;
  /** The floating button's language (GTranslate's `default_language`). */
  switcherLanguage?: string;
}

const DESCRIBED: Record<keyof TranslationSettings, string> = {
  translatePageLanguage: "the page-translation widget's page language",
  switcherLanguage: "the floating language button's language (gtranslateSettings.default_language)",
};

/** 'th-TH' and 'TH' are the page's 'th'; Google's own codes with a region (zh-CN) keep it. */
export function languageBase(code: string | null | undefined): string {
  const trimmed = (code ?? '').trim();
  return trimmed === '' ? '' : trimmed.split(/[-_]/)[0]!.toLowerCase();
}

export function resolvePageLanguage(
  htmlLang: string | null | undefined,
  settings: TranslationSettings,
  warn: (message: string) => void = (message) => console.warn(message),
): string {
  const own = languageBase(htmlLang);
  const page = own || languageBase(settings.switcherLanguage) || languageBase(settings.translatePageLanguage) || 'th';
  const overruled = (Object.keys(DESCRIBED) as Array<keyof TranslationSettings>).filter((key) => {
    const value = languageBase(settings[key]);
    return value !== '' && value !== page;
  });
  if (overruled.length > 0) {
    const named = overruled.map((key) => `${key} '${settings[key]}' (${DESCRIBED[key]})`).join(' and ');
    const source = own ? `the page's own language <html lang="${htmlLang}">` : 'the other translation setting';
    warn(`[Talat] page-extras: ${named} disagrees with ${source}; the language switcher uses '${page}' as the page language.`);
  }
  return page;
}
