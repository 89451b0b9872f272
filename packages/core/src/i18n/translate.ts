/**
 * i18n: Thai first, English second (DESIGN.md). Each widget owns the catalogue of the messages it
 * shows (its `messages.ts`, built with `defineMessages`), so a script-tag bundle carries only its
 * own strings; the messages of SPEC §8 shared by several widgets live in `rest-messages.ts`.
 */
export type Locale = 'th' | 'en';

/** A catalogue: every key in Thai and the same keys in English. */
export interface Messages<K extends string> {
  th: Record<K, string>;
  en: Record<K, string>;
}

export type Translate<K extends string = string> = (key: K, params?: Record<string, string | number>) => string;

/** Declares a catalogue; the types make a key missing in English a compile error. */
export function defineMessages<K extends string>(messages: Messages<K>): Messages<K> {
  return messages;
}

/**
 * Picks the language: an explicit config value first, then `<html lang>`; Thai whenever neither
 * names English, because Thai is the shop's language (SPEC §1).
 */
export function resolveLocale(configured?: unknown, doc: Document | undefined = globalThis.document): Locale {
  for (const candidate of [configured, doc?.documentElement.lang]) {
    if (typeof candidate !== 'string') continue;
    const language = candidate.toLowerCase().slice(0, 2);
    if (language === 'th' || language === 'en') return language;
  }
  return 'th';
}

export function createTranslator<K extends string>(messages: Messages<K>, locale: Locale): Translate<K> {
  const catalogue = messages[locale];
  return (key, params) =>
    catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) => (params?.[name] !== undefined ? String(params[name]) : whole));
}
