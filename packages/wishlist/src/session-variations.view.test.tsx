// @vitest-environment jsdom
import { act } from '@testing-library/react';
import type { WishlistCalls } from '@talat/client';
import { loadMarkupDoor } from '@talat/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wishlistConfigSpec, type WishlistConfig } from './config';
import { startWishlistSession, type WishlistSession } from './session';

// §3 "Wishlist item": a size chosen before the session's chunk came in (its found_variation
// raised while nobody listened) still makes the button that variation once the session starts.

let session: WishlistSession | undefined;
afterEach(() => {
  act(() => session?.dispose());
  session = undefined;
  document.body.innerHTML = '';
});

function printProduct(variationId: string): void {
  document.body.innerHTML = `<form class="variations_form cart" data-product_id="142"><input type="hidden" class="variation_id" name="variation_id" value="${variationId}"></form>
  <div class="yith-wcwl-add-to-wishlist add-to-wishlist-142 wishlist-fragment on-first-load" data-fragment-ref="142" data-fragment-options='{"product_id":142,"item":"add_to_wishlist"}'>
    <div class="yith-wcwl-add-button"><a href="?add_to_wishlist=142" class="add_to_wishlist" data-product-id="142" data-original-product-id="0">เพิ่มในรายการโปรด</a></div></div>`;
}

function start(reloadOnFoundVariation: boolean) {
  const loadFragments = vi.fn(async () => ({ fragments: {} }));
  const config = { ...wishlistConfigSpec.defaults, ajaxUrl: '/wp-admin/admin-ajax.php', reloadOnFoundVariation } as WishlistConfig;
  act(() => {
    session = startWishlistSession(document, config, { calls: { loadFragments } as unknown as WishlistCalls, loadDoor: () => loadMarkupDoor(document), alert: () => undefined });
  });
  return loadFragments;
}

describe('a variation chosen before the session started (§3)', () => {
  it('is applied at start, and its fragment reloaded when the setting says so', () => {
    printProduct('145');
    const loadFragments = start(true);
    const link = document.querySelector('a.add_to_wishlist')!;
    expect(link.getAttribute('data-product-id')).toBe('145');
    expect(link.getAttribute('data-original-product-id')).toBe('142');
    expect(document.querySelector('.yith-wcwl-add-to-wishlist')!.classList.contains('add-to-wishlist-145')).toBe(true);
    expect(loadFragments).toHaveBeenCalledTimes(1);
  });

  it("is applied without a reload when 'reload on found variation' is off", () => {
    printProduct('145');
    const loadFragments = start(false);
    expect(document.querySelector('a.add_to_wishlist')!.getAttribute('data-product-id')).toBe('145');
    expect(loadFragments).not.toHaveBeenCalled();
  });

  it('changes nothing when no size is chosen', () => {
    printProduct('');
    const loadFragments = start(true);
    expect(document.querySelector('a.add_to_wishlist')!.getAttribute('data-product-id')).toBe('142');
    expect(loadFragments).not.toHaveBeenCalled();
  });
});
