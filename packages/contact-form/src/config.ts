import { isRecord, type WidgetConfigSpec } from '@talat/core';

/** Contact form settings; README "Contact form" documents each key for site builders. */
export interface ContactFormConfig extends Record<string, unknown> {
  /** The REST root; Contact Form 7 prints it as `wpcf7.api.root`. */
  restRoot: string;
  /** admin-ajax.php, where a refused REST nonce is renewed (§7 REST client behaviour). */
  ajaxUrl: string;
  restNonce?: string;
  /** `wpcf7.cached`: the page came from a full-page cache, so its forms are refilled on load (§2.12). */
  cached: boolean;
  locale?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export const contactFormConfigSpec: WidgetConfigSpec<ContactFormConfig> = {
  widget: 'contact-form',
  section: 'contactForm',
  defaults: { ajaxUrl: '/wp-admin/admin-ajax.php', cached: false },
  fromGlobals(globals) {
    const wpcf7 = isRecord(globals.wpcf7) ? globals.wpcf7 : {};
    const api = isRecord(wpcf7.api) ? wpcf7.api : {};
    return {
      restRoot: text(api.root),
      // WordPress prints the flag as 1 or '1'; absent means a page rendered for this visitor.
      cached: wpcf7.cached === undefined ? undefined : wpcf7.cached === true || Number(wpcf7.cached) === 1,
    };
  },
  required: ['restRoot'],
};
