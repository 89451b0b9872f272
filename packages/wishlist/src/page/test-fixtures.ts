// For this folder's jsdom tests (not exported): the wishlist page as the fake WordPress prints it
// for a visitor with the demo's lists, the page's behaviour on it with the calls stubbed, and
// replies built from the page's own form as the server would send it back.
import type { WishlistCalls } from '@talat/client';
import { createTranslator, loadMarkupDoor } from '@talat/core';
import { createFakeShop, seedDemoWishlists, wishlistShortcodeMarkup } from '@talat/mocks';
import { vi } from 'vitest';
import { wishlistConfigSpec, type WishlistConfig } from '../config';
import { createNoticeStore } from '../controller/notice';
import { wishlistMessages } from '../messages';
import { withPageMessages } from './messages';
import type { WishlistPageDeps, WishlistPageStart } from './deps';
import { enhanceWishlistPage } from './index';

export const FORM_KEY = 'woocommerce.yith-wcwl-form.wishlist-fragment';

export const NONCES = {
  update_item_quantity_nonce: 'n-qty',
  remove_from_wishlist_nonce: 'n-remove',
  save_title_nonce: 'n-title',
};

export function pageConfig(): WishlistConfig {
  return { ...wishlistConfigSpec.defaults, ajaxUrl: '/wp-admin/admin-ajax.php', nonces: NONCES } as WishlistConfig;
}

/** The page markup of the demo visitor's default list: five rows: 101, 231, 307, 322 and the sold-out 211. */
export function printWishlistPage({ mobile = false } = {}): void {
  const shop = createFakeShop();
  seedDemoWishlists(shop, 'me', Date.UTC(2026, 0, 10));
  document.documentElement.lang = 'th';
  document.body.innerHTML = `<main><div class="entry-content">${wishlistShortcodeMarkup(shop, 'me', { isMobile: mobile })}</div></main>`;
}

let stops: Array<() => void> = [];

/** Prints the page (unless `print` is false) and starts its behaviour with stubbed calls. */
export function startPage({ print = true, mobile = false } = {}) {
  if (print) printWishlistPage({ mobile });
  const calls = {
    updateItemQuantity: vi.fn<WishlistCalls['updateItemQuantity']>(async () => undefined),
    removeFromWishlist: vi.fn<WishlistCalls['removeFromWishlist']>(async () => ({})),
    saveTitle: vi.fn<WishlistCalls['saveTitle']>(async () => ({ result: true })),
  };
  const notices = createNoticeStore(3000);
  const deps: WishlistPageDeps = {
    doc: document,
    config: pageConfig(),
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
  return { calls, notices, deps, start, stop };
}

export function stopPages(): void {
  stops.forEach((stop) => stop());
  stops = [];
  document.body.innerHTML = '';
  document.head.innerHTML = '';
}

export const $ = <T extends Element = HTMLElement>(selector: string, root: ParentNode = document): T => {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
};
export const table = () => $('.wishlist_table');
export const token = () => table().getAttribute('data-token')!;
export const row = (id: string) => $(`[data-row-id="${id}"]`);
export const rowIds = () => [...document.querySelectorAll('.wishlist_table [data-row-id]')].map((r) => r.getAttribute('data-row-id'));

/** The form as the server would send it back after `change`: the page's own form, changed. */
export function formReply(change: (form: Element) => void = () => undefined): Record<string, string> {
  const template = document.createElement('template');
  template.innerHTML = $('#yith-wcwl-form').outerHTML;
  const form = template.content.firstElementChild!;
  change(form);
  return { [FORM_KEY]: form.outerHTML };
}

/** The form's `data-fragment-options`, as collectFragments sends them. */
export const formOptions = () => JSON.parse($('#yith-wcwl-form').getAttribute('data-fragment-options')!) as Record<string, unknown>;

export function click(element: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

export function key(element: Element, name: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

/** Sets a field's value as typing would and fires what the browser fires when it is committed. */
export function commit(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Lets the MutationObserver and pending promise reactions run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
