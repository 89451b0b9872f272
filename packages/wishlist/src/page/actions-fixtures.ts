// For the row and list actions' jsdom tests (not exported): the page of test-fixtures.ts with the
// six calls of these actions stubbed and a nonce for each, so payloads can be asserted exactly.
import type { WishlistCalls } from '@talat/client';
import { vi } from 'vitest';
import { startPage } from './test-fixtures';

export const ACTION_NONCES = {
  move_to_another_wishlist_nonce: 'n-move',
  delete_item_nonce: 'n-delete',
  remove_from_all_wishlists_nonce: 'n-all',
  save_privacy_nonce: 'n-privacy',
  reload_wishlist_and_adding_elem_nonce: 'n-reload',
};

export function startActions(options: { print?: boolean; mobile?: boolean } = {}) {
  const page = startPage(options);
  const calls = Object.assign(page.calls, {
    moveToAnotherWishlist: vi.fn<WishlistCalls['moveToAnotherWishlist']>(async () => ({ result: true })),
    deleteItem: vi.fn<WishlistCalls['deleteItem']>(async () => ({ result: true })),
    removeFromAllWishlists: vi.fn<WishlistCalls['removeFromAllWishlists']>(async () => ({ result: true })),
    savePrivacy: vi.fn<WishlistCalls['savePrivacy']>(async () => ({ result: true })),
    reloadAndAdd: vi.fn<WishlistCalls['reloadAndAdd']>(async () => ''),
  });
  page.deps.config.nonces = { ...page.deps.config.nonces, ...ACTION_NONCES };
  return { ...page, calls };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** Fires what the browser fires when a select is set to `value` (the change comes after input). */
export function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
