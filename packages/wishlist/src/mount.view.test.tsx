// @vitest-environment jsdom
import type { AddToWishlistResult, WishlistCalls } from '@talat/client';
import { emitHostEvent, loadMarkupDoor } from '@talat/core';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showIntent } from '@talat/mocks';
import { mountWishlist } from './mount';

// The wishlist's first load and its session, end to end in jsdom with the calls stubbed: the
// click claimed at once (§2.4), add_to_wishlist's payload (§7), §4's outcome on the page, the
// floating notice (§2.10) and the §8 cookie alert. The e2e suite drives the same on the demo shop.

type Interactive = typeof import('./interactive');
type Globals = { yith_wcwl_l10n?: unknown };

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  delete (window as Globals).yith_wcwl_l10n;
  document.body.innerHTML = '';
});

/** The button YITH's add-to-wishlist.php prints for a simple product (research §2.1–2.2). */
const button = (id: string) =>
  `<div class="yith-wcwl-add-to-wishlist add-to-wishlist-${id} wishlist-fragment on-first-load" data-fragment-ref="${id}" data-fragment-options='{"product_id":${id},"item":"add_to_wishlist"}'>` +
  `<div class="yith-wcwl-add-button"><a href="https://shop.example/?add_to_wishlist=${id}&amp;_wpnonce=abc" class="add_to_wishlist single_add_to_wishlist" data-product-id="${id}" data-product-type="simple" data-original-product-id="0" rel="nofollow"><span>เพิ่มในรายการโปรด</span></a></div></div>`;

const l10n = {
  ajax_url: '/wp-admin/admin-ajax.php',
  multi_wishlist: '',
  hide_add_button: '1',
  popup_timeout: '3000',
  nonce: { add_to_wishlist_nonce: 'n-add', load_fragments_nonce: 'n-frag' },
};

function stubCalls(reply: () => Promise<AddToWishlistResult>) {
  return { addToWishlist: vi.fn(reply), loadFragments: vi.fn(async () => ({})) } as unknown as WishlistCalls & {
    addToWishlist: ReturnType<typeof vi.fn>;
  };
}

function deferredChunk() {
  let resolve!: (chunk: Interactive) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Interactive>((res, rej) => ((resolve = res), (reject = rej)));
  return { load: () => promise, resolve, reject };
}

function mountPage(
  calls: WishlistCalls,
  load: () => Promise<Interactive>,
  extra: { alert?: (text: string) => void; navigate?: (url: string) => void; l10n?: Record<string, unknown>; loadDoor?: () => Promise<never> } = {},
) {
  document.documentElement.lang = 'th';
  document.body.innerHTML = `<main>${button('12')}${button('13')}</main>`;
  (window as Globals).yith_wcwl_l10n = { ...l10n, ...extra.l10n };
  act(() => {
    unmount = mountWishlist(document.body, {
      loadInteractive: load,
      navigate: extra.navigate ?? vi.fn(),
      session: { calls, loadDoor: extra.loadDoor ?? (() => loadMarkupDoor(document)), alert: extra.alert ?? vi.fn() },
    });
  });
}

const link = (id: string) => document.querySelector<HTMLAnchorElement>(`.add-to-wishlist-${id} .add_to_wishlist`)!;
const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  element.dispatchEvent(event);
  return event;
};

describe('wishlist first load: a click before the chunk is in', () => {
  it('is claimed and shown busy at once, then sent when the chunk comes, with the fragments to refresh', async () => {
    const calls = stubCalls(async () => ({
      result: 'true',
      message: 'เพิ่มสินค้าในรายการโปรดแล้ว!',
      fragments: {
        'yith-wcwl-add-to-wishlist.add-to-wishlist-12.wishlist-fragment.on-first-load':
          '<div class="yith-wcwl-add-to-wishlist add-to-wishlist-12 exists wishlist-fragment on-first-load"><div class="yith-wcwl-wishlistaddedbrowse"><a href="/wishlist/">ดูรายการโปรด</a></div></div>',
      },
    }));
    const chunk = deferredChunk();
    mountPage(calls, chunk.load);

    const event = click(link('12').querySelector('span')!);
    expect(event.defaultPrevented).toBe(true);
    expect(link('12').getAttribute('aria-busy')).toBe('true');
    expect(calls.addToWishlist).not.toHaveBeenCalled();

    await act(async () => chunk.resolve(await import('./interactive')));
    await waitFor(() => expect(document.querySelector('.add-to-wishlist-12 .yith-wcwl-wishlistaddedbrowse')).not.toBeNull());
    expect(calls.addToWishlist).toHaveBeenCalledWith({
      nonce: 'n-add',
      add_to_wishlist: '12',
      product_type: 'simple',
      fragments: {
        'yith-wcwl-add-to-wishlist.add-to-wishlist-12.wishlist-fragment.on-first-load': { product_id: 12, item: 'add_to_wishlist' },
      },
    });
    expect(document.getElementById('yith-wcwl-message')?.textContent).toBe('เพิ่มสินค้าในรายการโปรดแล้ว!');
    expect(document.querySelector('[role="status"]')?.textContent).toBe('เพิ่มสินค้าในรายการโปรดแล้ว!');
    // The other product is untouched.
    expect(link('13').hasAttribute('aria-busy')).toBe(false);
  });

  it('follows the link as without JavaScript when the chunk cannot load', async () => {
    const chunk = deferredChunk();
    const navigate = vi.fn();
    mountPage(stubCalls(async () => ({ result: 'true' })), chunk.load, { navigate });
    click(link('12'));
    await act(async () => chunk.reject(new Error('offline')));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.example/?add_to_wishlist=12&_wpnonce=abc'));
    expect(link('12').hasAttribute('aria-busy')).toBe(false);
  });

  it('leaves a modified click to the browser (a new tab)', () => {
    mountPage(stubCalls(async () => ({ result: 'true' })), deferredChunk().load);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link('12').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('wishlist first load: add to cart from the wishlist table before the chunk is in (§4 Wishlist add to cart)', () => {
  /** A row of the wishlist table as YITH prints it, with WooCommerce's ajax add-to-cart button. */
  const table = `<form id="yith-wcwl-form" class="woocommerce yith-wcwl-form wishlist-fragment" data-fragment-options='{"is_user_owner":true,"item":"wishlist"}'>
    <table class="shop_table cart wishlist_table" data-id="9" data-token="TOK"><tbody class="wishlist-items-wrapper">
      <tr id="yith-wcwl-row-101" data-row-id="101"><td class="product-add-to-cart"><a href="?add-to-cart=101" class="button add_to_cart_button ajax_add_to_cart" data-product_id="101" data-quantity="1">เพิ่มลงตะกร้า</a></td></tr>
    </tbody></table></form>`;
  const cartButton = () => document.querySelector<HTMLElement>('#yith-wcwl-row-101 .ajax_add_to_cart')!;
  let stopCart: (() => void) | undefined;
  afterEach(() => {
    stopCart?.();
    stopCart = undefined;
  });

  it("holds the click until the wishlist's session is up, so the cart's add carries the row and the list", async () => {
    // The cart's first load as the page has it: a document click listener that claims the add and
    // raises adding_to_cart with the data it will post (WooCommerce's add-to-cart.js does the same).
    const posted: Array<Record<string, string>> = [];
    const cart = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>('.ajax_add_to_cart') : null;
      if (!button || event.defaultPrevented) return;
      event.preventDefault();
      const data: Record<string, string> = { product_id: button.dataset.product_id ?? '', quantity: button.dataset.quantity ?? '' };
      emitHostEvent('adding_to_cart', [button, data]);
      posted.push(data);
    };
    document.addEventListener('click', cart);
    stopCart = () => document.removeEventListener('click', cart);
    const chunk = deferredChunk();
    mountPage(stubCalls(async () => ({ result: 'true' })), chunk.load);
    document.querySelector('main')!.insertAdjacentHTML('beforeend', table);

    const event = click(cartButton());
    expect(event.defaultPrevented).toBe(true);
    expect(posted).toEqual([]);
    expect(cartButton().getAttribute('aria-busy')).toBe('true');
    // A second press while held is the same add, not a second one.
    click(cartButton());

    await act(async () => chunk.resolve(await import('./interactive')));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ product_id: '101', quantity: '1', remove_from_wishlist_after_add_to_cart: '101', wishlist_id: '9' });
    expect(cartButton().hasAttribute('aria-busy')).toBe(false);
  });

  it('lets the click through to the cart as it is when the chunk cannot load', async () => {
    const seen: boolean[] = [];
    const cart = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('.ajax_add_to_cart')) return;
      seen.push(event.defaultPrevented);
      // The cart claims it (jsdom cannot follow the link).
      event.preventDefault();
    };
    document.addEventListener('click', cart);
    stopCart = () => document.removeEventListener('click', cart);
    const chunk = deferredChunk();
    mountPage(stubCalls(async () => ({ result: 'true' })), chunk.load);
    document.querySelector('main')!.insertAdjacentHTML('beforeend', table);
    click(cartButton());
    expect(seen).toEqual([]);
    await act(async () => chunk.reject(new Error('offline')));
    await waitFor(() => expect(seen).toEqual([false]));
    expect(cartButton().hasAttribute('aria-busy')).toBe(false);
  });
});

describe('wishlist session: the outcome of an add (§4, §8)', () => {
  const interactive = () => import('./interactive');

  it("marks the product existing and removes its add button when the reply has no fragments", async () => {
    const calls = stubCalls(async () => ({ result: 'exists', message: 'สินค้านี้อยู่ในรายการโปรดแล้ว' }));
    mountPage(calls, interactive);
    click(link('12'));
    await waitFor(() => expect(document.querySelector('.add-to-wishlist-12.exists')).not.toBeNull());
    expect(document.querySelector('.add-to-wishlist-12 .yith-wcwl-add-button')).toBeNull();
    expect(document.getElementById('yith-wcwl-message')?.textContent).toBe('สินค้านี้อยู่ในรายการโปรดแล้ว');
  });

  it('says a failed add in Thai, keeps the button, and lets the shopper try again', async () => {
    let fail = true;
    const calls = stubCalls(async () => {
      if (fail) throw new Error('timed out');
      return { result: 'true' };
    });
    mountPage(calls, interactive);
    click(link('12'));
    await waitFor(() => expect(document.getElementById('yith-wcwl-message')?.textContent).toBe('เพิ่มในรายการโปรดไม่สำเร็จ กรุณาลองอีกครั้ง'));
    expect(link('12').hasAttribute('aria-busy')).toBe(false);
    fail = false;
    click(link('12'));
    await waitFor(() => expect(document.querySelector('.add-to-wishlist-12.exists')).not.toBeNull());
    expect(calls.addToWishlist).toHaveBeenCalledTimes(2);
  });

  it('still says the product was added, and marks it, when the markup door for its fragments cannot load', async () => {
    const calls = stubCalls(async () => ({ result: 'true', message: 'เพิ่มสินค้าแล้ว!', fragments: { 'yith-wcwl-add-to-wishlist.add-to-wishlist-12': '<div>new</div>' } }));
    mountPage(calls, interactive, { loadDoor: () => Promise.reject(new Error('sanitiser chunk failed')) });
    click(link('12'));
    await waitFor(() => expect(document.getElementById('yith-wcwl-message')?.textContent).toBe('เพิ่มสินค้าแล้ว!'));
    expect(document.querySelector('.add-to-wishlist-12.exists')).not.toBeNull();
    // §4: the add button goes (multi-wishlist off).
    expect(document.querySelector('.add-to-wishlist-12 .yith-wcwl-add-button')).toBeNull();
  });

  it('with ajax loading on, fills every printed button at once with load_fragments (§7), before any click', async () => {
    const calls = stubCalls(async () => ({ result: 'true' }));
    mountPage(calls, interactive, { l10n: { enable_ajax_loading: '1' } });
    await waitFor(() => expect(calls.loadFragments).toHaveBeenCalledTimes(1));
    const [params] = (calls.loadFragments as unknown as ReturnType<typeof vi.fn>).mock.calls[0] as [{ nonce: string; fragments: Record<string, unknown> }];
    expect(params.nonce).toBe('n-frag');
    expect(Object.keys(params.fragments).sort()).toEqual([
      'yith-wcwl-add-to-wishlist.add-to-wishlist-12.wishlist-fragment.on-first-load',
      'yith-wcwl-add-to-wishlist.add-to-wishlist-13.wishlist-fragment.on-first-load',
    ]);
    expect(calls.addToWishlist).not.toHaveBeenCalled();
  });

  it('shows the server message as text, never as markup', async () => {
    const calls = stubCalls(async () => ({ result: 'error', message: '<img src=x onerror="alert(1)">ผิดพลาด' }));
    mountPage(calls, interactive);
    click(link('12'));
    await waitFor(() => expect(document.getElementById('yith-wcwl-message')?.textContent).toBe('ผิดพลาด'));
    expect(document.querySelector('#yith-wcwl-message img')).toBeNull();
  });

  it('alerts in Thai and sends nothing when cookies are off (§8)', async () => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('');
    const alert = vi.fn();
    const calls = stubCalls(async () => ({ result: 'true' }));
    mountPage(calls, interactive, { alert });
    click(link('12'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('ขออภัย ฟีเจอร์นี้ใช้ได้เฉพาะเมื่อเบราว์เซอร์ของคุณเปิดใช้งานคุกกี้'));
    expect(calls.addToWishlist).not.toHaveBeenCalled();
  });

  it("hides the notice after the page's notice timeout (the 3000 ms default is timed in notice.test.ts)", async () => {
    const calls = stubCalls(async () => ({ result: 'true', message: 'เพิ่มแล้ว' }));
    mountPage(calls, interactive, { l10n: { popup_timeout: '40' } });
    click(link('12'));
    await waitFor(() => expect(document.getElementById('yith-wcwl-message')?.textContent).toBe('เพิ่มแล้ว'));
    expect(document.getElementById('yith-wcwl-popup-message')?.hidden).toBe(false);
    await waitFor(() => expect(document.getElementById('yith-wcwl-popup-message')?.hidden).toBe(true));
  });
});

describe('wishlist first load: when the chunk is fetched (decision 503)', () => {
  it('not at page start on a listing: at the first sign on a wishlist button, once', async () => {
    const load = vi.fn(() => import('./interactive'));
    const calls = stubCalls(async () => ({ result: 'true' }));
    mountPage(calls, load);
    document.body.insertAdjacentHTML('beforeend', '<p id="elsewhere">ส่งฟรี</p>');
    showIntent(document.getElementById('elsewhere')!);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    showIntent(link('12').querySelector('span')!);
    showIntent(link('13'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('at once on the wishlist page itself, whose table the session runs from the start', () => {
    document.body.innerHTML = '<form class="yith-wcwl-form"><table class="wishlist_table"></table></form>';
    (window as Globals).yith_wcwl_l10n = l10n;
    const load = vi.fn(() => import('./interactive'));
    act(() => {
      unmount = mountWishlist(document.body, { loadInteractive: load, session: { calls: stubCalls(async () => ({ result: 'true' })), loadDoor: () => loadMarkupDoor(document), alert: vi.fn() } });
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing on a page without wishlist markup, and still answers a button inserted later at its first click', async () => {
    document.body.innerHTML = '<main><p>หน้าติดต่อเรา</p></main>';
    (window as Globals).yith_wcwl_l10n = l10n;
    const load = vi.fn(() => import('./interactive'));
    const calls = stubCalls(async () => ({ result: 'true' }));
    act(() => {
      unmount = mountWishlist(document.body, { loadInteractive: load, session: { calls, loadDoor: () => loadMarkupDoor(document), alert: vi.fn() } });
    });
    showIntent(document.querySelector('p')!);
    window.dispatchEvent(new Event('scroll'));
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    document.querySelector('main')!.insertAdjacentHTML('beforeend', button('12'));
    click(link('12'));
    await waitFor(() => expect(calls.addToWishlist).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalled();
  });
});
