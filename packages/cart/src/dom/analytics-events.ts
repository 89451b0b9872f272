import type { AnalyticsEvent } from '../controller/analytics';

interface WpHooks {
  doAction(name: string, payload: unknown): void;
}

/**
 * §3 "Product (analytics)" out to whoever reads it: the `talat_analytics_*` body events, and
 * WooCommerce Blocks' cart actions through `wp.hooks`, which the Google Analytics integration reads.
 */
export function reportCartAnalytics(win: Window, emit: (name: string, args: unknown[]) => void, kind: 'add' | 'remove', event: AnalyticsEvent): void {
  emit(kind === 'add' ? 'talat_analytics_add_to_cart' : 'talat_analytics_remove_from_cart', [event]);
  (win as unknown as { wp?: { hooks?: WpHooks } }).wp?.hooks?.doAction(`experimental__woocommerce_blocks-cart-${kind}-item`, event);
}
