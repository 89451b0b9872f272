import { onHostEvent } from '@talat/core';
import type { CartState } from '../controller/cart-types';
import type { FragmentCache, Fragments } from '../controller/fragment-cache';
import { updateMiniCartVisibility } from './mini-cart';

export interface HostBindingOptions {
  cache: FragmentCache;
  /** True while the cart itself is raising an event, so it does not react to its own. */
  isOwnEvent(): boolean;
  isCart: boolean;
  refreshCartPage(): void;
}

const fragmentsArg = (value: unknown): Fragments | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fragments) : undefined;

/**
 * The WooCommerce body events other scripts raise (DESIGN "Host ecosystem facts"), and the two
 * window events of §4 "Cached cart fragments": another tab changing the cart hash, and a page
 * coming back from the back/forward cache.
 */
export function bindHostEvents(doc: Document, cart: CartState, options: HostBindingOptions): () => void {
  const win = doc.defaultView;
  const fromOthers = (handler: (args: unknown[]) => void) => (args: unknown[]) => {
    if (!options.isOwnEvent()) handler(args);
  };
  const stops = [
    // Another plugin's add refreshes our side cart and opens it, as ours would (§2.5).
    onHostEvent('added_to_cart', fromOthers(([fragments, hash]) => cart.adopt(fragmentsArg(fragments), typeof hash === 'string' ? hash : undefined, true))),
    onHostEvent('removed_from_cart', fromOthers(([fragments, hash]) => cart.adopt(fragmentsArg(fragments), typeof hash === 'string' ? hash : undefined, false))),
    onHostEvent('wc_fragment_refresh', fromOthers(() => void cart.refresh())),
    // WooCommerce's cart.js raises it after the cart form changed the cart (cart-fragments.js refreshes too).
    onHostEvent('updated_wc_div', fromOthers(() => void cart.refresh())),
    onHostEvent('wc_update_cart', fromOthers(() => options.isCart && options.refreshCartPage())),
    onHostEvent('adding_to_cart', () => updateMiniCartVisibility(doc, true)),
    onHostEvent('wc_fragments_loaded', () => updateMiniCartVisibility(doc)),
    onHostEvent('wc_fragments_refreshed', () => updateMiniCartVisibility(doc)),
  ];

  const onStorage = (event: StorageEvent) => {
    if (options.cache.changedInOtherTab(event.key)) void cart.refresh();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    options.cache.clear();
    void cart.refresh();
  };
  win?.addEventListener('storage', onStorage);
  win?.addEventListener('pageshow', onPageShow);
  return () => {
    stops.forEach((stop) => stop());
    win?.removeEventListener('storage', onStorage);
    win?.removeEventListener('pageshow', onPageShow);
  };
}
