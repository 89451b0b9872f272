import type { PageExtra } from '../context';

/** Language switcher: flags above a trigger, translating through the Google Translate element (§1, §2.2). To be built. */
export const startLanguageSwitcher: PageExtra = () => undefined;
