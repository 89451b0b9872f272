// For the layout parts' jsdom tests (not exported): the demo visitor's default list printed by the
// fake WordPress in any of its views (table, mobile, images grid, a page of it), the whole page's
// behaviour started on it with drag-and-drop on and the layout calls stubbed, and a matchMedia
// whose crossings the test makes.
import type { WishlistCalls } from '@talat/client';
import { createTranslator, loadMarkupDoor } from '@talat/core';
import { createFakeShop, seedDemoWishlists, wishlistShortcodeMarkup, type WishlistViewRequest } from '@talat/mocks';
import { vi } from 'vitest';
import { wishlistConfigSpec, type WishlistConfig } from '../config';
import { createNoticeStore } from '../controller/notice';
import { wishlistMessages } from '../messages';
import { withPageMessages } from './messages';
import type { WishlistPageDeps, WishlistPageStart } from './deps';
import { enhanceWishlistPage } from './index';

export const LAYOUT_NONCES = { sort_wishlist_items_nonce: 'n-sort', load_mobile_nonce: 'n-mobile' };

/** Prints the default list (rows 101, 231, 307, 322, 211) as `request` asks; returns the markup printed. */
export function printLayout(request: WishlistViewRequest = {}): string {
  const shop = createFakeShop();
  seedDemoWishlists(shop, 'me', Date.UTC(2026, 0, 10));
  document.documentElement.lang = 'th';
  const markup = wishlistShortcodeMarkup(shop, 'me', request);
  document.body.innerHTML = `<main><div class="entry-content">${markup}</div></main>`;
  return markup;
}

/** The markup the fake prints for `request`: what a reply's form fragment would carry. */
export function layoutMarkup(request: WishlistViewRequest = {}): string {
  const shop = createFakeShop();
  seedDemoWishlists(shop, 'me', Date.UTC(2026, 0, 10));
  return wishlistShortcodeMarkup(shop, 'me', request);
}

/** A media query list the test flips: `cross(true)` is the viewport going to 768 px or less. */
export function fakeMediaQuery(initial: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initial,
    media: '',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = vi.fn((media: string) => Object.assign(query, { media }));
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
  return {
    matchMedia,
    cross(matches: boolean) {
      query.matches = matches;
      listeners.forEach((listener) => listener());
    },
  };
}

let stops: Array<() => void> = [];

export function startLayouts(config: Partial<WishlistConfig> = {}) {
  const calls = {
    sortItems: vi.fn<WishlistCalls['sortItems']>(async () => undefined),
    loadMobile: vi.fn<WishlistCalls['loadMobile']>(async () => ({})),
    updateItemQuantity: vi.fn<WishlistCalls['updateItemQuantity']>(async () => undefined),
    removeFromWishlist: vi.fn<WishlistCalls['removeFromWishlist']>(async () => ({})),
  };
  const notices = createNoticeStore(3000);
  const deps: WishlistPageDeps = {
    doc: document,
    config: { ...wishlistConfigSpec.defaults, ajaxUrl: '/wp-admin/admin-ajax.php', nonces: LAYOUT_NONCES, dragAndDrop: true, ...config } as WishlistConfig,
    calls: calls as unknown as WishlistCalls,
    loadDoor: () => loadMarkupDoor(document),
    notices,
    t: withPageMessages(createTranslator(wishlistMessages, 'th'), 'th'),
    locale: 'th' as const,
  };
  // Started as the session starts it: its own words only, the page adds its own (page/messages.ts).
  const start: WishlistPageStart = { ...deps, t: createTranslator(wishlistMessages, 'th') };
  const stop = enhanceWishlistPage(start);
  stops.push(() => {
    stop();
    notices.dispose();
  });
  return { calls, notices, deps, start };
}

export function stopLayouts(): void {
  stops.forEach((stop) => stop());
  stops = [];
  document.body.innerHTML = '';
  document.head.innerHTML = '';
}

export const rowOrder = () => [...document.querySelectorAll('.wishlist_table [data-row-id]')].map((row) => row.getAttribute('data-row-id'));
export const moveButton = (rowId: string, direction: 'up' | 'down') =>
  document.querySelector<HTMLButtonElement>(`[data-row-id="${rowId}"] [data-talat-move="${direction}"]`)!;
export const statusText = () => document.getElementById('talat-wishlist-reorder-status')?.textContent ?? null;

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
