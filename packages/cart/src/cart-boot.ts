import type { Locale, MarkupDoor } from '@talat/core';
import type { CartConfig } from './config';
import type { CartCallsUsed } from './controller/cart-types';
import type { CacheRead, FragmentCache } from './controller/fragment-cache';
import type { EarlyEvent } from './dom/early-host-events';

/**
 * What the cart's first load (mount.ts) hands to its lazily loaded session (cart-session.ts).
 * Data flows one way: the first load reads the page (config, cache, the cached fragments, the
 * events that came early) and the session takes it from there; nothing calls back into the mount.
 */
export interface CartBoot {
  doc: Document;
  win: Window;
  config: CartConfig;
  locale: Locale;
  cache: FragmentCache;
  /** What the first load found in the cache and showed; the session only times its expiry. */
  cachedAtBoot: CacheRead;
  /**
   * No cart in this browser yet (no fragments stored, no cart-hash cookie; decision 504): the page
   * as printed is the cart, so the session does not refresh at its start either.
   */
  noCartYet?: boolean;
  /** Settles once the cached fragments are in the page (or could not be); later fragments wait for it. */
  shownAtBoot: Promise<void>;
  /** How the markup door (the sanitiser chunk) is loaded. */
  loadDoor(): Promise<MarkupDoor>;
  /** Raises a WooCommerce event now, counted as the cart's own (so its bindings ignore it). */
  emit(name: string, args: unknown[]): void;
  navigate(url: string): void;
  reload(): void;
  alive(): boolean;
  /** Calls to use instead of the client's (tests, stories). */
  calls?: CartCallsUsed;
  /** True while the cart itself raises an event, so its bindings ignore it. */
  isOwnEvent(): boolean;
  /** Stops the first load's claim on host events and hands over those that came before the session. */
  takeEarlyEvents(): EarlyEvent[];
  /** The element that opened the drawer, so focus can go back to it. */
  opener: { current: HTMLElement | null };
}
