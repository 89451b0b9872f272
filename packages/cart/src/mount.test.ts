// @vitest-environment jsdom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, cartContents, GUEST_SESSION, listByTag, productLoopItemMarkup, sideCartMarkup, type FakeShop } from '@talat/mocks';
import { emitHostEvent } from '@talat/core';
import { mountCart, mountSideCart } from './mount';
import { setCartGlobals, useFakeWordPress } from './test-fixtures';

// The first-load script with a slow, failing or late interactive chunk (docs/decisions.md
// "Deferred cart"): claimed clicks wait for it in order, fall back to their links, and an unmount
// before it arrives leaves nothing behind.
type Interactive = typeof import('./interactive');

const fake = useFakeWordPress();
let shop: FakeShop;
let unmounts: Array<() => void> = [];
beforeEach(() => {
  shop = fake.shop();
});
afterEach(() => {
  act(() => unmounts.splice(0).reverse().forEach((unmount) => unmount()));
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const gate = new Promise<void>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { gate, resolve, reject };
}

function page(loadInteractive: () => Promise<Interactive>) {
  const product = listByTag(shop.catalogue, 'InhalantBottle').find((p) => p.stockStatus === 'instock' && p.maxQty === null)!;
  document.body.innerHTML = `<header>${sideCartMarkup(shop, GUEST_SESSION)}</header><ul class="products">${productLoopItemMarkup(shop, product)}</ul>`;
  setCartGlobals(shop);
  const navigate = vi.fn<(url: string) => void>();
  act(() => {
    unmounts.push(mountCart(document.body, { navigate, loadInteractive })!);
    unmounts.push(mountSideCart(document.querySelector<HTMLElement>('.taiowc-wrap')!)!);
  });
  return { product, navigate };
}

describe('the cart before its interactive chunk arrives', () => {
  it('keeps every claimed click and runs them in order once it loads', async () => {
    const id = listByTag(shop.catalogue, 'InhalantBottle').find((p) => p.stockStatus === 'instock' && p.maxQty === null)!.id;
    addToCart(shop, GUEST_SESSION, id, 1);
    const { gate, resolve } = deferred();
    page(() => gate.then(() => import('./interactive')));
    const start = Number(document.querySelector<HTMLInputElement>('input.taiowc-quantity')!.value);
    const plus = document.querySelector<HTMLElement>('.quantity-increment')!;
    for (let i = 0; i < 30; i++) expect(fireEvent.click(plus)).toBe(false); // claimed: default prevented
    resolve();
    await waitFor(() => expect(cartContents(shop, GUEST_SESSION)[0]!.quantity).toBe(start + 30));
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('input.taiowc-quantity')!.value).toBe(String(start + 30)));
  });

  it('shows the add button loading at once, before the chunk is in', () => {
    const { gate } = deferred();
    const { product } = page(() => gate.then(() => import('./interactive')));
    const button = document.querySelector<HTMLElement>(`.ajax_add_to_cart[data-product_id="${product.id}"]`)!;
    fireEvent.click(button);
    expect(button.classList.contains('loading')).toBe(true);
    expect(document.querySelector('a.taiowc-content')!.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('follows a claimed link as without JavaScript when the chunk cannot load', async () => {
    const { product, navigate } = page(() => Promise.reject(new Error('offline')));
    fireEvent.click(document.querySelector(`.ajax_add_to_cart[data-product_id="${product.id}"]`)!);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`?add-to-cart=${product.id}`));
  });

  it('brings the drawer up after failed loads once a later event loads the chunk', async () => {
    let online = false;
    page(() => (online ? import('./interactive') : Promise.reject(new Error('offline'))));
    // Another plugin's add opens the side cart while the chunk cannot load.
    emitHostEvent('added_to_cart', [{}, 'h']);
    await new Promise((r) => setTimeout(r, 10));
    online = true;
    fireEvent.click(document.querySelector('a.taiowc-content')!);
    await waitFor(() => expect(document.querySelector('.taiowc-wrap')!.classList.contains('model-cart-active')).toBe(true));
    await waitFor(() => expect(document.querySelector('.taiowc-cart-model')!.getAttribute('role')).toBe('dialog'));
  });

  it('leaves nothing behind when unmounted before the chunk arrives', async () => {
    const { gate, resolve } = deferred();
    page(() => gate.then(() => import('./interactive')));
    act(() => unmounts.splice(0).reverse().forEach((unmount) => unmount()));
    resolve();
    await new Promise((r) => setTimeout(r, 20));
    expect(document.querySelector('[data-talat-live]')).toBeNull();
  });
});
