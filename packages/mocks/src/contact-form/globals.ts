import { scriptJson } from './script-json';

// The `wpcf7` global CF7 prints before its script (wp_add_inline_script, 'before'). `cached` is 1
// when the page came from a full-page cache: CF7's script then refills every form on load
// (§2.12 "A page served from cache resets its forms on load").

export interface Wpcf7Global {
  api: { root: string; namespace: 'contact-form-7/v1' };
  cached: 0 | 1;
}

export interface ContactFormGlobalsOptions {
  /** The site's home URL prefix ('' for relative URLs, as the rest of the fake prints). */
  homeUrl?: string;
  cached?: boolean;
}

export function contactFormGlobals(options: ContactFormGlobalsOptions = {}): Wpcf7Global {
  return {
    api: { root: `${options.homeUrl ?? ''}/wp-json/`, namespace: 'contact-form-7/v1' },
    cached: options.cached ? 1 : 0,
  };
}

export function contactFormGlobalsScript(options: ContactFormGlobalsOptions = {}): string {
  return `<script id="contact-form-7-js-before">var wpcf7 = ${scriptJson(contactFormGlobals(options))};</script>`;
}
