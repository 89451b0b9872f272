import type { PageOptions } from './widgets';

// The demo's remembered consent switch (issue 17): `?consent=1` puts the fake WP Consent API
// (assets/fake-consent.js) with its checkbox on every page until `?consent=0`.

/** The cookie the `?consent=1` / `?consent=0` switch is remembered in (like the redirect-after-add switch). */
export const CONSENT_SWITCH_COOKIE = 'talat_demo_consent';

/** `?consent=1|0` on any page: remember the choice, then show the page without the parameter. */
export function consentSwitchRedirect(method: string, url: URL): { status: 302; location: string; setCookies: string[] } | undefined {
  const choice = url.searchParams.get('consent');
  if (method !== 'GET' || (choice !== '1' && choice !== '0')) return undefined;
  const next = new URL(url);
  next.searchParams.delete('consent');
  return { status: 302, location: next.pathname + next.search, setCookies: [`${CONSENT_SWITCH_COOKIE}=${choice}; path=/; SameSite=Lax`] };
}

/** Whether this visitor switched the consent API on. */
export function consentApiOn(cookies: Readonly<Record<string, string>>): boolean {
  return cookies[CONSENT_SWITCH_COOKIE] === '1';
}

/**
 * The WP Consent API plugin's script and its localized `consent_api` (wp_localize_script), as
 * WordPress prints them in the footer. The demo's banner uses opt-in (no cookie = no marketing
 * consent), as a Thai PDPA-minded shop would; docs/decisions.md 445.
 */
export function consentApiScripts(options: PageOptions): string {
  if (!options.consentApi) return '';
  const params = { consent_type: 'optin', waitfor_consent_hook: false, cookie_expiration: 30, cookie_prefix: 'wp_consent' };
  return `<script id="wp-consent-api-js-extra">var consent_api = ${JSON.stringify(params)};</script>
<script src="/assets/fake-consent.js" id="wp-consent-api-js"></script>`;
}
