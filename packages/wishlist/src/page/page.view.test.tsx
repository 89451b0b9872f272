// @vitest-environment jsdom
import type { WishlistCalls } from '@talat/client';
import { loadMarkupDoor } from '@talat/core';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startWishlistSession, type WishlistSession } from '../session';
import { enhanceWishlistPage } from './index';
import { $, click, pageConfig, printWishlistPage, row, startPage, stopPages } from './test-fixtures';

// The page's behaviour as the session starts it (session.tsx): on the wishlist page once the
// chunk is in, with the session's calls, door and floating notice, and gone with the session.

let session: WishlistSession | undefined;
afterEach(() => {
  act(() => session?.dispose());
  session = undefined;
  stopPages();
});

const box = (id: string) => $<HTMLInputElement>('.product-checkbox input', row(id));

describe('wishlist page, started by the session', () => {
  it('enhances the page the plugin printed, shows its failures in the floating notice, and stops with the session', async () => {
    printWishlistPage();
    const calls = { removeFromWishlist: vi.fn(async () => Promise.reject(new Error('offline'))) } as unknown as WishlistCalls;
    act(() => {
      session = startWishlistSession(document, pageConfig(), { calls, loadDoor: () => loadMarkupDoor(document), alert: vi.fn() });
    });
    // The page's behaviour is a lazy chunk of its own, started where the page has a wishlist.
    await waitFor(() => expect($('input[name="apply_bulk_actions"]')).toBeDisabled());
    $('#bulk_add_to_cart').click();
    expect(box('101').checked).toBe(true);

    click($('a.remove_from_wishlist', row('231')));
    await waitFor(() => expect($('#yith-wcwl-message')).toHaveTextContent('ลบสินค้าออกจากรายการโปรดไม่สำเร็จ กรุณาลองอีกครั้ง'));

    act(() => session?.dispose());
    session = undefined;
    $('#bulk_add_to_cart').click();
    expect(box('101').checked).toBe(true);
    const event = click($('a.remove_from_wishlist', row('231')));
    expect(event.defaultPrevented).toBe(false);
    expect(calls.removeFromWishlist).toHaveBeenCalledTimes(1);
  });

  it('speaks the locale the session resolved: the page’s own words (its chunk) and the session’s alike', async () => {
    printWishlistPage();
    const calls = { removeFromWishlist: vi.fn(async () => Promise.reject(new Error('offline'))) } as unknown as WishlistCalls;
    act(() => {
      session = startWishlistSession(document, { ...pageConfig(), locale: 'en' }, { calls, loadDoor: () => loadMarkupDoor(document), alert: vi.fn() });
    });
    await waitFor(() => expect($('input[name="apply_bulk_actions"]')).toBeDisabled());
    click($('a.remove_from_wishlist', row('231')));
    await waitFor(() => expect($('#yith-wcwl-message')).toHaveTextContent('Could not remove the product from the wishlist. Please try again.'));
  });

  it('does nothing on a page without the wishlist (no listeners, no styles)', () => {
    document.body.innerHTML = '<main><form class="cart"><input name="quantity" value="1"></form></main>';
    const { start } = startPage({ print: false });
    expect(document.getElementById('talat-style-wishlist-page')).toBeNull();
    const stop = enhanceWishlistPage(start);
    expect(stop).toBeTypeOf('function');
    stop();
  });
});
