// @vitest-environment jsdom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, cartContents, GUEST_SESSION, listByTag, productLoopItemMarkup, showIntent, sideCartMarkup, type FakeShop } from '@talat/mocks';
import { emitHostEvent, loadMarkupDoor, onHostEvent, type MarkupDoor } from '@talat/core';
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

function page(loadInteractive: () => Promise<Interactive>, loadDoor?: () => Promise<MarkupDoor>) {
  const product = listByTag(shop.catalogue, 'InhalantBottle').find((p) => p.stockStatus === 'instock' && p.maxQty === null)!;
  document.body.innerHTML = `<header>${sideCartMarkup(shop, GUEST_SESSION)}</header><ul class="products">${productLoopItemMarkup(shop, product)}</ul>`;
  setCartGlobals(shop);
  const navigate = vi.fn<(url: string) => void>();
  act(() => {
    unmounts.push(mountCart(document.body, { navigate, loadInteractive, ...(loadDoor ? { loadMarkupDoor: loadDoor } : {}) })!);
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

  it('tries a failed chunk load once more before falling back (core loadChunk)', async () => {
    let tries = 0;
    const { product, navigate } = page(() => (++tries === 1 ? Promise.reject(new Error('dropped')) : import('./interactive')));
    fireEvent.click(document.querySelector(`.ajax_add_to_cart[data-product_id="${product.id}"]`)!);
    await waitFor(() => expect(cartContents(shop, GUEST_SESSION)).toHaveLength(1));
    expect(navigate).not.toHaveBeenCalled();
    expect(tries).toBe(2);
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
    // The pointer comes to a card: the chunk is on its way when the page goes.
    showIntent(document.querySelector('li.product')!);
    act(() => unmounts.splice(0).reverse().forEach((unmount) => unmount()));
    resolve();
    await new Promise((r) => setTimeout(r, 20));
    expect(document.querySelector('[data-talat-live]')).toBeNull();
  });
});

/** The real setTimeout, taken before any test fakes the timers: one task of real time. */
const realSetTimeout = setTimeout;
const realTask = () => new Promise<void>((resolve) => realSetTimeout(resolve, 0));

describe('when the cart starts (decisions 503, 504)', () => {
  /** The wc-ajax endpoints the page called, in order. */
  function recordEndpoints() {
    const called: string[] = [];
    const record = ({ request }: { request: Request }) => void called.push(new URL(request.url).searchParams.get('wc-ajax') ?? request.url);
    fake.server.events.on('request:start', record);
    return { called, stop: () => fake.server.events.removeListener('request:start', record) };
  }
  afterEach(() => {
    vi.useRealTimers();
    document.cookie = 'woocommerce_cart_hash=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('no cart yet (no fragments, no cart-hash cookie): nothing loads or is asked at start; the sign loads the chunk and the drawer, still without a refresh', async () => {
    // Every timer the start sets (an idle callback, a deferred check) is run out before "nothing"
    // is judged; the clock otherwise follows real time, so msw and waitFor work as ever.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = recordEndpoints();
    const load = vi.fn(() => import('./interactive'));
    page(load);
    await act(() => vi.runAllTimersAsync());
    // And one real task, so a request a last timer started has reached msw.
    await act(realTask);
    expect(load).not.toHaveBeenCalled();
    expect(document.querySelector('.talat-cart-status')).toBeNull();
    showIntent(document.querySelector('li.product a.ajax_add_to_cart')!);
    expect(load).toHaveBeenCalledTimes(1);
    // The side cart comes up with the chunk (its status area in the drawer).
    await waitFor(() => expect(document.querySelector('.taiowc-cart-model .talat-cart-status')).not.toBeNull());
    await act(() => vi.runAllTimersAsync());
    await act(realTask);
    expect(requests.called).toEqual([]);
    requests.stop();
  });

  it('a cart-hash cookie with no fragments stored (another tab changed the cart): the chunk loads and the cart is asked at once', async () => {
    document.cookie = 'woocommerce_cart_hash=from-another-tab; path=/';
    const requests = recordEndpoints();
    const load = vi.fn(() => import('./interactive'));
    page(load);
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(requests.called).toEqual(['get_refreshed_fragments']));
    requests.stop();
  });
});

describe('the cart before its markup sanitiser arrives (decision 70)', () => {
  /** A cached copy of fragments that §4 counts as valid for an empty cart (no hash, no cookie). */
  function cacheFragments(fragments: Record<string, string>) {
    const params = (window as unknown as { wc_cart_fragments_params: { fragment_name: string; cart_hash_key: string } }).wc_cart_fragments_params;
    sessionStorage.setItem(params.fragment_name, JSON.stringify(fragments));
    sessionStorage.setItem(params.cart_hash_key, '');
    sessionStorage.removeItem('wc_cart_created');
  }
  afterEach(() => {
    sessionStorage.clear();
    for (const name of ['woocommerce_cart_hash', 'woocommerce_items_in_cart']) document.cookie = `${name}=; max-age=0; path=/`;
  });
  const shownCount = () => document.querySelector('.taiowc-cart-count')!.textContent!.trim();

  /** Every cart event with what the count showed when it was heard. */
  function recordEvents() {
    const seen: string[] = [];
    const count = () => document.querySelector('.taiowc-cart-count')?.textContent?.trim();
    const stops = ['adding_to_cart', 'added_to_cart', 'wc_cart_button_updated', 'wc_fragments_loaded'].map((name) => onHostEvent(name, () => seen.push(`${name}@${count()}`)));
    unmounts.push(() => stops.forEach((stop) => stop()));
    return seen;
  }

  it('applies the cached fragments once it is in, and only then says wc_fragments_loaded', async () => {
    setCartGlobals(shop);
    cacheFragments({ '.taiowc-cart-count': '<span class="taiowc-cart-count">7<img src=x onerror="alert(1)"></span>' });
    const seen = recordEvents();
    const { gate, resolve } = deferred();
    page(() => import('./interactive'), () => gate.then(() => loadMarkupDoor(document)));
    await new Promise((r) => setTimeout(r, 20));
    expect(shownCount()).toBe(''); // what the server printed for an empty cart
    expect(seen).toEqual([]);
    resolve();
    await waitFor(() => expect(seen).toEqual(['wc_fragments_loaded@7']));
    expect(document.querySelector('.taiowc-cart-count')!.innerHTML).toBe('7<img src="x">');
  });

  it('raises adding_to_cart at once and the events after the reply in WooCommerce’s order, each after its fragments', async () => {
    const { gate, resolve } = deferred();
    const seen = recordEvents();
    const { product } = page(() => import('./interactive'), () => gate.then(() => loadMarkupDoor(document)));
    fireEvent.click(document.querySelector(`.ajax_add_to_cart[data-product_id="${product.id}"]`)!);
    await waitFor(() => expect(cartContents(shop, GUEST_SESSION)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual(['adding_to_cart@']);
    resolve();
    const added = cartContents(shop, GUEST_SESSION)[0]!.quantity; // the product's minimum
    await waitFor(() => expect(seen).toEqual(['adding_to_cart@', `wc_fragments_loaded@${added}`, `added_to_cart@${added}`, `wc_cart_button_updated@${added}`]));
  });

  it('shows no unsanitised markup when it cannot load, still raises the events, and tries again for the next fragments', async () => {
    setCartGlobals(shop);
    cacheFragments({ '.taiowc-cart-count': '<span class="taiowc-cart-count">7</span>' });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen = recordEvents();
    let online = false;
    page(() => import('./interactive'), () => (online ? loadMarkupDoor(document) : Promise.reject(new Error('offline'))));
    await waitFor(() => expect(seen).toEqual(['wc_fragments_loaded@']));
    expect(errors).toHaveBeenCalledWith('[Talat] cart: sanitiser did not load; fragments not shown', expect.any(Error));
    online = true;
    emitHostEvent('wc_fragment_refresh', []);
    const refreshed = new Promise((done) => onHostEvent('wc_fragments_refreshed', done));
    await refreshed;
    expect(shownCount()).toBe('');
  });
});
