import { onHostEvent } from '@talat/core';
import type { CartDisplay } from '../controller/cart-types';
import type { FragmentCache, Fragments } from '../controller/fragment-cache';
import { ANSWERED_WINDOW_EVENTS } from './host-event-names';
import { updateMiniCartVisibility } from './mini-cart';

export interface HostBindingOptions {
  cache: FragmentCache;
  /** True while the cart itself is raising an event, so it does not react to its own. */
  isOwnEvent(): boolean;
  isCart: boolean;
  refreshCartPage(): void;
}

/** An event the cart answers, as its handlers take it: a WooCommerce event's arguments, or a window event. */
export type HostEventHandlers = Record<string, (args: unknown[]) => void>;

const fragmentsArg = (value: unknown): Fragments | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fragments) : undefined;

/**
 * What the cart does on the WooCommerce body events other scripts raise (DESIGN "Host ecosystem
 * facts") and on the two window events of §4 "Cached cart fragments": another tab changing the
 * cart hash, and a page coming back from the back/forward cache. By name, so the first load can
 * hand over the events that came before the session (early-host-events.ts).
 */
export function hostEventHandlers(doc: Document, cart: Pick<CartDisplay, 'adopt' | 'refresh'>, options: HostBindingOptions): HostEventHandlers {
  const hash = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    // Another plugin's add refreshes our side cart and opens it, as ours would (§2.5).
    added_to_cart: ([fragments, cartHash]) => cart.adopt(fragmentsArg(fragments), hash(cartHash), true),
    removed_from_cart: ([fragments, cartHash]) => cart.adopt(fragmentsArg(fragments), hash(cartHash), false),
    wc_fragment_refresh: () => void cart.refresh(),
    // WooCommerce's cart.js raises it after the cart form changed the cart (cart-fragments.js refreshes too).
    updated_wc_div: () => void cart.refresh(),
    wc_update_cart: () => options.isCart && options.refreshCartPage(),
    storage: ([event]) => options.cache.changedInOtherTab((event as StorageEvent).key) && void cart.refresh(),
    pageshow: ([event]) => {
      if (!(event as PageTransitionEvent).persisted) return;
      options.cache.clear();
      void cart.refresh();
    },
  };
}

/** Listens for every event of hostEventHandlers (skipping the cart's own) and the mini-cart's three. */
export function bindHostEvents(doc: Document, cart: Pick<CartDisplay, 'adopt' | 'refresh'>, options: HostBindingOptions): () => void {
  const win = doc.defaultView;
  const handlers = hostEventHandlers(doc, cart, options);
  const stops = Object.entries(handlers).map(([name, handle]) => {
    if (ANSWERED_WINDOW_EVENTS.includes(name)) {
      const listener = (event: Event) => handle([event]);
      win?.addEventListener(name, listener);
      return () => win?.removeEventListener(name, listener);
    }
    return onHostEvent(name, (args) => {
      if (!options.isOwnEvent()) handle(args);
    });
  });
  stops.push(
    onHostEvent('adding_to_cart', () => updateMiniCartVisibility(doc, true)),
    onHostEvent('wc_fragments_loaded', () => updateMiniCartVisibility(doc)),
    onHostEvent('wc_fragments_refreshed', () => updateMiniCartVisibility(doc)),
  );
  return () => stops.forEach((stop) => stop());
}
