import type { Locale } from '@talat/core';
import type { LeadFormTranslate } from '../messages';

/**
 * The field checks speak the site's own words when it has set them (Lead Form Builder's
 * "Validation Messages" settings, printed in `frontendajax` since 2.2 or given in the config),
 * else the widget's Thai. The plugin's untranslated English defaults count as "not set" on a page
 * that is not English: the plugin ships no Thai translation, so a Thai shop that never opened the
 * setting would otherwise show English under its Thai fields.
 */
export const PLUGIN_DEFAULT_TEXTS = {
  required: 'The field is required.',
  email: 'Please enter a valid email address.',
  error: 'One or more fields have an error. Please check and try again.',
} as const;

export interface SiteTexts {
  required?: string | undefined;
  email?: string | undefined;
  error?: string | undefined;
}

export type FieldTexts = Record<keyof typeof PLUGIN_DEFAULT_TEXTS, string>;

export function fieldTexts(site: SiteTexts, locale: Locale, t: LeadFormTranslate): FieldTexts {
  const pick = (key: keyof typeof PLUGIN_DEFAULT_TEXTS, own: string) => {
    const text = site[key]?.trim() ?? '';
    return text === '' || (locale !== 'en' && text === PLUGIN_DEFAULT_TEXTS[key]) ? own : text;
  };
  return { required: pick('required', t('fieldRequired')), email: pick('email', t('fieldEmail')), error: pick('error', t('fieldsInvalid')) };
}
