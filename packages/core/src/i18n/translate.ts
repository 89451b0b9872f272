import { en } from './en';
import { th, type MessageKey } from './th';

export type Locale = 'th' | 'en';
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const catalogues: Record<Locale, Record<MessageKey, string>> = { th, en };

/**
 * Picks the language: an explicit config value first, then `<html lang>`; Thai whenever neither
 * names English, because Thai is the shop's language (SPEC §1).
 */
export function resolveLocale(configured?: unknown, doc: Document | undefined = globalThis.document): Locale {
  const candidates = [configured, doc?.documentElement.lang];
  for (const candidate of candidates) {
    if (typeof candidate !== 'string' || candidate === '') continue;
    const language = candidate.toLowerCase().slice(0, 2);
    if (language === 'th' || language === 'en') return language;
  }
  return 'th';
}

export function createTranslator(locale: Locale): Translate {
  const catalogue = catalogues[locale];
  return (key, params) =>
    catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      params && params[name] !== undefined ? String(params[name]) : whole,
    );
}
