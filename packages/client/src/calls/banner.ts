import type { CallOptions } from '../transport/context';
import type { RestTransport } from '../transport/rest';

export interface BannerCalls {
  /**
   * §7 Coming-soon banner: saves woocommerce_meta.coming_soon_banner_dismissed='yes' (§3 User
   * setting) at the REST URL printed on the banner, with X-WP-Nonce.
   */
  dismissComingSoon(restUrl: string, options?: CallOptions): Promise<void>;
}

export function createBannerCalls(rest: RestTransport): BannerCalls {
  return {
    async dismissComingSoon(restUrl, options) {
      await rest.request(
        { url: restUrl },
        { method: 'POST', json: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } },
        options,
      );
    },
  };
}
