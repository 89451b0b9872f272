import type { PageExtrasConfig } from '../../config';

export interface BannerEndpoint {
  /** Where the dismissal is POSTed: WooCommerce's `rest_url( 'wp/v2/users/' . $user_id )`. */
  url: string;
  /** The X-WP-Nonce to start with (refreshed once by the client when refused). */
  nonce: string | undefined;
}

/** The users route of the logged-in user, under the REST root ('/wp-json/' or '/?rest_route=/'). */
const USERS_ME = 'wp/v2/users/me';

/**
 * §7 "POST {REST url given on the banner}": the URL and nonce WooCommerce prints on the dismiss
 * control, else the config's REST root and nonce. The URL is the server's, so it is parsed and must
 * be of this site: the nonce authenticates the shopper's cookie session and is never sent to
 * another origin (DESIGN.md Conventions, URLs from the server).
 */
export function bannerEndpoint(control: HTMLElement, config: PageExtrasConfig, doc: Document): BannerEndpoint | undefined {
  const nonce = control.dataset.restNonce || config.restNonce || undefined;
  const ofThisSite = (raw: string | undefined): string | undefined => {
    if (!raw) return undefined;
    try {
      const url = new URL(raw, doc.baseURI);
      return /^https?:$/.test(url.protocol) && url.origin === new URL(doc.baseURI).origin ? url.href : undefined;
    } catch {
      return undefined;
    }
  };
  const url = ofThisSite(control.dataset.restUrl) ?? ofThisSite(config.restRoot ? `${config.restRoot}${USERS_ME}` : undefined);
  return url ? { url, nonce } : undefined;
}
