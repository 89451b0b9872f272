import type { WidgetConfigSpec } from '@talat/core';

/**
 * The page extras' settings (README "Page extras"). Every behaviour is opt-in by the markup it
 * finds, so the section is optional: a page without it still gets every behaviour its markup asks for.
 */
export interface PageExtrasConfig extends Record<string, unknown> {
  locale?: string;
  /** The REST root (shared key), for the coming-soon banner's nonce refresh. */
  restRoot?: string;
  /** The REST nonce (shared key) the banner's save sends as X-WP-Nonce. */
  restNonce?: string;
}

export const pageExtrasConfigSpec: WidgetConfigSpec<PageExtrasConfig> = {
  widget: 'page-extras',
  section: 'pageExtras',
  defaults: {},
  required: [],
};
