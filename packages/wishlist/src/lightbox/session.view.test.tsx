// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import type { WishlistCalls } from '@talat/client';
import { loadMarkupDoor } from '@talat/core';
import { afterEach, describe, expect, it } from 'vitest';
import { wishlistConfigSpec, type WishlistConfig } from '../config';
import { startWishlistSession, type WishlistSession } from '../session';

// The lightbox as the session wires it (session.tsx): claimed image links go to it, the rest of the
// wishlist keeps its own; the real window history is used, as on the shop.

const REL = 'prettyPhoto[product-gallery]';
let session: WishlistSession | undefined;

afterEach(() => {
  act(() => session?.dispose());
  session = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

async function start(): Promise<HTMLAnchorElement[]> {
  document.documentElement.lang = 'th';
  document.body.innerHTML = `<main><div class="woocommerce-product-gallery images">
    <a href="/img/a.svg" title="ด้านหน้า" data-rel="${REL}"><img src="/img/a-s.svg" alt="ด้านหน้า"></a>
    <a href="/img/b.svg" title="ด้านข้าง" data-rel="${REL}"><img src="/img/b-s.svg" alt="ด้านข้าง"></a>
  </div></main>`;
  const config = { ...wishlistConfigSpec.defaults, ajaxUrl: '/wp-admin/admin-ajax.php' } as WishlistConfig;
  await act(async () => {
    session = startWishlistSession(document, config, { calls: {} as WishlistCalls, loadDoor: () => loadMarkupDoor(document), alert: () => undefined });
  });
  return [...document.querySelectorAll<HTMLAnchorElement>('a[data-rel]')];
}

describe('the session hands image links to the lightbox (§2.1)', () => {
  it('openPrettyPhoto on an image link opens the lightbox and pushes the hash; Escape goes Back and clears it', async () => {
    const links = await start();
    const before = window.history.length;
    await act(async () => session!.openPrettyPhoto(links[1]!));
    expect(screen.getByRole('dialog', { name: 'ภาพสินค้า' })).toBeInTheDocument();
    expect(decodeURIComponent(window.location.hash)).toBe('#prettyPhoto[product-gallery]/1/');
    expect(window.history.length).toBe(before + 1);
    act(() => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(window.location.hash).toBe(''));
  });

  it('openFromHash opens the image a loaded deep link names', async () => {
    window.history.replaceState(null, '', '/product/x/#prettyPhoto[product-gallery]/1/');
    await start();
    await act(async () => session!.openFromHash(window.location.hash));
    expect(screen.getByRole('dialog', { name: 'ภาพสินค้า' })).toBeInTheDocument();
    expect(document.querySelector('.talat-lightbox-position')!.textContent).toBe('2 / 2');
  });
});
